/**
 * Data integrity: destroy() cancels everything pending, a throwing user
 * callback never leaves half-applied state, and a mount element carries one
 * widget at most.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget, { type Option, SelectWidgetError } from '../../src/index';
import { COUNT_DELAY } from '../../src/open-list/list-announcer';
import {
  $,
  control,
  fixture,
  mount,
  paste,
  recordEvents,
  rowLabels,
  rows,
  search,
  tagValues,
} from './helpers';
import { manualBackend } from './remote/backend';
import { frames, steppedTimers } from './waits';

afterEach(() => {
  vi.restoreAllMocks();
});

const letters = `
  <select id="s" multiple>
    <option value="a">A</option><option value="b">B</option><option value="c">C</option>
  </select>`;

/** Every `input` / `change` event the native select receives. */
function nativeEvents(select: HTMLSelectElement): string[] {
  const log: string[] = [];
  select.addEventListener('input', () => log.push('input'));
  select.addEventListener('change', () => log.push('change'));
  return log;
}

const optionValues = (select: HTMLSelectElement) => Array.from(select.options, (o) => o.value);
const selectedValues = (select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value);

function caught(run: () => unknown): SelectWidgetError {
  try {
    run();
  } catch (error) {
    return error as SelectWidgetError;
  }
  throw new Error('expected a throw');
}

// ---- 1. destroy() cancels everything pending ----------------------------

test('an async createOption resolving after destroy() adds nothing to the restored select', async () => {
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  let resolve: (option: Option) => void = () => {};
  const widget = new SelectWidget(select, {
    allowCreate: true,
    createOption: () => new Promise<Option>((done) => (resolve = done)),
  });
  await userEvent.click(control());
  await userEvent.type(search()!, 'new');
  await userEvent.keyboard('{Enter}');
  const events = nativeEvents(select);
  widget.destroy();
  const before = widget.getValue();
  resolve({ value: 'new', label: 'New' });
  await frames();
  expect(optionValues(select)).toEqual(['a', 'b', 'c']);
  expect(selectedValues(select)).toEqual([]);
  expect(events).toEqual([]);
  expect(widget.getValue()).toEqual(before);
});

test('a pasted tag list followed by destroy() in the same task creates nothing afterwards', async () => {
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const widget = new SelectWidget(select, { allowCreate: true });
  await userEvent.click(control());
  paste('p1, p2, p3');
  widget.destroy();
  const events = nativeEvents(select);
  const before = widget.getValue();
  // The paste runs in slices of their own tasks: two rendered frames later every slice has had its turn.
  await frames();
  expect(optionValues(select)).toEqual(['a', 'b', 'c']);
  expect(events).toEqual([]);
  expect(widget.getValue()).toEqual(before);
});

test('destroy() during a remote load: no live-region announcement, no state change afterwards', async () => {
  const advance = steppedTimers();
  const backend = manualBackend();
  const widget = mount({ ajax: { request: backend.request, debounce: 0 } });
  const changes = recordEvents(widget);
  widget.open();
  await advance(0);
  expect(backend.calls.length).toBe(1);
  const live = $('.widget-select__live')!;
  const text = live.textContent;
  widget.destroy();
  changes.length = 0;
  backend.calls[0]?.resolve({ options: [{ value: 'x', label: 'X' }] });
  await frames();
  await advance(COUNT_DELAY + 100);
  expect(live.textContent).toBe(text);
  expect(changes).toEqual([]);
  expect(widget.getValue()).toBeNull();
});

test('a remote answer arriving after destroy() is ignored by a destroyed native mount', async () => {
  const select = $<HTMLSelectElement>('#s', fixture('<select id="s"></select>'))!;
  const advance = steppedTimers();
  const backend = manualBackend();
  const widget = new SelectWidget(select, { ajax: { request: backend.request, debounce: 0 } });
  widget.open();
  await advance(0);
  expect(backend.calls.length).toBe(1);
  widget.destroy();
  const events = nativeEvents(select);
  backend.calls[0]?.resolve({ options: [{ value: 'x', label: 'X' }] });
  await frames();
  await advance(COUNT_DELAY + 100);
  expect(optionValues(select)).toEqual([]);
  expect(events).toEqual([]);
});

// ---- 2. a throwing user callback never half-applies ----------------------

test('a templateSelection that throws for one option: the pick lands everywhere and is reported', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const events = nativeEvents(select);
  const widget = mount(
    {
      templateSelection: (option) => {
        if (option.value === 'c') throw new Error('boom');
        return `<b>${option.label}</b>`;
      },
    },
    select,
  );
  const reported: unknown[] = [];
  widget.on('error', (error) => reported.push(error));
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toEqual(['c']);
  expect(selectedValues(select)).toEqual(['c']);
  expect(tagValues()).toEqual(['c']);
  expect($('.widget-select__tag-label')?.textContent).toBe('C');
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', ['c']]]);
  expect(events).toEqual(['input', 'change']);
  expect(errors).toHaveBeenCalled();
  expect(String(errors.mock.calls[0]?.[0])).toContain('templateSelection');
  expect((reported[0] as SelectWidgetError).code).toBe('callback-failed');
  // The next action works.
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['c', 'a']);
  expect(selectedValues(select).sort()).toEqual(['a', 'c']);
});

test('a throwing templateResult still opens fully: aria-expanded, every row (the failing one as text)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const widget = mount({
    data: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    templateResult: (option) => {
      if (option.value === 'b') throw new Error('boom');
      return `<i>${option.label}</i>`;
    },
  });
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(rowLabels()).toEqual(['A', 'B']);
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toBe('b');
  expect(control().getAttribute('aria-expanded')).toBe('false');
});

