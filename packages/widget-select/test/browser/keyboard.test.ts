import { expect, test, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { chromiumOnly, engine } from './engines';
import {
  $,
  $$,
  clickControl,
  control,
  fixture,
  fruits,
  highlighted,
  mount,
  recordEvents,
  rowLabels,
  rows,
  search,
  tags,
  tagValues,
} from './helpers';
import { steppedPerformanceClock } from './waits';

const many = Array.from({ length: 30 }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));

test('ArrowDown on the focused control opens; arrows, Home and End move the highlight; Enter picks', async () => {
  const widget = mount({ data: fruits });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(highlighted()?.textContent).toBe('Apple');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(highlighted()?.textContent).toBe('Cherry');
  expect(search()?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  await userEvent.keyboard('{ArrowUp}');
  expect(highlighted()?.textContent).toBe('Banana');
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toBe('Elderberry');
  await userEvent.keyboard('{Home}');
  expect(highlighted()?.textContent).toBe('Apple');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toBe('banana');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
});

test('PageDown and PageUp jump 10 rows, clamped at the ends', async () => {
  mount({ data: many });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{PageDown}');
  expect(highlighted()?.textContent).toBe('Item 10');
  await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
  expect(highlighted()?.textContent).toBe('Item 29');
  await userEvent.keyboard('{PageUp}');
  expect(highlighted()?.textContent).toBe('Item 19');
  await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
  expect(highlighted()?.textContent).toBe('Item 0');
});

test('the keys keep their highlight when the list scrolls under a resting pointer; moving the pointer takes it', async () => {
  mount({ data: many });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  await userEvent.hover(rows()[2]!);
  expect(highlighted()?.textContent).toBe('Item 2');
  let moves = 0;
  list.addEventListener('pointermove', () => moves++);
  await userEvent.keyboard('{ArrowDown}'.repeat(12));
  expect(list.scrollTop).toBeGreaterThan(0);
  // WebKit (Safari) sends a pointer move at the same place once the rows have
  // moved under the pointer, a moment after the scroll; Chromium and Firefox do not.
  if (engine === 'webkit') await vi.waitFor(() => expect(moves).toBeGreaterThan(0));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(highlighted()?.textContent).toBe('Item 14');
  expect(search()?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  // A real move of the pointer still highlights the row it reaches.
  const target = rows().find((row) => row.textContent === 'Item 12')!;
  await userEvent.hover(target);
  expect(highlighted()).toBe(target);
});

test('disabled options are skipped by the keyboard', async () => {
  mount({ data: [fruits[0]!, { value: 'x', label: 'X', disabled: true }, fruits[1]!] });
  control().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(highlighted()?.textContent).toBe('Banana');
});

test('Escape closes and returns focus to the control; Tab closes too', async () => {
  const widget = mount({ data: fruits });
  const log = recordEvents(widget);
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{Enter}');
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.tab();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(log.filter(([name]) => name === 'open' || name === 'close').map(([n]) => n)).toEqual([
    'open',
    'close',
    'open',
    'close',
  ]);
});

test('Backspace in an empty search of a multiple select removes the last tag', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const log = recordEvents(widget);
  await clickControl();
  await userEvent.keyboard('x{Backspace}');
  expect(tagValues()).toEqual(['apple', 'banana', 'cherry']);
  await userEvent.keyboard('{Backspace}');
  expect(tagValues()).toEqual(['apple', 'banana']);
  expect(log).toContainEqual(['unselect', fruits[2]]);
  expect(log).toContainEqual(['change', ['apple', 'banana']]);
});

test('Delete on a focused tag keeps the other tags as they were; the removed one leaves the page at the next key', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const [apple, , cherry] = tags();
  control().focus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
  expect(widget.getValue()).toEqual(['apple', 'cherry']);
  // Nothing a user could find of Banana before the next key: no text, button or name.
  expect(control().textContent).not.toContain('Banana');
  expect($$('.widget-select__tag-remove').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Remove Apple',
    'Remove Cherry',
  ]);
  const named = $$('*', control()).filter((node) => /Banana/.test(`${node.ariaLabel} ${node.title}`));
  expect(named).toEqual([]);
  if (engine === 'chromium') {
    const names = JSON.stringify(await commands.axTree('[role="grid"]'));
    expect(names).toContain('Apple');
    expect(names).not.toContain('Banana');
  }
  // The same elements: a screen reader's focus on them stays.
  expect(tags()).toHaveLength(2);
  expect(tags()[0]).toBe(apple);
  expect(tags()[1]).toBe(cherry);
  expect(document.activeElement).toBe(apple);
  expect(cherry?.getAttribute('aria-colindex')).toBe('2');
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(cherry);
  expect($('.widget-select__values')?.children).toHaveLength(2);
});

