/**
 * The widget follows a native <select> set from code with no event: an
 * assignment to `select.value`, `select.selectedIndex` or an option's
 * `selected` (what jQuery's `.val()` and Alpine's `x-model` do) shows in
 * the widget by the next frame, and the widget fires no `input` / `change`
 * of its own on the select for it.
 */
import { expect, test } from 'vitest';
import { $, fixture, mount, recordEvents, tagValues } from './helpers';
import { frames } from './waits';

function form(multiple = false) {
  const host = fixture(`
    <form><select name="fruit" ${multiple ? 'multiple' : ''}>
      <option value="a" selected>Apple</option>
      <option value="b">Banana</option>
      <optgroup label="More"><option value="c">Cherry</option></optgroup>
    </select></form>`);
  const select = host.querySelector('select')!;
  const events: string[] = [];
  for (const type of ['input', 'change']) select.addEventListener(type, () => events.push(type));
  return { form: host.querySelector('form')!, select, events };
}

const shown = () => $('.widget-select__value')?.textContent;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** What jQuery's `.val(values)` does to a select (its `valHooks.select.set`): no DOM event. */
function jqueryVal(select: HTMLSelectElement, values: string[]): void {
  let set = false;
  for (let i = select.options.length - 1; i >= 0; i--) {
    const option = select.options[i]!;
    option.selected = values.includes(option.value);
    if (option.selected) set = true;
  }
  if (!set) select.selectedIndex = -1;
}

test.each([
  ['select.value', (select: HTMLSelectElement) => (select.value = 'b')],
  ['select.selectedIndex', (select: HTMLSelectElement) => (select.selectedIndex = 1)],
  ['select.options.selectedIndex', (select: HTMLSelectElement) => (select.options.selectedIndex = 1)],
  ['option.selected', (select: HTMLSelectElement) => (select.options[1]!.selected = true)],
  ["jQuery's .val('b')", (select: HTMLSelectElement) => jqueryVal(select, ['b'])],
])('%s set from code, no event: the widget shows it by the next frame, with no echo', async (_, assign) => {
  const { form: element, select, events } = form();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  assign(select);
  await nextFrame();
  expect(shown()).toBe('Banana');
  expect(widget.getValue()).toBe('b');
  expect(new FormData(element).get('fruit')).toBe('b');
  await frames();
  expect(events).toEqual([]);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
});

test('an option in an optgroup, and a value cleared with selectedIndex = -1', async () => {
  const { select, events } = form();
  const widget = mount({}, select);
  (select.querySelector('option[value="c"]') as HTMLOptionElement).selected = true;
  await nextFrame();
  expect(widget.getValue()).toBe('c');
  select.selectedIndex = -1;
  await nextFrame();
  expect(widget.getValue()).toBe(null);
  expect(events).toEqual([]);
});

test('read at once: a method called right after the assignment sees it', () => {
  const { select } = form();
  const widget = mount({}, select);
  select.value = 'c';
  expect(widget.getValue()).toBe('c');
});

test("multiple: Alpine's x-model and jQuery's .val([...]) set each option; the tags follow by the next frame", async () => {
  const { select, events } = form(true);
  const widget = mount({}, select);
  const log = recordEvents(widget);
  // Alpine's x-model on a <select multiple>.
  for (const option of Array.from(select.options)) option.selected = ['b', 'c'].includes(option.value);
  await nextFrame();
  expect(widget.getValue()).toEqual(['b', 'c']);
  expect(tagValues()).toEqual(['b', 'c']);
  jqueryVal(select, ['a']);
  await nextFrame();
  expect(widget.getValue()).toEqual(['a']);
  await frames();
  expect(events).toEqual([]);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(2);
});

test('an assignment plus a dispatched change is followed once: one change of the widget, none back', async () => {
  const { select, events } = form();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  select.value = 'b';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(widget.getValue()).toBe('b');
  await frames();
  expect(events).toEqual(['change']);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
});

test("the widget's own picks go through the same members without being taken for the page's", async () => {
  const { select, events } = form();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  widget.setValue('c');
  widget.clearAll();
  await frames();
  expect(select.selectedIndex).toBe(-1);
  expect(widget.getValue()).toBe(null);
  expect(events).toEqual([]);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(2);
});

test('destroy takes the accessors away: the select, its options and their prototype are as before', async () => {
  const { select } = form(true);
  const own = Object.getOwnPropertyNames(select);
  const optionSelected = Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected');
  // Another script's accessor on the select (a framework's value tracker) stays in the chain and comes back.
  let tracked = 0;
  const base = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!;
  const tracker = {
    configurable: true,
    get(this: HTMLSelectElement) {
      return base.get!.call(this);
    },
    set(this: HTMLSelectElement, value: string) {
      tracked++;
      base.set!.call(this, value);
    },
  };
  Object.defineProperty(select, 'value', tracker);
  const widget = mount({}, select);
  select.value = 'b';
  expect(tracked).toBe(1);
  expect(widget.getValue()).toEqual(['b']);
  widget.destroy();
  expect(Object.getOwnPropertyDescriptor(select, 'value')?.set).toBe(tracker.set);
  delete (select as { value?: string }).value;
  expect(Object.getOwnPropertyNames(select)).toEqual(own);
  expect(Object.getOwnPropertyNames(select.options)).toEqual(['0', '1', '2']);
  expect(Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected')).toEqual(optionSelected);
  select.options[2]!.selected = true;
  await frames();
  expect(widget.getValue()).toEqual(['b']);
});

test('two widgets on two selects: each follows its own, and the first destroyed leaves the second following', async () => {
  const one = form();
  const two = form();
  const first = mount({}, one.select);
  const second = mount({}, two.select);
  first.destroy();
  two.select.options[2]!.selected = true;
  await nextFrame();
  expect(second.getValue()).toBe('c');
  expect(first.getValue()).toBe('a');
});

test("value and selectedIndex, wrapped once for every select: each widget hears its own select's, also after another's destroy", async () => {
  const one = form();
  const two = form();
  const three = form();
  const first = mount({}, one.select);
  const second = mount({}, two.select);
  const third = mount({}, three.select);
  two.select.value = 'b';
  three.select.options.selectedIndex = 2;
  await nextFrame();
  expect([first.getValue(), second.getValue(), third.getValue()]).toEqual(['a', 'b', 'c']);
  second.destroy();
  one.select.selectedIndex = 1;
  two.select.value = 'c';
  three.select.value = 'a';
  await nextFrame();
  expect([first.getValue(), second.getValue(), third.getValue()]).toEqual(['b', 'b', 'a']);
  // The page's own writes to a select no widget follows go through as ever.
  expect(two.select.value).toBe('c');
});
