/** Creates an element with a class and attributes; text is always set as text. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * One of the widget's own buttons: `type="button"`, and in no form
 * (`form=""`). Firefox keys the form state it restores on back/forward by
 * each control's place among its form's controls, so buttons that come and
 * go with the tags would shift the fields after the widget and lose them.
 */
export function button(
  className: string,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLButtonElement {
  return el('button', className, { type: 'button', form: '', ...attributes }, text);
}

/** Sets or removes an attribute (null removes). */
export function attr(node: Element, name: string, value: string | null): void {
  if (value === null) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== value) {
    node.setAttribute(name, value);
  }
}

/**
 * Focus moved by one of the widget's keys: the focus ring shows. Chromium
 * shows it after any key, but WebKit shows a ring on a script's focus only
 * when the element focused before had one, which a field opened by the
 * pointer has not: a tag reached with ArrowLeft after Escape would show none.
 */
export const KEY_FOCUS = { preventScroll: true, focusVisible: true } as FocusOptions;

/** Whether `node` is laid out right to left (its computed style: read once per key press, not per render). */
export const isRtl = (node: Element): boolean => getComputedStyle(node).direction === 'rtl';

/** Focus moved by the widget on a pointer action or on its own: the browser decides the ring. */
export const CODE_FOCUS: FocusOptions = { preventScroll: true };

/**
 * The focused element in the tree `node` lives in: `document.activeElement`
 * is only the host of the shadow root that holds the focus.
 */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Partial<DocumentOrShadowRoot>;
  return root.activeElement ?? document.activeElement;
}

/**
 * Every listener of the widget's input goes through one of these, bound to
 * the instance's AbortSignal, so destroy removes them all at once.
 */
export type Listen = <K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Document | Window,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
) => void;
