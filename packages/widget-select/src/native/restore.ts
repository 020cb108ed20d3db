/**
 * Putting a native <select> back as it was before the widget mounted: the
 * options the widget added go, the children return to their order, and
 * the selection is the one last synced.
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
  const needed = attributesRewritten || writer.added.size > 0 || writer.originalOrder !== null;
  return needed ? writer.selectedValues() : null;
}

/** Puts back the original children and selects `selected` (null: as it is). */
export function restoreSelect(writer: NativeWriter, selected: ReadonlySet<string> | null): void {
  const { select } = writer;
  writer.flush();
  for (const option of writer.added) option.remove();
  if (writer.originalOrder) putBack(select, writer.originalOrder);
  if (!selected) return;
  // Only the options that differ: each write costs, and a large select has many.
  eachOption(select, (option) => {
    const want = selected.has(option.value);
    if (option.selected !== want) option.selected = want;
  });
  if (selected.size === 0 && !select.multiple) select.selectedIndex = -1;
}

/** The children `original`, in that order: moving back only the moved ones when no other child came or went. */
function putBack(select: HTMLSelectElement, original: readonly Node[]): void {
  const current = Array.from(select.childNodes);
  const position = new Map<Node, number>(current.map((node, i) => [node, i]));
  if (current.length === original.length && original.every((node) => position.has(node))) {
    putInOrder(original as ChildNode[], (node) => position.get(node) as number);
  } else select.replaceChildren(...original);
}
