/**
 * Putting a native <select> back as it was before the widget mounted: the
 * options the widget added go, the children return to their groups and
 * order, and the selection is the one last synced.
 */
import { putInOrder } from './order';
import { eachOption } from './read';
import type { NativeWriter } from './sync';

/**
 * The selection to put back after the select's attributes are restored, or
 * null when nothing will disturb it. Reading it is needed when the children
 * change or the attributes are rewritten (`multiple` briefly off keeps one
 * selected option); reading and rewriting 100,000 options is not free.
 */
export function selectionToKeep(writer: NativeWriter, attributesRewritten: boolean): Set<string> | null {
  const original = writer.originalOrder;
  // Only the original options stay: the options the widget added (100,000 of them, say) are
  // neither read nor written further.
  if (original) return selectedAmong(original, writer.drop());
  const needed = attributesRewritten || writer.added.size > 0;
  return needed ? writer.selectedValues() : null;
}

/**
 * The values of the original options (the select's and its groups'
 * children) that are selected, or that `pending` (a selection not yet
 * written) selects.
 */
function selectedAmong(original: ReadonlyMap<Element, readonly Node[]>, pending: readonly string[] | null) {
  const options = [...original.values()].flat().filter((node) => node instanceof HTMLOptionElement);
  // Indexing a million pending values takes seconds: only when there are options to look them up for.
  const wanted = pending && options.length > 0 ? new Set(pending) : null;
  const selected = new Set<string>();
  for (const option of options)
    if (wanted ? wanted.has(option.value) : option.selected) selected.add(option.value);
  return selected;
}

/** Puts back the original children and selects `selected` (null: as it is). */
export function restoreSelect(writer: NativeWriter, selected: ReadonlySet<string> | null): void {
  const { select } = writer;
  // Original children coming back: the rest of a pending selection is not written.
  if (writer.originalOrder) writer.drop();
  else writer.flush();
  // With the original children known, they are put back in one call: removing 100,000 added options
  // one by one was a task of a quarter of a second.
  unrendered(select, () => {
    if (writer.originalOrder) for (const [parent, nodes] of writer.originalOrder) putBack(parent, nodes);
    else for (const option of writer.added) option.remove();
  });
  if (!selected) return;
  // Only the options that differ: each write costs, and a large select has many.
  eachOption(select, (option) => {
    const want = selected.has(option.value);
    if (option.selected !== want) option.selected = want;
  });
  if (selected.size === 0 && !select.multiple) select.selectedIndex = -1;
}

/**
 * Runs `change` with a large select out of the layout (`display: none`, applied by a style read):
 * Firefox takes each option out of a rendered select against its whole list (100,000 took over two
 * minutes), out of an unrendered one at once. A small or focused select keeps its box: hiding costs a
 * style pass (a page may destroy many widgets) and would blur it.
 */
function unrendered(select: HTMLSelectElement, change: () => void): void {
  const style = select.getAttribute('style');
  const hide = select.options.length >= 1000 && !select.matches(':focus');
  if (hide) {
    select.style.setProperty('display', 'none', 'important');
    void getComputedStyle(select).display;
  }
  change();
  if (!hide) return;
  // Chromium writes an inline style to the attribute when it is read: removed unread, it comes back empty.
  select.getAttribute('style');
  if (style === null) select.removeAttribute('style');
  else select.setAttribute('style', style);
}

/** The children `original`, in that order: moving back only the moved ones when no other child came or went. */
function putBack(parent: Element, original: readonly Node[]): void {
  if (parent.childNodes.length !== original.length) {
    parent.replaceChildren(...original);
    return;
  }
  const current = Array.from(parent.childNodes);
  const position = new Map<Node, number>(current.map((node, i) => [node, i]));
  if (original.every((node) => position.has(node))) {
    putInOrder(original as ChildNode[], (node) => position.get(node) as number);
  } else parent.replaceChildren(...original);
}
