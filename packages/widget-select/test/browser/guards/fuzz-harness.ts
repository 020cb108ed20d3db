/**
 * The fuzz guard's harness: the widgets under test (single, tags with
 * creation, tree; all on native selects), the steps (real keys and clicks,
 * pastes, API calls) and the invariants checked after every step.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../src/styles/index.css';
import SelectWidget, { type Option, type SelectOptions } from '../../../src/index';
import { paste } from '../helpers';

export type Mode = 'single' | 'tags' | 'tree';

/** The keys the assignment names most often, then navigation, Tab and tag reordering. */
const KEYS = ['{ArrowDown}', '{ArrowUp}', '{Enter}', '{Escape}', '{Backspace}', 'a', 'e', 'r', 'x'] as const;
const MORE_KEYS = [
  '{Home}',
  '{End}',
  '{PageDown}',
  '{ArrowLeft}',
  '{ArrowRight}',
  ' ',
  '{Tab}',
  '{Alt>}{ArrowLeft}{/Alt}',
  '{Alt>}{ArrowRight}{/Alt}',
] as const;
const PASTES = ['kiwi, lime', 'Apple; New one', 'x\ny', ' , ', 'banana', 'Fig,fig,FIG'] as const;

export type Step =
  | { kind: 'key'; key: (typeof KEYS)[number] | (typeof MORE_KEYS)[number] }
  | { kind: 'clickRow'; index: number }
  | { kind: 'clickControl' }
  | { kind: 'clickTagRemove'; index: number }
  | { kind: 'clickClear' }
  | { kind: 'clickOutside' }
  | { kind: 'paste'; text: string }
  | { kind: 'setValue'; values: string[] }
  | { kind: 'setData'; keep: number[] }
  | {
      kind: 'updateOptions';
      placeholder: string;
      clearable: boolean;
      closeOnSelect: boolean;
      maxSelections: number;
    }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'destroy' }
  /** `form.reset()`, then (when `then` is set) `setValue(then)` in the same task. */
  | { kind: 'formReset'; then: string[] | null };

const FRUITS = ['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry', 'Fig', 'Grape', 'Honeydew'];
const fruitOptions = (): Option[] =>
  FRUITS.map((label) => ({ value: label.toLowerCase(), label, disabled: label === 'Cherry' }));
const TREE: Option[] = [
  {
    value: 'fruit',
    label: 'Fruit',
    children: [
      { value: 'apple', label: 'Apple' },
      {
        value: 'berry',
        label: 'Berry',
        children: [
          { value: 'elder', label: 'Elderberry' },
          { value: 'rasp', label: 'Raspberry' },
        ],
      },
    ],
  },
  {
    value: 'veg',
    label: 'Vegetables',
    children: [
      { value: 'kale', label: 'Kale' },
      { value: 'leek', label: 'Leek' },
    ],
  },
  { value: 'nuts', label: 'Nuts' },
];

/** Values setValue may be given: known ones, created ones and unknown ones. */
const VALUE_POOL: Record<Mode, string[]> = {
  single: ['apple', 'banana', 'cherry', 'grape', 'nope'],
  tags: ['apple', 'banana', 'cherry', 'fig', 'new-kiwi', 'nope'],
  tree: ['fruit', 'apple', 'berry', 'elder', 'kale', 'nuts', 'nope'],
};

