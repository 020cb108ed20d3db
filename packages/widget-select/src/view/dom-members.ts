/**
 * DOM members read from their prototypes, for elements that may be a
 * `<form>`: a form's named controls shadow its own properties (a field
 * named `closest`, `parentElement` or `elements` hides the method or the
 * getter), so a page's form field could otherwise break the widget.
 */

/** The prototype's getter of `name`, called on `target` (looked up at the call: importing this touches no DOM). */
const read = <T>(proto: object, name: string, target: object): T =>
  ((Object.getOwnPropertyDescriptor(proto, name) as PropertyDescriptor).get as (this: object) => T).call(
    target,
  );

export const parentOf = (node: Node): Element | null => read(Node.prototype, 'parentElement', node);

/** The element's parent as laid out (the flat tree): the slot it is assigned to, its parent, or its shadow host. */
export const flatParent = (element: Element): Element | null =>
  read<Element | null>(Element.prototype, 'assignedSlot', element) ??
  parentOf(element) ??
  ((rootOf(element) as Partial<ShadowRoot>).host || null);

export const closestOf = (element: Element, selector: string): Element | null =>
  Element.prototype.closest.call(element, selector);

export const contains = (node: Node, other: Node | null): boolean =>
  Node.prototype.contains.call(node, other);

export const rootOf = (node: Node): Node => Node.prototype.getRootNode.call(node);

export const elementsOf = (form: HTMLFormElement): HTMLFormControlsCollection =>
  read(HTMLFormElement.prototype, 'elements', form);

/** The box inside the borders, in viewport px: its top and height. */
export function innerBox(element: Element): { top: number; height: number } {
  const rect = Element.prototype.getBoundingClientRect.call(element);
  return {
    top: rect.top + read<number>(Element.prototype, 'clientTop', element),
    height: read(Element.prototype, 'clientHeight', element),
  };
}

export const appendTo = (parent: Element, child: Node): void => Element.prototype.append.call(parent, child);
