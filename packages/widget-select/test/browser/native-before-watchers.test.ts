/**
 * A widget on a native <select> before the chunk of its watchers
 * (native/watchers.ts: assignments with no event, a `disabled` set later,
 * the browser's restore of form state) has arrived. The tests' setup has
 * that chunk up front; here each widget's start of the watchers is held
 * until the test lets it come, as the chunk's arrival does. The widget must
 * behave as with the watchers there, at most taking in an assignment with
 * no event as they arrive (or at once when a method is called). How the
 * chunk is asked for and waited for is loader.test.ts: here the loader's
 * test gate makes it missing and holds it.
 */
import { afterEach, expect, test } from 'vitest';
import type SelectWidget from '../../src/index';
import type { SelectOptions } from '../../src/types';
import { loadGate } from '../load-gate';
import { watchersPart } from '../../src/native/follow';
import { control, mount as mountWidget } from './helpers';

let host: HTMLElement | null = null;
const WATCHERS = 'watchers of a native select';

afterEach(async () => {
  loadGate.releaseAll();
  await watchersPart.load();
  host?.remove();
  host = null;
});

/** From now on, widgets mounted on a select get their watchers only at `arrive()` (the loader's test gate holds them). */
function beforeTheWatchers() {
  loadGate.forget(WATCHERS);
  loadGate.hold(WATCHERS);
  const arrive = async () => {
    loadGate.release(WATCHERS);
    await watchersPart.load();
  };
  return {
    mount: (select: HTMLSelectElement, options: SelectOptions = {}) => mountWidget(options, select),
    arrive,
  };
}

function fixture(html: string) {
  host?.remove();
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const select = host.querySelector('select') as HTMLSelectElement;
  const events: string[] = [];
  for (const type of ['input', 'change']) select.addEventListener(type, () => events.push(type));
  return { select, events, form: host.querySelector('form') };
}

const fruitSelect = `<form><select name="fruit">
  <option value="">Pick one</option>
  <option value="a" selected>Apple</option>
  <option value="b">Banana</option>
  <option value="c">Cherry</option>
</select></form>`;

