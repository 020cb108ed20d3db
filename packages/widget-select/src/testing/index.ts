/**
 * `widget-select/testing`: helpers for an app's own tests (Vitest, Jest with
 * a DOM, Playwright's `page.evaluate`, Cypress) that drive a widget through
 * the DOM events a user's pointer and keys cause, so a test reads like what
 * the user does and does not depend on the widget's internals. Each helper
 * takes the widget's root (`.widget-select`), the `<widget-select>`
 * element, the mount element or any element that holds one widget.
 *
 * @example
 * import { open, pick, selectedLabels } from 'widget-select/testing';
 * await pick(form.querySelector('widget-select'), 'Banana');
 * expect(selectedLabels(form.querySelector('widget-select'))).toEqual(['Banana']);
 */
import { accessibleText, selectionState, shownLabels } from './read';

const CONTROL = '.widget-select__control';

/** The widget's root element inside (or at) `container`. */
function widgetRoot(container: Element): HTMLElement {
  const root = container.matches('.widget-select')
    ? container
    : // A native <select> mount has the widget as its next sibling.
      (container.querySelector('.widget-select') ??
      (container.nextElementSibling?.matches('.widget-select') ? container.nextElementSibling : null));
  if (!root) throw new Error('widget-select/testing: no widget found in the given element');
  return root as HTMLElement;
}

function control(container: Element): HTMLElement {
  return widgetRoot(container).querySelector(CONTROL) as HTMLElement;
}

/** The open list: found through the control's aria-controls, so a portalled dropdown is found too. */
function list(container: Element): HTMLElement | null {
  const id = control(container).getAttribute('aria-controls');
  if (!id) return null;
  const owner = control(container).getRootNode() as Document | ShadowRoot;
  return owner.getElementById?.(id) ?? document.getElementById(id);
}

/** Lets the widget's deferred work (a microtask, a remote answer on a timer of 0) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a press of the primary button on `target` dispatches, in the browser's order. */
function press(target: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, isPrimary: true, pointerType: 'mouse' }));
  const focusable = target.dispatchEvent(new MouseEvent('mousedown', init));
  if (focusable) target.closest<HTMLElement>('[tabindex], button, input')?.focus();
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, isPrimary: true, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
}

/** How long {@link open} waits for the open list's chunk to arrive, ms. */
const LIST_TIMEOUT = 5000;

/**
 * Opens the list by clicking the control, as a user does (nothing when it
 * is open already), and waits until its list is in the page. In the module
 * builds the open list and the control's input are chunks of their own,
 * which may still be on their way: the click is then held until they come.
 * @throws Error when the widget is disabled or read-only (a click does not
 *   open it), or when the list did not show within 5 seconds.
 */
export async function open(container: Element): Promise<void> {
  const button = control(container);
  for (const state of ['disabled', 'readonly']) {
    if (button.getAttribute(`aria-${state}`) === 'true') {
      throw new Error(
        `widget-select/testing: the widget is ${state === 'readonly' ? 'read-only' : state}: a click does not open it`,
      );
    }
  }
  if (button.getAttribute('aria-expanded') !== 'true') press(button);
  await settle();
  const since = Date.now();
  while (button.getAttribute('aria-expanded') !== 'true' || !list(container)?.isConnected) {
    if (Date.now() - since > LIST_TIMEOUT) {
      throw new Error(
        `widget-select/testing: the list did not show within ${LIST_TIMEOUT} ms of a click on the control`,
      );
    }
    await settle();
  }
}

/** Opens the list and types `text` into its search field (one `input` event, as a paste would). */
export async function search(container: Element, text: string): Promise<void> {
  await open(container);
  const field = list(container)
    ?.closest('.widget-select__dropdown')
    ?.querySelector<HTMLInputElement>('.widget-select__search');
  if (!field) throw new Error('widget-select/testing: the widget has no search field');
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await settle();
}

const labelText = (row: Element) => (row.querySelector('.widget-select__label') ?? row).textContent ?? '';

/** The rows the open list renders now. */
const shownRows = (container: Element) =>
  Array.from(list(container)?.querySelectorAll<HTMLElement>('.widget-select__option') ?? []);

/**
 * Clicks the option labelled `label`, matched as its accessible name reads
 * (whitespace trimmed and collapsed on both sides). Opens the list first;
 * when the row is not rendered (a long virtual list), searches for the
 * label to reach it.
 * @throws Error naming the label and the options shown when no option has
 *   that label, or when the click picked nothing (a disabled option, a
 *   `beforeSelect` veto, `maxSelections` reached).
 */
export async function pick(container: Element, label: string): Promise<void> {
  const wanted = accessibleText(label);
  await open(container);
  const find = () => shownRows(container).find((row) => accessibleText(labelText(row)) === wanted);
  let row = find();
  if (!row) {
    const seen = shownLabels(shownRows(container).map(labelText));
    await search(container, wanted);
    row = find();
    if (!row)
      throw new Error(
        `widget-select/testing: no option labelled "${wanted}": ${seen}, and a search for it found none`,
      );
  }
  const multiple = list(container)?.getAttribute('aria-multiselectable') === 'true';
  // A single select's selected option clicked again stays selected: a pick that changes nothing.
  const kept = !multiple && row.getAttribute('aria-selected') === 'true';
  const before = selectionState(widgetRoot(container));
  press(row);
  await settle();
  if (kept || selectionState(widgetRoot(container)) !== before) return;
  const disabled = row.getAttribute('aria-disabled') === 'true' ? ' (the option is disabled)' : '';
  throw new Error(
    `widget-select/testing: clicking the option labelled "${wanted}" picked nothing${disabled}; the control shows "${accessibleText(widgetRoot(container).querySelector(CONTROL)?.textContent ?? '')}"`,
  );
}

/**
 * Clicks the remove button of the tag labelled `label`.
 * @throws Error when no tag has that label.
 */
export async function removeTag(container: Element, label: string): Promise<void> {
  const tag = Array.from(
    widgetRoot(container).querySelectorAll<HTMLElement>('.widget-select__tag[data-value]'),
  ).find((candidate) => candidate.getAttribute('aria-label') === label);
  const button = tag?.querySelector<HTMLElement>('.widget-select__tag-remove');
  if (!button) throw new Error(`widget-select/testing: no removable tag labelled "${label}"`);
  press(button);
  await settle();
}

/** The labels the control shows: each tag's (multiple), or the single value's; [] when nothing is selected. */
export function selectedLabels(container: Element): string[] {
  const root = widgetRoot(container);
  const tags = root.querySelectorAll('.widget-select__tag[data-value]');
  if (tags.length > 0) return Array.from(tags, (tag) => tag.getAttribute('aria-label') ?? '');
  const value = root.querySelector('.widget-select__value');
  return value ? [value.textContent?.trim() ?? ''] : [];
}