export const stepArbitrary = (mode: Mode): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...KEYS).map((key) => ({ kind: 'key', key }) as Step) },
    { weight: 2, arbitrary: fc.constantFrom(...MORE_KEYS).map((key) => ({ kind: 'key', key }) as Step) },
    { weight: 3, arbitrary: fc.nat(9).map((index) => ({ kind: 'clickRow', index }) as Step) },
    { weight: 2, arbitrary: fc.constant({ kind: 'clickControl' } as Step) },
    { weight: 1, arbitrary: fc.nat(4).map((index) => ({ kind: 'clickTagRemove', index }) as Step) },
    { weight: 1, arbitrary: fc.constant({ kind: 'clickClear' } as Step) },
    { weight: 1, arbitrary: fc.constant({ kind: 'clickOutside' } as Step) },
    { weight: 1, arbitrary: fc.constantFrom(...PASTES).map((text) => ({ kind: 'paste', text }) as Step) },
    {
      weight: 2,
      arbitrary: fc
        .subarray(VALUE_POOL[mode], { maxLength: 3 })
        .map((values) => ({ kind: 'setValue', values }) as Step),
    },
    {
      weight: 1,
      arbitrary: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7]).map((keep) => ({ kind: 'setData', keep }) as Step),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          placeholder: fc.constantFrom('Pick', 'Choose…', ''),
          clearable: fc.boolean(),
          closeOnSelect: fc.boolean(),
          maxSelections: fc.constantFrom(2, 4, 100),
        })
        .map((o) => ({ kind: 'updateOptions', ...o }) as Step),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'open' } as Step) },
    { weight: 1, arbitrary: fc.constant({ kind: 'close' } as Step) },
    { weight: 1, arbitrary: fc.constant({ kind: 'destroy' } as Step) },
    {
      weight: 1,
      arbitrary: fc
        .option(fc.subarray(VALUE_POOL[mode], { maxLength: 3 }), { nil: null })
        .map((then) => ({ kind: 'formReset', then }) as Step),
    },
  );

/** A mounted widget under test, remounted on the same native select after `destroy`. */
export interface Subject {
  mode: Mode;
  select: HTMLSelectElement;
  widget: SelectWidget;
  /** The form around the select (the host). */
  host: HTMLFormElement;
  outside: HTMLButtonElement;
}

function widgetOptions(mode: Mode): SelectOptions {
  if (mode === 'single') return { clearable: true, placeholder: 'Pick' };
  if (mode === 'tags')
    return {
      multiple: true,
      allowCreate: true,
      clearable: true,
      sortable: true,
      createOption: (label) => ({ value: `new-${label.trim().toLowerCase()}`, label: label.trim() }),
    };
  return { multiple: true, clearable: true, data: TREE };
}

export function mountSubject(mode: Mode): Subject {
  const host = document.createElement('form');
  host.style.cssText = 'padding: 20px; width: 360px;';
  const outside = document.createElement('button');
  outside.type = 'button';
  outside.textContent = 'Outside';
  const select = document.createElement('select');
  select.multiple = mode !== 'single';
  if (mode !== 'tree') {
    for (const option of fruitOptions()) {
      const element = new Option(option.label, option.value);
      element.disabled = option.disabled === true;
      select.add(element);
    }
    if (mode === 'single') select.selectedIndex = -1;
  }
  host.append(outside, select);
  document.body.append(host);
  return { mode, select, host, outside, widget: new SelectWidget(select, widgetOptions(mode)) };
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) =>
  Array.from(document.querySelectorAll<T>(selector));
const inWidget = (node: Element | null) =>
  node !== null && node.closest('.widget-select, .widget-select__dropdown') !== null;

/**
 * Real clicks, at `position` from the element's top-left corner or at its
 * centre; a step whose target is gone or hidden is a no-op.
 */
async function click(
  element: Element | undefined | null,
  position?: { x: number; y: number },
): Promise<void> {
  if (!element?.isConnected) return;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return;
  // Playwright reads `position`; WebdriverIO (WebKit) reads `x`/`y` from the centre.
  const at = position && {
    position,
    x: Math.round(position.x - box.width / 2),
    y: Math.round(position.y - box.height / 2),
  };
  // force: disabled rows (aria-disabled) get real clicks too; the widget must ignore them.
  await userEvent.click(element, { force: true, timeout: 10_000, ...at } as Parameters<
    typeof userEvent.click
  >[1]);
}

