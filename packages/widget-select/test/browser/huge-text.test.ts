/** One huge string (a 1 MB label or description, a 10 MB validity message) must not freeze the page. */
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fruits, mount } from './helpers';
import { LONG_TASK_LIMIT, watchLongTasks } from './long-tasks';

let watch: ReturnType<typeof watchLongTasks> | null = null;
afterEach(() => watch?.stop());

/** About 1 MB of text, accented (folded by the search) with a findable word near the start. */
const huge = `${'é'.repeat(1000)} needle ${'Ünïcode and words '.repeat(55_000)}`;

test('a 1 MB label and description: opening, typing, highlighting and picking stay under a long task', async () => {
  const widget = mount({
    data: [...fruits, { value: 'huge', label: huge, description: huge }],
    multiple: true,
    highlightSearch: true,
  });
  watch = watchLongTasks();
  await userEvent.click(control());
  await userEvent.keyboard('needle');
  expect($('.widget-select__option--highlighted')?.getAttribute('data-value')).toBe('huge');
  expect($('.widget-select__match')?.textContent).toBe('needle');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['huge']);
  // The option keeps its whole text; what is rendered and announced is its start.
  expect(widget.getSelectedOptions()[0]!.label).toBe(huge);
  const tagName = $('.widget-select__tag[data-value="huge"]')!.getAttribute('aria-label')!;
  expect(huge.startsWith(tagName)).toBe(true);
  expect(tagName.length).toBeLessThan(10_000);
  expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
});

test('a 10 MB custom validity message is set and reported without a long task', () => {
  const widget = mount({ data: fruits });
  watch = watchLongTasks();
  widget.setCustomValidity('m'.repeat(10_000_000));
  expect(widget.reportValidity()).toBe(false);
  expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
});
