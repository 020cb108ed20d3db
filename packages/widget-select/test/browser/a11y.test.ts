/**
 * Accessibility: axe-core over every mode (closed and open), the polite live
 * region (result counts and selections, localized) and openOnFocus.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { checkboxPlugin, type SelectOptions, selectAllHeaderPlugin } from '../../src/index';
import { COUNT_DELAY } from '../../src/open-list/list-announcer';
import { axeViolations } from './axe';
import { $, control, fixture, fruits, mount, search, foodTree as tree } from './helpers';
import { manualBackend } from './remote/backend';
import { frames, steppedTimers } from './waits';
import '../../src/locales/ar';
import '../../src/locales/es';

const violations = (context: Element) => axeViolations(context);

const grouped = [
  { label: 'Fruit', options: fruits.slice(0, 3) },
  { label: 'More fruit', options: fruits.slice(3) },
];
const rich = [
  {
    value: 'ada',
    label: 'Ada Lovelace',
    description: 'Mathematician',
    avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  },
  { value: 'alan', label: 'Alan Turing', description: 'Computer scientist' },
];

interface Mode {
  name: string;
  options: SelectOptions;
  value?: string | string[];
  native?: boolean;
  html?: string;
}

const modes: Mode[] = [
  { name: 'single', options: { data: fruits, placeholder: 'Pick a fruit', clearable: true }, value: 'apple' },
  { name: 'single on a native select', options: {}, native: true, value: 'banana' },
  {
    name: 'multiple',
    options: { data: fruits, multiple: true, clearable: true },
    value: ['apple', 'cherry'],
  },
  {
    name: 'multiple, +N more',
    options: { data: fruits, multiple: true, maxVisibleTags: 1 },
    value: ['apple', 'cherry'],
  },
  {
    name: 'sortable tags',
    options: { data: fruits, multiple: true, sortable: true },
    value: ['apple', 'cherry'],
  },
  { name: 'grouped', options: { data: grouped } },
  { name: 'tree', options: { data: tree, multiple: true }, value: ['apple'] },
  { name: 'avatars and descriptions', options: { data: rich, highlightSearch: true } },
  { name: 'without search', options: { data: fruits, searchable: false } },
  { name: 'min search length hint', options: { data: fruits, minSearchLength: 2 } },
  { name: 'tags mode', options: { data: fruits, multiple: true, allowCreate: true } },
  { name: 'disabled', options: { data: fruits, disabled: true }, value: 'apple' },
  { name: 'required and invalid', options: { data: fruits, required: true } },
  { name: 'dark theme', options: { data: fruits, theme: 'dark', multiple: true }, value: ['apple'] },
  { name: 'high-contrast theme', options: { data: fruits, theme: 'high-contrast' }, value: 'apple' },
  {
    name: 'Arabic, right to left',
    options: { data: fruits, language: 'ar', multiple: true },
    value: ['apple'],
  },
  {
    name: 'plugins',
    options: { data: fruits, multiple: true, plugins: [checkboxPlugin(), selectAllHeaderPlugin()] },
    value: ['banana'],
  },
  { name: 'portalled', options: { data: fruits, dropdownParent: document.body } },
];

function build(mode: Mode) {
  const host = fixture(
    mode.native
      ? `<label for="target">Fruit</label>
         <select id="target"><option value="">Pick</option><option value="apple">Apple</option>
         <option value="banana">Banana</option></select>`
      : '<span id="label">Fruit</span><div id="target" aria-labelledby="label"></div>',
  );
  const widget = mount(mode.options, host.querySelector<HTMLElement>('#target')!);
  if (mode.value !== undefined) widget.setValue(mode.value);
  if (mode.name.includes('invalid')) widget.validate();
  return { host, widget };
}

test.each(modes)('axe: $name — 0 violations closed and open', async (mode) => {
  const { host, widget } = build(mode);
  expect(await violations(host)).toEqual([]);
  if (mode.options.disabled) return;
  widget.open();
  if (mode.options.allowCreate) widget.setSearchQuery('kiwi');
  // Portalled dropdowns live outside the host: check the whole body.
  expect(await violations(mode.options.dropdownParent ? document.body : host)).toEqual([]);
});

test('axe: an open list filtered to nothing, and the keyboard-highlighted row', async () => {
  const { host } = build(modes[0]!);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}');
  expect(await violations(host)).toEqual([]);
  await userEvent.keyboard('zzz');
  expect(await violations(host)).toEqual([]);
});

const live = () => $('.widget-select__live')!;
/** Steps the page's timers for the rest of the test; the function returned crosses the live region's delay at once. */
function liveRegionClock(): () => Promise<void> {
  const advance = steppedTimers();
  return () => advance(COUNT_DELAY + 100);
}

