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

/** Sets or removes an attribute (null removes). */
export function attr(node: Element, name: string, value: string | null): void {
  if (value === null) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== value) {
    node.setAttribute(name, value);
  }
}

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