// IME composition is sent through the DevTools protocol.
chromiumOnly(
  'typing in the search filters; IME composition filters and picks nothing until it ends',
  async () => {
    const widget = mount({
      data: [
        { value: 'tokyo', label: '東京' },
        { value: 'kyoto', label: '京都' },
        { value: 'osaka', label: '大阪' },
      ],
    });
    await userEvent.click(control());
    await commands.imeCompose('とうきょう');
    expect(rowLabels()).toEqual(['東京', '京都', '大阪']);
    expect(widget.getSearchQuery()).toBe('');
    await commands.imeType('京');
    expect(widget.getSearchQuery()).toBe('京');
    expect(rowLabels()).toEqual(['京都', '東京']);
    expect(widget.getValue()).toBeNull();
  },
);

test('Enter that commits an IME composition does not pick', async () => {
  const widget = mount({ data: [{ value: 'k', label: '京都' }] });
  await userEvent.click(control());
  const input = search()!;
  input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
  expect(widget.getValue()).toBeNull();
  expect(widget.isDropdownOpen()).toBe(true);
  input.value = '京';
  input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '京' }));
  expect(widget.getSearchQuery()).toBe('京');
});

test('without a search input, focus stays on the control which carries aria-activedescendant', async () => {
  const widget = mount({ data: fruits, searchable: false });
  await userEvent.click(control());
  expect(search()?.closest('[hidden]')).not.toBeNull();
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowDown}');
  expect(control().getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  await userEvent.keyboard(' ');
  expect(widget.getValue()).toBe('banana');
});

test('clicking outside closes the dropdown', async () => {
  fixture('<button id="out">out</button><div id="m"></div>');
  const widget = mount({ data: fruits }, '#m');
  await userEvent.click(control());
  await userEvent.click($('#out')!);
  expect(widget.isDropdownOpen()).toBe(false);
});

test('focus moving to another element closes the dropdown', async () => {
  fixture('<div id="m"></div><input id="other" />');
  const widget = mount({ data: fruits }, '#m');
  await userEvent.click(control());
  ($('#other') as HTMLInputElement).focus();
  expect(widget.isDropdownOpen()).toBe(false);
});

const berries = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blackberry', label: 'Blackberry' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
  { value: 'eclair', label: 'Éclair' },
  { value: 'elderberry', label: 'Elderberry' },
];

test('typeahead on the control: a quick buffer, one letter cycles, a 500 ms pause resets, accents fold', async () => {
  const pause = steppedPerformanceClock();
  const widget = mount({ data: berries });
  control().focus();
  // Three quick key presses form one buffer.
  await userEvent.keyboard('blu');
  expect(highlighted()?.textContent).toBe('Blueberry');
  expect(document.activeElement).toBe(control());
  expect(control().getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  // After a pause, one letter repeated cycles through the options starting with it (wrapping).
  pause(600);
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Banana');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blueberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Banana');
  // The pause resets the buffer: "l" alone matches nothing (the buffer "bl" would be Blackberry).
  pause(600);
  await userEvent.keyboard('l');
  expect(highlighted()?.textContent).toBe('Banana');
  // A short pause keeps the buffer.
  pause(600);
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
  pause(100);
  await userEvent.keyboard('lu');
  expect(highlighted()?.textContent).toBe('Blueberry');
  // Accent-insensitive: "e" reaches "Éclair", then "Elderberry".
  pause(600);
  await userEvent.keyboard('e');
  expect(highlighted()?.textContent).toBe('Éclair');
  await userEvent.keyboard('e');
  expect(highlighted()?.textContent).toBe('Elderberry');
  pause(600);
  await userEvent.keyboard('ecl');
  expect(highlighted()?.textContent).toBe('Éclair');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('eclair');
  expect(widget.getSearchQuery()).toBe('');
});

