import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import {
  $,
  control,
  fixture,
  fruits,
  highlighted,
  mount,
  recordEvents,
  rowLabels,
  search,
  tagValues,
} from './helpers';

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
  await userEvent.click(control());
  await userEvent.keyboard('x{Backspace}');
  expect(tagValues()).toEqual(['apple', 'banana', 'cherry']);
  await userEvent.keyboard('{Backspace}');
  expect(tagValues()).toEqual(['apple', 'banana']);
  expect(log).toContainEqual(['unselect', fruits[2]]);
  expect(log).toContainEqual(['change', ['apple', 'banana']]);
});

test('typing in the search filters; IME composition filters and picks nothing until it ends', async () => {
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
});

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
