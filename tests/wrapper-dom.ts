/**
 * DOM helpers shared by the React and Vue wrappers' browser tests: widget
 * parts (found by the class-name table the widget renders with), sample
 * data, a DOM-change recorder and a global-listener tracker.
 */
import { userEvent } from 'vitest/browser';
import { part as of } from './parts';

export const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
  { value: 'date', label: 'Date' },
];

export const $ = <T extends Element = HTMLElement>(selector: string): T | null =>
  document.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string): T[] =>
  Array.from(document.querySelectorAll<T>(selector));

export const roots = () => $$(of('root'));
export const control = () => $(of('control'))!;
export const dropdown = () => $(of('dropdown'));
export const search = () => $<HTMLInputElement>(of('search'));
export const rowLabels = () => $$(of('option')).map((row) => row.textContent ?? '');
export const valueText = () => $(of('value'))?.textContent ?? null;
export const messageText = () => $(of('message'))?.textContent ?? null;
export const tagValues = () => $$(of('tag')).map((tag) => tag.dataset.value);

/** The dropdown row whose text is `label`. */
export function row(label: string): HTMLElement {
  const found = $$(of('option')).find((r) => r.textContent === label);
  if (!found) throw new Error(`no row "${label}" in [${rowLabels().join(', ')}]`);
  return found;
}

/**
 * Clicks `element` as a person does: the mouse button is held a tenth of a
 * second, time for the page to handle the press (focus leaving a widget, the
 * form library's re-render) before the release. A plain `userEvent.click`
 * presses and releases so close together that a busy page may or may not
 * re-render in between; with this press a layout that moves the element
 * under the pointer loses the click nearly every time, not now and then.
 */
export async function pressAndRelease(element: Element): Promise<void> {
  await userEvent.click(element, { delay: 100 });
}

/**
 * Counts document/window listeners added with an AbortSignal that is still
 * live: the core binds every global listener to its instance's signal, so
 * a destroyed instance leaves none behind.
 */
export function trackGlobalListeners(): { active: () => number; restore: () => void } {
  const signals: (AbortSignal | undefined)[] = [];
  const targets = [document, window] as const;
  const originals = targets.map((target) => target.addEventListener);
  for (const target of targets) {
    const original = target.addEventListener;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (typeof options === 'object' && options.signal) signals.push(options.signal);
      return original.call(this, type, listener, options);
    } as typeof target.addEventListener;
  }
  return {
    active: () => signals.filter((signal) => signal && !signal.aborted).length,
    restore: () => {
      targets.forEach((target, i) => {
        target.addEventListener = originals[i]!;
      });
    },
  };
}

/**
 * Starts recording every DOM change in the page; the returned function
 * gives the changes since the last call. A render that changes nothing
 * the user can see still shows up here.
 */
export function watchDom(): () => MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => observer.takeRecords();
}