test('typeahead that opens the list starts after the selected option, or at the top when none is selected', async () => {
  const fruits = [
    { value: 'apple', label: 'Apple' },
    { value: 'banana', label: 'Banana' },
    { value: 'apricot', label: 'Apricot' },
  ];
  // Nothing selected: the first option that starts with the letter, though the list opens on it.
  const widget = mount({ data: fruits });
  control().focus();
  await userEvent.keyboard('a');
  expect(highlighted()?.textContent).toBe('Apple');
  await userEvent.keyboard('a');
  expect(highlighted()?.textContent).toBe('Apricot');
  // Apple selected: the letter moves past it, as on a native select.
  await userEvent.keyboard('{Escape}');
  widget.setValue('apple');
  await userEvent.keyboard('a');
  expect(highlighted()?.textContent).toBe('Apricot');
  // Multiple: the top too.
  widget.destroy();
  const tags = mount({ data: fruits, multiple: true });
  tags.setValue(['apple']);
  control().focus();
  await userEvent.keyboard('a');
  expect(highlighted()?.textContent).toBe('Apple');
  // A selected option that cannot take the highlight (a discontinued one) is still where the search starts.
  tags.destroy();
  const discontinued = mount({
    data: [...fruits, { value: 'blueberry', label: 'Blueberry' }],
    isOptionDisabled: (option) => option.value === 'blueberry',
  });
  discontinued.setValue('blueberry');
  control().focus();
  await userEvent.keyboard('a');
  expect(highlighted()?.textContent).toBe('Apple');
});

test('Space continues a typeahead in progress, as on a native select; after the pause it picks', async () => {
  const pause = steppedPerformanceClock();
  const widget = mount({
    data: [
      { value: 'nj', label: 'New Jersey' },
      { value: 'nm', label: 'New Mexico' },
      { value: 'ny', label: 'New York' },
    ],
  });
  control().focus();
  await userEvent.keyboard('new y');
  expect(highlighted()?.textContent).toBe('New York');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(widget.getValue()).toBeNull();
  pause(600);
  await userEvent.keyboard(' ');
  expect(widget.getValue()).toBe('ny');
});

test('typeahead skips disabled options', async () => {
  mount({ data: berries, isOptionDisabled: (option) => option.value === 'banana' });
  control().focus();
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blueberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
});

test('letters typed in the search input filter the list and never typeahead', async () => {
  const widget = mount({ data: berries });
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  // As typeahead, "bb" would cycle to Blackberry; as a search it matches no label.
  await userEvent.keyboard('bb');
  expect(widget.getSearchQuery()).toBe('bb');
  expect(rowLabels()).toEqual([]);
  expect($('.widget-select__message--empty')).not.toBeNull();
  await userEvent.keyboard('{Backspace}');
  expect(rowLabels()).toEqual(['Banana', 'Blackberry', 'Blueberry', 'Elderberry']);
  // The message row is in the DOM only while it has something to say.
  expect($('.widget-select__message')).toBeNull();
  await userEvent.keyboard('{Backspace}l');
  expect(rowLabels()).toEqual(['Apple', 'Blackberry', 'Blueberry', 'Éclair', 'Elderberry']);
  expect(highlighted()?.textContent).toBe('Apple');
  expect(document.activeElement).toBe(search());
  expect(widget.getValue()).toBeNull();
});