test('a throwing isOptionDisabled: the dropdown opens with rows, the option counts as disabled', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const widget = mount({
    data: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    isOptionDisabled: (option) => {
      if (option.value === 'a') throw new Error('boom');
      return false;
    },
  });
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(rowLabels()).toEqual(['A', 'B']);
  expect(rows()[0]?.getAttribute('aria-disabled')).toBe('true');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('b');
  expect(String(errors.mock.calls[0]?.[0])).toContain('isOptionDisabled');
});

test('a throwing filterOption: typing keeps the dropdown consistent and the failing option unmatched', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const widget = mount({
    data: [
      { value: 'a', label: 'Apple' },
      { value: 'b', label: 'Apricot' },
    ],
    filterOption: (option, query) => {
      if (option.value === 'a') throw new Error('boom');
      return option.label.toLowerCase().includes(query.toLowerCase());
    },
  });
  await userEvent.click(control());
  await userEvent.type(search()!, 'ap');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(rowLabels()).toEqual(['Apricot']);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('b');
  expect(String(errors.mock.calls[0]?.[0])).toContain('filterOption');
});

test('a throwing beforeSelect cancels the pick (reported), and the next pick works', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const events = nativeEvents(select);
  const widget = mount(
    {
      beforeSelect: (option) => {
        if (option.value === 'a') throw new Error('boom');
        return true;
      },
    },
    select,
  );
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual([]);
  expect(selectedValues(select)).toEqual([]);
  expect(events).toEqual([]);
  expect(String(errors.mock.calls[0]?.[0])).toContain('beforeSelect');
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['b']);
  expect(selectedValues(select)).toEqual(['b']);
});

test('a plugin whose row decorator and open handler throw: the dropdown still opens and picks sync', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const seen: string[] = [];
  const widget = mount(
    {
      plugins: [
        {
          name: 'broken',
          setup(api) {
            api.decorateRow(() => {
              throw new Error('decorator');
            });
            api.onDropdownOpen(() => {
              throw new Error('open handler');
            });
            api.on('change', () => {
              throw new Error('handler');
            });
            return undefined;
          },
        },
      ],
    },
    select,
  );
  widget.on('change', (value) => seen.push(String(value)));
  await userEvent.click(control());
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(rowLabels()).toEqual(['A', 'B', 'C']);
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['b']);
  expect(selectedValues(select)).toEqual(['b']);
  expect(seen).toEqual(['b']);
});

// ---- 4. one widget per element, on an element that can show it ------------

test('a second widget on the same element is refused with already-mounted; after destroy() it works', () => {
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const first = new SelectWidget(select);
  const error = caught(() => new SelectWidget(select));
  expect(error).toBeInstanceOf(SelectWidgetError);
  expect(error.code).toBe('already-mounted');
  expect(error.message).toContain('select#s');
  expect(document.querySelectorAll('.widget-select').length).toBe(1);
  first.setValue(['b']);
  expect(selectedValues(select)).toEqual(['b']);
  first.destroy();
  expect(select.hasAttribute('aria-hidden')).toBe(false);
  expect(select.hasAttribute('tabindex')).toBe(false);
  expect(select.className).toBe('');
  const second = new SelectWidget(select);
  expect(second.getValue()).toEqual(['b']);
  second.destroy();
});

test('a second widget on a plain element (by selector) is refused too', () => {
  fixture('<div id="box"></div>');
  const first = new SelectWidget('#box');
  expect(caught(() => new SelectWidget('#box')).code).toBe('already-mounted');
  first.destroy();
  new SelectWidget('#box').destroy();
});

test('mounting on an input, a textarea, a text node or a non-element is refused with invalid-target', () => {
  const host = fixture('<input id="i"><textarea id="t"></textarea><p id="p">text</p>');
  const input = caught(() => new SelectWidget('#i'));
  expect(input.code).toBe('invalid-target');
  expect(input.message).toContain('input#i');
  expect(caught(() => new SelectWidget($<HTMLElement>('#t', host)!)).code).toBe('invalid-target');
  const text = $('#p', host)!.firstChild as unknown as HTMLElement;
  expect(caught(() => new SelectWidget(text)).code).toBe('invalid-target');
  expect(caught(() => new SelectWidget({} as HTMLElement)).code).toBe('invalid-target');
  expect(host.querySelector('.widget-select')).toBeNull();
});

test("an element of an iframe's document is refused with invalid-target: an element of this window is needed", async () => {
  const host = fixture('<div></div>');
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><body><div id="field"></div></body>';
  host.append(frame);
  await loaded;
  const field = frame.contentDocument!.getElementById('field')!;
  const error = caught(() => new SelectWidget(field));
  expect(error.code).toBe('invalid-target');
  expect(error.message).toContain('an element of this window, got a div node');
  expect(field.childElementCount).toBe(0);
});

test('destroy() from a change handler: the native select is restored and nothing renders afterwards', async () => {
  const select = $<HTMLSelectElement>('#s', fixture(letters))!;
  const widget = new SelectWidget(select);
  const events = nativeEvents(select);
  widget.on('change', () => widget.destroy());
  await userEvent.click(control());
  await userEvent.click(rows()[1]!);
  expect(document.querySelector('.widget-select')).toBeNull();
  expect(widget.getValue()).toEqual(['b']);
  expect(selectedValues(select)).toEqual(['b']);
  expect(select.hasAttribute('aria-hidden')).toBe(false);
  await frames();
  expect(events).toEqual(['input', 'change']);
});
