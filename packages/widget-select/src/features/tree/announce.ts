/**
 * What the live region says about a tree besides the view's own
 * announcements: the parent a pick left partly checked, and a lazy node
 * that started loading its children or failed to.
 */
import type { WidgetPort } from '../../core/machine/port';
import type { State } from '../../core/domain/state';
import { format } from '../../i18n';
import type { LiveRegion } from '../../view/live-region';
import type { FeatureView } from '../../view/feature-view';

/** Changed values whose parents a pick's announcement looks at (a cascade changes a subtree). */
const PARENT_CHECKS = 64;

export function bindTreeAnnouncements<M>(view: FeatureView<M>): void {
  const { port, live, signal } = view;
  live.selectionNote = (changed, next) => partlyCheckedParent(port, changed, next);
  view.onCommit((next, prev) => {
    // The last state changes of a destroy (a load ending) announce nothing.
    if (!signal.aborted && next.nodeLoads !== prev.nodeLoads) announceNodeLoads(port, live, next, prev);
  });
}

/**
 * A pick in a multiple tree that leaves the node's parent partly checked
 * says so too ("Novels selected. Books, partially checked"): the parent's
 * row is not where the user is, so its new state would go unheard.
 */
function partlyCheckedParent<M>(
  port: WidgetPort<M>,
  changed: readonly string[],
  next: readonly string[],
): string | null {
  const { dataset, options } = port.derived;
  // A bulk change (select all, clear) has no one parent to speak of.
  if (!options.multiple || !dataset.isTree || changed.length > PARENT_CHECKS) return null;
  const { entries } = dataset;
  const checked = new Set(next);
  for (const value of changed) {
    const parent = entries[dataset.indexOf(value)]?.parent ?? -1;
    const node = entries[parent];
    if (!node || checked.has(node.option.value)) continue;
    // The parent's subtree is the entries after it that are deeper (depth-first order).
    for (let i = parent + 1; i < entries.length && (entries[i]?.depth ?? 0) > node.depth; i++) {
      if (checked.has((entries[i] as { option: { value: string } }).option.value))
        return format(port.state.messages.partiallyChecked, { label: node.option.label });
    }
  }
  return null;
}

/** A lazy tree node started loading its children, or failed to: "Europe, Loading…". */
function announceNodeLoads<M>(port: WidgetPort<M>, live: LiveRegion<M>, next: State, prev: State): void {
  const { messages } = next;
  for (const [value, phase] of next.nodeLoads) {
    if (prev.nodeLoads.get(value) === phase) continue;
    const label = port.derived.optionOf(value)?.label ?? value;
    // Enter picks the node; its Retry button (Tab reaches it) says how to retry.
    live.say(`${label}, ${phase === 'loading' ? messages.loading : messages.error}`);
  }
}
