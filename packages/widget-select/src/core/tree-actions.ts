/**
 * Tree expansion as actions. The tree helpers (core/tree.ts) expand a node
 * and may move the highlight in separate steps; run inside `run`, those
 * steps are collected and land as one dispatch: `user:expand` when the
 * expansion changed (bumping `state.expansion`), `user:navigate` when only
 * the highlight moved.
 */
import type { Change, Store } from './store';

export class TreeActions {
  /** The change being collected while a tree action runs. */
  private collecting: Change | null = null;

  constructor(private readonly store: Pick<Store, 'get' | 'dispatch'>) {}

  run<R>(action: () => R): R {
    const change: Change = {};
    this.collecting = change;
    try {
      return action();
    } finally {
      this.collecting = null;
      if (Object.keys(change).length > 0) {
        this.store.dispatch(change, change.expansion === undefined ? 'user:navigate' : 'user:expand');
      }
    }
  }

  /** The expansion changed: collected inside an action, nothing to do outside one. */
  touched(): void {
    if (this.collecting) this.collecting.expansion = this.store.get().expansion + 1;
  }

  /** Collects a highlight move inside an action; returns false outside one (the caller dispatches). */
  highlight(entry: number): boolean {
    if (!this.collecting) return false;
    this.collecting.highlighted = entry;
    return true;
  }
}
