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

const isOption = (node: Element): node is HTMLOptionElement => node instanceof HTMLOptionElement;
const isGroup = (node: Element): node is HTMLOptGroupElement => node instanceof HTMLOptGroupElement;

function nestsGroups(parent: Element): boolean {
  for (const child of Array.from(parent.children)) {
    if (isGroup(child) && Array.from(child.children).some(isGroup)) return true;
  }
  return false;
}

/** Reads the option children of `host`, skipping `skip` (the element's own rendering). */
export function readChildren(host: Element, skip: Element): ChildrenRead {
  const selected: string[] = [];
  let placeholder: string | undefined;
  const tree = nestsGroups(host);

  const option = (node: HTMLOptionElement): Option | null => {
    if (node.value === '') {
      placeholder ??= node.label || node.text;
      return null;
    }
    if (node.defaultSelected) selected.push(node.value);
    return readOption(node);
  };

  const treeNode = (group: HTMLOptGroupElement): Option => {
    const node: Option = {
      value: group.getAttribute('value') ?? group.label,
      label: group.label,
      children: items(group, true) as Option[],
    };
    if (group.disabled) node.disabled = true;
    return node;
  };

  function items(parent: Element, nested: boolean): DataItem[] {
    const out: DataItem[] = [];
    for (const child of Array.from(parent.children)) {
      if (child === skip) continue;
      if (isOption(child)) {
        const read = option(child);
        if (read) out.push(read);
      } else if (isGroup(child) && tree) {
        out.push(treeNode(child));
      } else if (isGroup(child) && !nested) {
        out.push({ label: child.label, options: items(child, true) as Option[] });
      }
    }
    return out;
  }

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