/** The widget's `change` events: each value. */
function changes(widget: SelectWidget<never> | SelectWidget<Record<string, unknown>>): unknown[] {
  const seen: unknown[] = [];
  (widget as SelectWidget).on('change', (value: unknown) => seen.push(value));
  return seen;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

test('an assignment with no event is read by the next method call, with no echo', async () => {
  const { mount } = beforeTheWatchers();
  const { select, events } = fixture(fruitSelect);
  const widget = mount(select);
  const seen = changes(widget);
  select.value = 'b';
  expect(widget.getValue()).toBe('b');
  select.options[3]!.selected = true;
  widget.setValue('a');
  expect(select.value).toBe('a');
  await nextFrame();
  expect(seen).toEqual(['b', 'c', 'a']);
  expect(events).toEqual([]);
});

test('an assignment with no event and no method call shows by the next frame, and the chunk arriving takes it in no twice; no echo', async () => {
  const { mount, arrive } = beforeTheWatchers();
  const { select, events, form } = fixture(fruitSelect);
  const widget = mount(select);
  const seen = changes(widget);
  select.value = 'c';
  await nextFrame();
  // Read at the frame, as the watchers would have taken it in.
  expect(seen).toEqual(['c']);
  expect(control(host as HTMLElement).textContent).toContain('Cherry');
  await arrive();
  expect(seen).toEqual(['c']);
  expect(widget.getValue()).toBe('c');
  expect(new FormData(form as HTMLFormElement).get('fruit')).toBe('c');
  // From now on the watchers notice assignments by themselves.
  select.value = 'b';
  await nextFrame();
  expect(seen).toEqual(['c', 'b']);
  expect(events).toEqual([]);
});

test('a change dispatched by other code is followed at once, one change of the widget and none back', async () => {
  const { mount } = beforeTheWatchers();
  const { select, events } = fixture(fruitSelect);
  const widget = mount(select);
  const seen = changes(widget);
  select.value = 'b';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(seen).toEqual(['b']);
  await nextFrame();
  expect(seen).toEqual(['b']);
  expect(events).toEqual(['change']);
});

test('options appended by code are taken in: by a method in the same task, else by the options observer', async () => {
  const { mount, arrive } = beforeTheWatchers();
  const { select } = fixture(fruitSelect);
  const widget = mount(select);
  select.append(new Option('Date', 'd'));
  widget.setValue('d');
  expect(widget.getValue()).toBe('d');
  expect(select.value).toBe('d');
  select.append(new Option('Elderberry', 'e', true, true));
  await nextFrame();
  await arrive();
  expect(widget.getValue()).toBe('e');
  expect(widget.getSelectedOptions().map((option) => option.label)).toEqual(['Elderberry']);
});

test('a select in a disabled fieldset is disabled from the mount; a fieldset disabled later counts once the chunk is there', async () => {
  const { mount, arrive } = beforeTheWatchers();
  const { select } = fixture(`<fieldset disabled><select><option value="a">Apple</option></select></fieldset>
    <fieldset id="later"><select id="second"><option value="a">Apple</option></select></fieldset>`);
  mount(select);
  const control = (host as HTMLElement).querySelectorAll('[role="combobox"]');
  expect(control[0]?.getAttribute('aria-disabled')).toBe('true');
  mount((host as HTMLElement).querySelector('#second') as HTMLSelectElement);
  ((host as HTMLElement).querySelector('#later') as HTMLFieldSetElement).disabled = true;
  await arrive();
  expect((host as HTMLElement).querySelectorAll('[role="combobox"]')[1]?.getAttribute('aria-disabled')).toBe(
    'true',
  );
});

test("a blocked submit: the browser's invalid event is the widget's to report, decided as it fires", async () => {
  const { mount } = beforeTheWatchers();
  const { select, form } = fixture(`<form><select name="fruit" required>
    <option value="">Pick one</option><option value="a">Apple</option></select></form>`);
  mount(select);
  let prevented: boolean | null = null;
  select.addEventListener('invalid', (event) => {
    prevented = event.defaultPrevented;
  });
  HTMLFormElement.prototype.requestSubmit.call(form);
  expect(prevented).toBe(true);
});

test('destroyed before the chunk arrives: nothing is installed afterwards', async () => {
  const { mount, arrive } = beforeTheWatchers();
  const { select } = fixture(fruitSelect);
  const selected = Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected');
  const widget = mount(select);
  widget.destroy();
  await arrive();
  await nextFrame();
  expect(Object.getOwnPropertyDescriptor(select, 'value')).toBeUndefined();
  expect(Object.getOwnPropertyDescriptor(select, 'selectedIndex')).toBeUndefined();
  expect(Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected')).toEqual(selected);
});

test('saved ids set on a multiple select with resolveOptions stay selected and submitted while resolved; labels come with no change', async () => {
  const { mount } = beforeTheWatchers();
  const { select, events, form } = fixture('<form><select name="reviewers" multiple></select></form>');
  let answer = (_labels: { value: string; label: string }[]) => {};
  const asked: string[][] = [];
  const widget = mount(select, {
    multiple: true,
    resolveOptions: (ids) => {
      asked.push(ids);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  });
  const seen = changes(widget);
  widget.setValue(['ada', 'alan'], { emitChange: false });
  expect(widget.getValue()).toEqual(['ada', 'alan']);
  await nextFrame();
  expect(widget.getValue()).toEqual(['ada', 'alan']);
  expect(new FormData(form as HTMLFormElement).getAll('reviewers')).toEqual(['ada', 'alan']);
  expect(asked).toEqual([['ada', 'alan']]);
  answer([
    { value: 'ada', label: 'Ada Lovelace' },
    { value: 'alan', label: 'Alan Turing' },
  ]);
  await expect.poll(() => control(host as HTMLElement).textContent).toContain('Alan Turing');
  await nextFrame();
  expect(widget.getValue()).toEqual(['ada', 'alan']);
  expect(seen).toEqual([]);
  expect(events).toEqual([]);
});
