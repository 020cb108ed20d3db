import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import {
  $,
  clickControl,
  control,
  fruits,
  mount,
  paste,
  recordEvents,
  rows,
  search,
  tags,
  tagValues,
} from './helpers';
import { frames } from './waits';

const createRow = () => $('.widget-select__message--create');

test('allowCreate offers a create row while the query matches no label; Enter creates and selects', async () => {
  const data = fruits.slice();
  const widget = mount({ data, multiple: true, allowCreate: true });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('Mango');
  expect(createRow()?.textContent).toBe('Create "Mango"');
  expect(search()?.getAttribute('aria-activedescendant')).toBe(createRow()?.id);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['Mango']);
  expect(log.map(([name]) => name)).toEqual(expect.arrayContaining(['create', 'select', 'change']));
  expect(log.find(([name]) => name === 'create')?.[1]).toEqual({ value: 'Mango', label: 'Mango' });
  expect(data).toHaveLength(fruits.length);
  expect(widget.getSearchQuery()).toBe('');
  await userEvent.keyboard('mango');
  expect(createRow()).toBeNull();
  await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}ÁPPLE');
  expect(createRow()).toBeNull();
});

test('with matching options the first match is highlighted; the create row is reachable with ArrowUp or a click', async () => {
  const widget = mount({ data: fruits, multiple: true, allowCreate: true });
  await userEvent.click(control());
  await userEvent.keyboard('Ap');
  expect(createRow()?.textContent).toBe('Create "Ap"');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['apple']);
  await userEvent.keyboard('Dat');
  await userEvent.click(createRow()!);
  expect(widget.getValue()).toEqual(['apple', 'Dat']);
});

test('single mode: creation selects the new option', async () => {
  const widget = mount({ data: fruits, allowCreate: true });
  await userEvent.click(control());
  await userEvent.keyboard('Kiwi{Enter}');
  expect(widget.getValue()).toBe('Kiwi');
  expect($('.widget-select__value')?.textContent).toBe('Kiwi');
});

test('createOption may return a promise: pending state, then the created option', async () => {
  let resolve!: (option: Option) => void;
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: () => new Promise<Option>((done) => (resolve = done)),
  });
  await userEvent.click(control());
  await userEvent.keyboard('Lime{Enter}');
  expect(createRow()?.getAttribute('aria-busy')).toBe('true');
  resolve({ value: 'lime-1', label: 'Lime', meta: { fresh: true } });
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['lime-1']));
  expect(tags()[0]?.textContent).toContain('Lime');
});

test('a rejected or invalid createOption creates nothing, shows why, and loses no selection', async () => {
  let mode: 'reject' | 'invalid' = 'reject';
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: (label) =>
      mode === 'reject' ? Promise.reject(new Error(`${label} is taken`)) : ({ label } as unknown as Option),
  });
  widget.setValue(['apple']);
  const log = recordEvents(widget);
  await clickControl();
  await userEvent.keyboard('Taken{Enter}');
  await vi.waitFor(() => expect(createRow()?.textContent).toBe('Taken is taken'));
  expect(createRow()?.classList.contains('widget-select__message--error')).toBe(true);
  mode = 'invalid';
  await userEvent.keyboard('x{Enter}');
  await vi.waitFor(() => expect(createRow()?.textContent).toContain('not an option'));
  expect(widget.getValue()).toEqual(['apple']);
  expect(log.filter(([name]) => name === 'create' || name === 'change')).toEqual([]);
});

test('beforeCreate returning false cancels; maxSelections applies to creation', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    maxSelections: 1,
    beforeCreate: (label) => label !== 'No',
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('No{Enter}');
  expect(widget.getValue()).toEqual([]);
  // The refusal is said where the offer was, so Enter does not look ignored.
  expect(createRow()?.textContent).toBe('"No" can\'t be created');
  expect(createRow()?.className).toContain('widget-select__message--error');
  // In the error colour, as every error row is.
  const probe = document.createElement('span');
  probe.style.color = 'var(--ws-invalid)';
  createRow()?.append(probe);
  expect(getComputedStyle(createRow() as HTMLElement).color).toBe(getComputedStyle(probe).color);
  probe.remove();
  await userEvent.keyboard('{Backspace}{Backspace}Yes');
  expect(createRow()?.textContent).toBe('Create "Yes"');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['Yes']);
  await userEvent.keyboard('More{Enter}');
  expect(widget.getValue()).toEqual(['Yes']);
  expect(log).toContainEqual(['maximum', { limit: 1, option: { value: 'More', label: 'More' } }]);
});

