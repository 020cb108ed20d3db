/**
 * Reads the `<option>` / `<optgroup>` children of `<widget-select>` into
 * widget data. Top-level optgroups holding only options become option
 * groups; as soon as one optgroup nests another, every optgroup becomes a
 * tree node (its `value` attribute, else its label, is the node's value).
 */
import type { DataItem, Option } from '../types';
import { readOption } from '../view/native';

export interface ChildrenRead {
  data: DataItem[];
  /** Values of options with the `selected` attribute, in document order. */
  selected: string[];
  /** Text of an empty-valued option: the "nothing selected" entry, shown as the placeholder. */
  placeholder: string | undefined;
}

const isGroup = (node: Element): node is HTMLOptGroupElement => node instanceof HTMLOptGroupElement;

/**
 * Reads the option children of `host`. Its own rendering, a `<div>`, is
 * neither an option nor a group, so the reading passes over it.
 */
export function readChildren(host: Element): ChildrenRead {
  const selected: string[] = [];
  let placeholder: string | undefined;
  const tree = Array.from(host.children).some(
    (child) => isGroup(child) && Array.from(child.children).some(isGroup),
  );

  const items = (parent: Element, nested: boolean): DataItem[] => {
    const out: DataItem[] = [];
    for (const child of Array.from(parent.children)) {
      if (child instanceof HTMLOptionElement) {
        if (child.value === '') placeholder ??= child.label || child.text;
        else {
          if (child.defaultSelected) selected.push(child.value);
          out.push(readOption(child));
        }
      } else if (isGroup(child) && (tree || !nested)) {
        const { label } = child;
        const options = items(child, true) as Option[];
        if (!tree) out.push({ label, options });
        else {
          const node: Option = { value: child.getAttribute('value') ?? label, label, children: options };
          if (child.disabled) node.disabled = true;
          out.push(node);
        }
      }
    }
    return out;
  };

  return { data: items(host, false), selected, placeholder };
}

/** Whether a mutation of the element concerns its children rather than its own rendering in `mount`. */
export function concernsChildren(record: MutationRecord, host: Element, mount: Element): boolean {
  if (mount.contains(record.target)) return false;
  // The element's own attributes reach attributeChangedCallback instead.
  if (record.type === 'attributes') return record.target !== host;
  if (record.type !== 'childList') return true;
  return [...record.addedNodes, ...record.removedNodes].some((node) => node !== mount);
}

/** Observes the options and their attributes and text (the element's own attributes are observed apart). */
export function watchChildren(host: Element, onChange: MutationCallback): MutationObserver {
  const observer = new MutationObserver(onChange);
  observer.observe(host, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['value', 'label', 'selected', 'disabled'],
  });
  return observer;
}