test('the live region is polite and announces result counts once typing pauses', async () => {
  const settle = liveRegionClock();
  mount({ data: fruits });
  // In the page from the widget's first use. Where the engine has ariaNotify the region is hidden and
  // mirrors what it was told (announce.test.ts).
  await userEvent.hover(control());
  expect(live().getAttribute('aria-live')).toBe('ariaNotify' in Element.prototype ? null : 'polite');
  await userEvent.click(control());
  await frames(2);
  await settle();
  // Opening announces no count: the list itself says how many options it has.
  expect(live().textContent?.trim()).toBe('');
  await userEvent.keyboard('ch');
  await settle();
  expect(live().textContent?.trim()).toBe('1 result available');
  // The same text again is still a change, so screen readers repeat it.
  const previous = live().textContent;
  await userEvent.keyboard('e');
  await settle();
  expect(live().textContent?.trim()).toBe('1 result available');
  expect(live().textContent).not.toBe(previous);
  await userEvent.keyboard('zz');
  await settle();
  expect(live().textContent?.trim()).toBe('No results found');
});

test('the live region announces selections and removals, localized', async () => {
  const settle = liveRegionClock();
  mount({ data: fruits, multiple: true, language: 'es' });
  await userEvent.click(control());
  // A region the click put in takes its first message once a frame has rendered it (announce.test.ts).
  await frames(2);
  await userEvent.keyboard('{Enter}');
  expect(live().textContent?.trim()).toBe('Seleccionado: Apple');
  await userEvent.keyboard('{Enter}');
  expect(live().textContent?.trim()).toBe('Quitado: Apple');
  await settle();
  // Navigation alone announces nothing new.
  const before = live().textContent;
  await userEvent.keyboard('{ArrowDown}');
  await settle();
  expect(live().textContent).toBe(before);
});

test('bulk changes announce the selected count', async () => {
  const widget = mount({ data: fruits, multiple: true, plugins: [selectAllHeaderPlugin()] });
  // The tags a button adds or removes resize the control, and the dropdown follows it at the next frame:
  // a click aimed before then lands where the button was (on WebKit, the row Apple).
  const clickOnceSettled = async (button: string) => {
    await frames(2);
    await userEvent.click($(button)!);
  };
  await userEvent.click(control());
  // WebKit's click can resolve before the live region has taken the news.
  await clickOnceSettled('.widget-select__bulk-button');
  await expect.poll(() => live().textContent?.trim()).toBe('5 selected');
  await clickOnceSettled('.widget-select__bulk-button:last-child');
  await expect.poll(() => live().textContent?.trim()).toBe('0 selected');
  await clickOnceSettled('.widget-select__bulk-button');
  await expect.poll(() => live().textContent?.trim()).toBe('5 selected');
  // API changes are the caller's to announce.
  widget.setValue([]);
  expect(live().textContent?.trim()).toBe('5 selected');
});

test('openOnFocus opens on Tab focus, not on a pointer click toggle', async () => {
  const widget = mount({ data: fruits, openOnFocus: true });
  await userEvent.tab();
  expect(document.activeElement).toBe(search());
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
  // Returning focus to the control does not reopen it.
  expect(widget.isDropdownOpen()).toBe(false);
  await userEvent.click(document.body);
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
});

test('a <label for> pointing at a plain mount names the combobox, and a click on it focuses the control', async () => {
  const host = fixture('<label for="fruit-div">Fruit</label><div id="fruit-div"></div>');
  mount({ data: fruits }, host.querySelector<HTMLElement>('#fruit-div')!);
  const label = host.querySelector('label')!;
  expect(label.id).not.toBe('');
  expect(control().getAttribute('aria-labelledby')).toBe(label.id);
  await userEvent.click(label);
  expect(document.activeElement).toBe(control());
});

test('counts are announced after typing, not on open', async () => {
  const settle = liveRegionClock();
  mount({ data: fruits });
  await userEvent.click(control());
  // A region the click put in takes its first message once a frame has rendered it (announce.test.ts).
  await frames(2);
  await settle();
  expect(live().textContent?.trim()).toBe('');
  await userEvent.keyboard('an');
  await settle();
  expect(live().textContent?.trim()).toBe('1 result available');
});

test('a create offer is announced as a result, never as "No results found"', async () => {
  mount({ data: fruits, multiple: true, allowCreate: true });
  await userEvent.click(control());
  await userEvent.keyboard('kiwi');
  await expect.poll(() => live().textContent?.trim()).toBe('Create "kiwi"');
  await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}ap');
  await expect.poll(() => live().textContent?.trim()).toBe('1 result available. Create "ap"');
});

test('remote: loading is announced once, then the outcome; a failed load is announced', async () => {
  const settle = liveRegionClock();
  const backend = manualBackend();
  mount({ ajax: { request: backend.request, debounce: 0 } });
  await userEvent.click(control());
  await settle();
  // A region the click put in takes its first message once a frame has rendered it (announce.test.ts).
  await frames(2);
  expect(live().textContent?.trim()).toBe('Loading…');
  const before = live().textContent;
  await settle();
  expect(live().textContent).toBe(before);
  backend.calls[0]?.resolve([
    { value: 'a', label: 'Ann' },
    { value: 'b', label: 'Bob' },
  ]);
  await settle();
  expect(live().textContent?.trim()).toBe('2 results available');
  await userEvent.keyboard('x');
  await settle();
  expect(backend.calls.length).toBe(2);
  backend.calls[1]?.reject(new Error('down'));
  await settle();
  expect(live().textContent?.trim()).toBe('The results could not be loaded. Press Enter to retry.');
});