export async function runStep(subject: Subject, step: Step): Promise<void> {
  const { widget, mode } = subject;
  switch (step.kind) {
    case 'key':
      if (!inWidget(document.activeElement)) $('.widget-select__control')?.focus();
      await userEvent.keyboard(step.key);
      break;
    case 'clickRow': {
      const rows = $$('.widget-select__option');
      await click(rows[step.index % Math.max(rows.length, 1)]);
      break;
    }
    case 'clickControl': {
      // In the control's padding, beside its tags: at its centre a tag's remove button may sit, as fonts decide.
      const control = $('.widget-select__control');
      await click(control, control ? { x: 4, y: control.offsetHeight / 2 } : undefined);
      break;
    }
    case 'clickTagRemove': {
      const buttons = $$('.widget-select__tag-remove');
      await click(buttons[step.index % Math.max(buttons.length, 1)]);
      break;
    }
    case 'clickClear':
      await click($('.widget-select__clear'));
      break;
    case 'clickOutside':
      await click(subject.outside);
      break;
    case 'paste': {
      const search = $<HTMLInputElement>('.widget-select__search');
      if (!search?.isConnected) break;
      paste(step.text, search);
      break;
    }
    case 'setValue':
      widget.setValue(mode === 'single' ? (step.values[0] ?? null) : step.values);
      break;
    case 'setData': {
      const base = mode === 'tree' ? TREE : fruitOptions();
      widget.setData(step.keep.filter((i) => i < base.length).map((i) => base[i] as Option));
      break;
    }
    case 'updateOptions': {
      const { placeholder, clearable, closeOnSelect, maxSelections } = step;
      widget.updateOptions(
        mode === 'single'
          ? { placeholder, clearable }
          : { placeholder, clearable, closeOnSelect, maxSelections },
      );
      break;
    }
    case 'open':
      widget.open();
      break;
    case 'close':
      widget.close();
      break;
    case 'formReset':
      HTMLFormElement.prototype.reset.call(subject.host);
      if (step.then) widget.setValue(mode === 'single' ? (step.then[0] ?? null) : step.then);
      // The last value set wins, at once and a task later.
      if (step.then) checkInvariants(subject);
      break;
    case 'destroy':
      widget.destroy();
      expect($$('.widget-select, .widget-select__dropdown')).toHaveLength(0);
      expect(subject.select.hasAttribute('aria-hidden')).toBe(false);
      subject.widget = new SelectWidget(subject.select, widgetOptions(mode));
      break;
  }
  // Pasted tags are created in microtasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Uncaught errors of the page, recorded between beforeEach and afterEach. */
const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) =>
  errors.push(`unhandledrejection: ${String(event.reason)}`);
beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});

/** The invariants; each failure names what disagrees. */
export function checkInvariants(subject: Subject): void {
  const { widget, select, mode } = subject;
  const raw = widget.getValue();
  const value = raw === null ? [] : typeof raw === 'string' ? [raw] : raw;
  expect(new Set(value).size, 'no duplicates in the value').toBe(value.length);
  const native = Array.from(select.selectedOptions).map((o) => o.value);
  expect([...native].sort(), 'native selected options = getValue()').toEqual([...value].sort());
  if (mode === 'single') {
    const shown = $('.widget-select__value');
    expect(shown !== null, 'single value shown iff one is selected').toBe(value.length === 1);
  } else {
    const tags = $$('.widget-select__tag[data-value]').map((tag) => tag.dataset.value);
    expect(tags, 'tags shown = getValue()').toEqual(value);
  }
  const open = widget.isDropdownOpen();
  const control = $('.widget-select__control');
  expect(control?.getAttribute('aria-expanded'), 'aria-expanded = isDropdownOpen()').toBe(String(open));
  expect($('.widget-select__dropdown') !== null, 'dropdown in the DOM iff open').toBe(open);
  for (const owner of [control, $('.widget-select__search')]) {
    const id = owner?.getAttribute('aria-activedescendant');
    if (!id) continue;
    const target = document.getElementById(id);
    expect(target?.isConnected, `aria-activedescendant "${id}" references a rendered row`).toBe(true);
    expect(target?.closest('.widget-select__list'), `"${id}" is a row of the list`).not.toBeNull();
  }
  expect(errors, 'no uncaught errors').toEqual([]);
}

/** Mounts a fresh subject, runs the steps with the invariants checked after each, cleans up. */
export async function runSequence(mode: Mode, steps: Step[]): Promise<void> {
  const subject = mountSubject(mode);
  try {
    checkInvariants(subject);
    for (const step of steps) {
      await runStep(subject, step);
      checkInvariants(subject);
    }
  } finally {
    subject.widget.destroy();
    subject.host.remove();
  }
}
