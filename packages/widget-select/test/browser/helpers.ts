/** Page helpers for browser tests: mount fixtures and find widget parts. */
import { afterEach } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../src/styles/index.css';
import { part, valueTags } from '../../../../tests/parts';
import { EVENT_NAMES } from '../../src/adapter';
import SelectWidget, { type SelectOptions } from '../../src/index';

const widgets: SelectWidget<never>[] = [];
let host: HTMLElement | null = null;

afterEach(() => {
  for (const widget of widgets.splice(0)) widget.destroy();
  host?.remove();
  host = null;
});

/** Renders HTML into a fresh host element and returns the host. */
export function fixture(html: string): HTMLElement {
  host?.remove();
  host = document.createElement('div');
  host.style.cssText = 'padding: 20px; width: 360px;';
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

/** Mounts a widget on `target` (default: a fresh plain div) and tracks it for cleanup. */
export function mount<M = Record<string, unknown>>(
  options: SelectOptions<M> = {},
  target?: string | HTMLElement,
): SelectWidget<M> {
  const element = target ?? fixture('<div id="mount"></div>').querySelector<HTMLElement>('#mount')!;
  const widget = new SelectWidget<M>(element, options);
  widgets.push(widget as unknown as SelectWidget<never>);
  return widget;
}

export const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T | null =>
  root.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T[] =>
  Array.from(root.querySelectorAll<T>(selector));

export const control = (root: ParentNode = document) => $(part('control'), root)!;
/**
 * Clicks a control in its padding on the side its values start (the left,
 * or the right in a right-to-left page), beside its tags and away from its
 * buttons: a click at the centre can land on a tag's remove button, and
 * where tags fall depends on the fonts the machine has.
 */
export const clickControl = (target: HTMLElement = control()) => {
  const rtl = getComputedStyle(target).direction === 'rtl';
  return clickAt(target, { x: rtl ? target.offsetWidth - 4 : 4, y: target.offsetHeight / 2 });
};

/**
 * A real click at `position` (from the element's top-left corner). Playwright
 * reads `position`; WebdriverIO (WebKit) reads `x`/`y` as an offset from the
 * element's centre, so both are given.
 */
export function clickAt(target: Element, position: { x: number; y: number }): Promise<void> {
  const box = target.getBoundingClientRect();
  return userEvent.click(target, {
    position,
    x: Math.round(position.x - box.width / 2),
    y: Math.round(position.y - box.height / 2),
  } as Parameters<typeof userEvent.click>[1]);
}
export const search = () => $<HTMLInputElement>(part('search'));
export const dropdown = () => $(part('dropdown'));
export const rows = (root: ParentNode = document) => $$(part('option'), root);
export const rowLabels = () => rows().map((row) => row.textContent ?? '');
export const highlighted = () => $(part('optionHighlighted'));
export const tags = (root: ParentNode = document) => $$(valueTags, root);
export const tagValues = (root: ParentNode = document) => tags(root).map((tag) => tag.dataset.value);

export const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
  { value: 'date', label: 'Date' },
  { value: 'elderberry', label: 'Elderberry' },
];

/** A small two-level tree: fruit > (apple, pear), veg > leek. */
export const foodTree = [
  {
    value: 'fruit',
    label: 'Fruit',
    children: [
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear' },
    ],
  },
  { value: 'veg', label: 'Vegetables', children: [{ value: 'leek', label: 'Leek' }] },
];

/**
 * Records every event of a widget in order; `focus` and `blur` only when
 * asked (most tests click into the widget and check what else happened).
 */
export function recordEvents(
  widget: SelectWidget<never> | SelectWidget<Record<string, unknown>>,
  { focus = false } = {},
) {
  const log: [string, unknown][] = [];
  for (const name of EVENT_NAMES) {
    if (!focus && (name === 'focus' || name === 'blur')) continue;
    (widget as SelectWidget).on(name, (payload: unknown) => log.push([name, payload]));
  }
  return log;
}

/** A form whose submissions (FormData) are recorded instead of sent. */
export function recordSubmissions(form: HTMLFormElement): FormData[] {
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return submitted;
}

/** Records the named DOM events dispatched on `target` (type and detail), in order. */
export function listen(target: EventTarget, types: string[]): [string, unknown][] {
  const log: [string, unknown][] = [];
  for (const type of types) {
    target.addEventListener(type, (event) => log.push([type, (event as CustomEvent).detail ?? null]));
  }
  return log;
}

/**
 * Dispatches the `paste` event a user's paste of `text` fires on `target`
 * (default: the search input). Firefox builds a ClipboardEvent's data from
 * its own `dataType` and `data` members and ignores `clipboardData`, so both
 * are given: the event carries the text in every engine. Returns whether the
 * browser's own paste would go on (nothing cancelled the event).
 */
export function paste(text: string, target: HTMLElement = search()!): boolean {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  const init = { clipboardData, dataType: 'text/plain', data: text, bubbles: true, cancelable: true };
  return target.dispatchEvent(new ClipboardEvent('paste', init));
}

/** Whether the middle of the dropdown's first row is the dropdown's to the pointer (not hidden or clipped away). */
export function shows(list: HTMLElement): boolean {
  const row = list.querySelector('[role="option"]')!.getBoundingClientRect();
  return list.contains(document.elementFromPoint(row.left + row.width / 2, row.top + row.height / 2));
}
