/**
 * DOM helpers shared by the React and Vue wrappers' browser tests: widget
 * parts, sample data and a global-listener tracker.
 */
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

export const roots = () => $$('.widget-select');
export const control = () => $('.widget-select__control')!;
export const dropdown = () => $('.widget-select__dropdown');
export const search = () => $<HTMLInputElement>('.widget-select__search');
export const rowLabels = () => $$('.widget-select__option').map((row) => row.textContent ?? '');
export const valueText = () => $('.widget-select__value')?.textContent ?? null;
export const messageText = () => $('.widget-select__message')?.textContent ?? null;
export const tagValues = () => $$('.widget-select__tag').map((tag) => tag.dataset.value);

/** The dropdown row whose text is `label`. */
export function row(label: string): HTMLElement {
  const found = $$('.widget-select__option').find((r) => r.textContent === label);
  if (!found) throw new Error(`no row "${label}" in [${rowLabels().join(', ')}]`);
  return found;
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