test('pasting a list into a tags search makes one tag per token, selecting existing options', async () => {
  const widget = mount({ data: fruits, multiple: true, allowCreate: true, maxSelections: 4 });
  const log = recordEvents(widget);
  await userEvent.click(control());
  paste('red, green;banana\tred\nblue\nviolet');
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['red', 'green', 'banana', 'blue']));
  expect(log.filter(([name]) => name === 'create').map(([, o]) => (o as Option).value)).toEqual([
    'red',
    'green',
    'blue',
  ]);
  expect(log.some(([name]) => name === 'maximum')).toBe(true);
  expect(search()?.value).toBe('');
});

test('a pasted word goes into the search field as text; a list is taken as tags; without allowCreate any text is', async () => {
  const widget = mount({ data: fruits, multiple: true, allowCreate: true });
  await userEvent.click(control());
  // The browser's own paste inserts the word: the widget leaves the event alone.
  expect(paste('kiwi')).toBe(true);
  expect(paste('kiwi, lime')).toBe(false);
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['kiwi', 'lime']));
  widget.destroy();
  mount({ data: fruits, multiple: true });
  await userEvent.click(control());
  expect(paste('kiwi, lime')).toBe(true);
});

test('beforeSelect and beforeUnselect cancel interactive picks and removals, not setValue', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    beforeSelect: (option) => option.value !== 'banana',
    beforeUnselect: (option) => option.value !== 'apple',
  });
  await userEvent.click(control());
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual([]);
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['apple']);
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['apple']);
  widget.setValue(['banana']);
  expect(widget.getValue()).toEqual(['banana']);
});

test('the clear button with a beforeUnselect veto: the removals it allows, and no clear event while a value stays', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    clearable: true,
    beforeUnselect: (option) => option.value !== 'apple',
  });
  widget.setValue(['apple', 'banana']);
  const log = recordEvents(widget);
  await userEvent.click($('.widget-select__clear')!);
  expect(widget.getValue()).toEqual(['apple']);
  expect(log.map(([name]) => name)).toEqual(['unselect', 'change']);
});

test('maxVisibleTags collapses the rest into a +N more chip that opens the dropdown', async () => {
  const widget = mount({ data: fruits, multiple: true, maxVisibleTags: 2 });
  widget.setValue(['apple', 'banana', 'cherry', 'date']);
  expect(tagValues()).toEqual(['apple', 'banana']);
  const more = $('.widget-select__tag--more')!;
  expect(more.textContent).toBe('+2 more');
  await userEvent.click(more);
  expect(widget.isDropdownOpen()).toBe(true);
});

test('tags are reached with ArrowLeft; Backspace removes the focused tag; ArrowRight returns', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  control().focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[2]);
  await userEvent.keyboard('{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('banana');
  await userEvent.keyboard('{Backspace}');
  expect(widget.getValue()).toEqual(['apple', 'cherry']);
  expect((document.activeElement as HTMLElement).dataset.value).toBe('apple');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toBe(control());
});

test('a tag reached with keys shows its focus ring, after a click on the field too', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  await clickControl();
  // Escape puts focus back on the field without a ring (a pointer opened it);
  // each key that moves focus to a tag must still show where it is.
  await userEvent.keyboard('{Escape}{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[2]);
  expect(tags()[2]!.matches(':focus-visible')).toBe(true);
  await userEvent.keyboard('{ArrowLeft}');
  expect(tags()[1]!.matches(':focus-visible')).toBe(true);
  await userEvent.keyboard('{Delete}');
  expect(document.activeElement).toBe(tags()[0]);
  expect(tags()[0]!.matches(':focus-visible')).toBe(true);
  await userEvent.keyboard('{ArrowRight}');
  expect(tags()[1]!.matches(':focus-visible')).toBe(true);
});

