/**
 * Pasting a list of tags: every token is matched against the data set
 * through one index (linear in tokens plus options), new ones go through
 * beforeCreate and createOption, and the whole list lands in one dispatch
 * (one `change`). The work yields to the page every {@link PASTE_SLICE_MS}
 * so a paste of thousands of tags never blocks it.
 */
import type { Option } from '../../types';
import type { FeatureHost } from '../../core/machine/host';

/** Longest stretch of paste work before it yields to the page, in ms. */
export const PASTE_SLICE_MS = 8;

/** How the tags of a paste are made; implemented by the tag creation. */
export interface PasteMaker<M> {
  /** The matching key of a label (trimmed, case- and accent-insensitive). */
  key(label: string): string;
  /**
   * beforeCreate and createOption for one new label: the option, null when
   * beforeCreate declined, or a string saying why it was refused.
   */
  make(label: string): Option<M> | null | string | Promise<Option<M> | null | string>;
  /** Whether the paste must stop (the widget was destroyed). */
  stopped(): boolean;
  /** Adds the new options to the data set (the tag creation's, at start, as its own creations). */
  add(created: readonly Option<M>[]): void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Existing options are selected, others created, duplicates skipped,
 * stopping at maxSelections (announced once).
 */
export async function pasteTags<M>(host: FeatureHost<M>, maker: PasteMaker<M>, tokens: string[]) {
  const { multiple, maxSelections } = host.options;
  const query = host.state.query;
  const byKey = new Map<string, Option<M>>();
  for (const option of host.dataset.options) {
    const key = maker.key(option.label);
    if (!byKey.has(key)) byKey.set(key, option);
  }
  const taken = new Set(host.state.value);
  const selectable = (value: string, entry = host.dataset.indexOf(value)) =>
    entry < 0 || host.isEntrySelectable(entry);
  const picks: Option<M>[] = [];
  const created: Option<M>[] = [];
  let refusal = '';
  let sliceStart = performance.now();
  let pending = false;
  for (const token of tokens) {
    if (performance.now() - sliceStart > PASTE_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    if (maker.stopped()) return;
    const existing = host.optionOf(token) ?? byKey.get(maker.key(token));
    // Already selected or disabled, a part adds nothing, so the cap leaves nothing of it out.
    if (existing && (taken.has(existing.value) || !selectable(existing.value))) continue;
    if (multiple && maxSelections !== undefined && taken.size >= maxSelections) {
      const option = existing ?? ({ value: token, label: token } as Option<M>);
      host.announce({ name: 'maximum', payload: { limit: maxSelections, option } });
      break;
    }
    if (existing) {
      picks.push(existing);
      taken.add(existing.value);
      continue;
    }
    let made = maker.make(token);
    if (made instanceof Promise) {
      if (!pending) host.send({ type: 'createPending', cause: 'user:create' });
      pending = true;
      made = await made;
      if (maker.stopped()) return;
    }
    if (typeof made === 'string') refusal = made;
    if (made === null || typeof made === 'string') continue;
    if (taken.has(made.value)) {
      refusal = `"${made.value}" is already selected`;
      continue;
    }
    const known = host.optionOf(made.value);
    if (known && !selectable(known.value)) continue;
    taken.add(made.value);
    picks.push(known ?? made);
    if (!known) {
      created.push(made);
      byKey.set(maker.key(made.label), made);
    }
  }
  if (pending) host.send({ type: 'createAnswered', cause: 'user:create' });
  if (created.length > 0) {
    // Values are unique: the data set has none of them, and `taken` kept them apart.
    maker.add(created);
  }
  if (picks.length > 0) {
    host.send({
      type: 'pickPasted',
      picks,
      created,
      clearQuery: host.state.query === query,
      cause: 'user:create',
    });
  }
  if (refusal) host.send({ type: 'createRefused', message: refusal, cause: 'user:create' });
}
