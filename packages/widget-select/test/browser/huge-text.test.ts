/** One huge string (a 1 MB label or description, a 10 MB validity message) must not freeze the page. */
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'widget-select/element';
import { engine } from './engines';
import { $, control, fixture, fruits, mount } from './helpers';
import { LONG_TASK_LIMIT, longTasksReported, watchLongTasks } from './long-tasks';

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

/** The grapheme boundaries of `text`'s first `length` code units. */
const boundaries = (text: string, length: number) =>
  new Set([...new Intl.Segmenter().segment(text.slice(0, length + 64))].map((part) => part.index));

/** 10 MB of text, with clusters (a family emoji, a letter with two marks) across any short cut. */
const hugeMessage = `${'x'.repeat(297)}${'👨‍👩‍👧‍👦e\u0301\u0323 '.repeat(40)}${'m'.repeat(10_485_760)}`;

/**
 * What the widget shows of `message`: its start, cut where a character (a
 * grapheme cluster) ends, then an ellipsis; a few hundred characters, as a
 * browser's validation bubble shows.
 */
function expectClipped(shown: string, message: string): void {
  expect(shown.endsWith('…')).toBe(true);
  const head = shown.slice(0, -1);
  expect(message.startsWith(head)).toBe(true);
  expect(head.length).toBeGreaterThan(200);
  expect(head.length).toBeLessThanOrEqual(500);
  expect(boundaries(message, head.length).has(head.length)).toBe(true);
}

test('a 10 MB custom validity message is reported without a long task; the message row shows its clipped start', async () => {
  const widget = mount({ data: fruits });
  const invalid: string[] = [];
  widget.on('invalid', (message) => invalid.push(message));
  watch = watchLongTasks();
  widget.setCustomValidity(hugeMessage);
  expect(widget.reportValidity()).toBe(false);
  await longTasksReported();
  expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
  expectClipped($('.widget-select__error')!.textContent!, hugeMessage);
  // The event and the message set keep the whole text.
  expect(invalid).toHaveLength(1);
  expect(invalid[0]!.length).toBe(hugeMessage.length);
});

test('<widget-select>: a 10 MB custom validity message is reported without a long task, whole in validationMessage', async () => {
  const host = fixture(
    '<form><widget-select name="fruit" label="Fruit"><option>Apple</option></widget-select></form>',
  );
  const select = host.querySelector('widget-select')!;
  watch = watchLongTasks();
  select.setCustomValidity(hugeMessage);
  expect(select.reportValidity()).toBe(false);
  await longTasksReported();
  expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
  expect(select.validationMessage.length).toBe(hugeMessage.length);
  expectClipped($('.widget-select__error', select)!.textContent!, hugeMessage);
});

test('a native <select> mount: a 10 MB custom validity message is reported without a long task, whole in validationMessage', async () => {
  const host = fixture('<form><select name="fruit"><option>Apple</option></select></form>');
  const select = host.querySelector('select')!;
  const widget = mount({}, select);
  watch = watchLongTasks();
  widget.setCustomValidity(hugeMessage);
  expect(widget.reportValidity()).toBe(false);
  await longTasksReported();
  expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
  // The widget hands the select the whole message; Firefox keeps the first 256 characters of it itself.
  if (engine === 'firefox') expect(hugeMessage.startsWith(select.validationMessage)).toBe(true);
  else expect(select.validationMessage.length).toBe(hugeMessage.length);
  expectClipped($('.widget-select__error')!.textContent!, hugeMessage);
});