test('a double Enter while createOption is pending creates one tag, not two', async () => {
  let calls = 0;
  const answers: (() => void)[] = [];
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: (label) => {
      calls++;
      return new Promise<Option>((done) => answers.push(() => done({ value: label.toLowerCase(), label })));
    },
  });
  await userEvent.click(control());
  await userEvent.keyboard('Slow{Enter}{Enter}');
  // Both presses are in while the first creation is still pending.
  expect(calls).toBe(1);
  for (const answer of answers.splice(0)) answer();
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['slow']));
  await frames();
  expect(answers).toEqual([]);
  expect(calls).toBe(1);
  expect(tagValues()).toEqual(['slow']);
});

test('an empty or whitespace label creates nothing; a duplicate value from createOption is refused with a reason', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: () => ({ value: 'apple', label: 'Another apple' }),
  });
  widget.setValue(['apple']);
  const log = recordEvents(widget);
  await clickControl();
  await userEvent.keyboard('   ');
  expect(createRow()).toBeNull();
  paste(' ;  ,\n ');
  expect(tagValues()).toEqual(['apple']);
  await userEvent.keyboard('Fresh{Enter}');
  await vi.waitFor(() => expect(createRow()?.textContent).toBe('"apple" is already selected'));
  expect(tagValues()).toEqual(['apple']);
  expect(log.filter(([name]) => name === 'create' || name === 'change')).toEqual([]);
});

test('setValue over maxSelections keeps the first values up to the cap', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const widget = mount({ data: fruits, multiple: true, maxSelections: 2 });
  widget.setValue(['apple', 'banana', 'cherry']);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('maxSelections'));
  warn.mockRestore();
});

/** Scrolls the tag area to its end: past the first few hundred, tags come as it is scrolled. */
function scrollTagsToEnd(): void {
  const values = document.querySelector<HTMLElement>('.widget-select__values')!;
  values.scrollTop = values.scrollHeight;
}

test('thousands of selected values render every tag, a chunk per frame, in order', async () => {
  const data = Array.from({ length: 3000 }, (_, i) => ({ value: `v${i}`, label: `Tag ${i}` }));
  const widget = mount({ data, multiple: true });
  widget.setValue(data.map((option) => option.value));
  expect(tags().length).toBeLessThan(3000);
  // A chunk per frame: on a busy machine frames are few (WebKit's most of all).
  await vi.waitFor(
    () => {
      scrollTagsToEnd();
      expect(tags()).toHaveLength(3000);
    },
    { timeout: 20_000 },
  );
  expect(tagValues().slice(-2)).toEqual(['v2998', 'v2999']);
  widget.setValue(['v1']);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(tagValues()).toEqual(['v1']);
});

test('a large selection lays out its later tags in wrappers the browser may skip while out of view', async () => {
  const data = Array.from({ length: 1200 }, (_, i) => ({ value: `v${i}`, label: `Tag ${i}` }));
  const widget = mount({ data, multiple: true });
  widget.selectAll();
  await vi.waitFor(
    () => {
      scrollTagsToEnd();
      expect(tags()).toHaveLength(1200);
    },
    { timeout: 10_000 },
  );
  const chunks = Array.from(document.querySelectorAll<HTMLElement>('.widget-select__tag-chunk'));
  expect(chunks.length).toBeGreaterThanOrEqual(3);
  for (const chunk of chunks) expect(getComputedStyle(chunk).contentVisibility).toBe('auto');
  // Every tag is still a tag of the widget, in selection order, whatever wraps it.
  expect(tagValues()).toEqual(widget.getValue());
  const inChunks = chunks.reduce(
    (sum, chunk) => sum + chunk.querySelectorAll('.widget-select__tag').length,
    0,
  );
  expect(inChunks).toBeGreaterThan(900);
});
