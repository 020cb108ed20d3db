/**
 * The actions that wait for the search engine (see search-engine.ts). An
 * action that reads the rows of a query cannot be decided before the engine
 * has found them, and every action sent after it has to apply after it, so
 * the queue holds both kinds, in the order sent, until the engine comes
 * with the open list's chunk (asked for as the first action is held).
 */
import { whenSearchEngine } from './search-engine';
import type { Action } from './vocabulary';

/** The actions whose outcome reads the rows of the query (moves over them, picks from them, selects or clears the matches). */
const READS_ROWS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'move',
  'typeahead',
  'pickHighlighted',
  'pickRange',
  'treeKey',
  'clearMatching',
]);

/** Whether `action` reads the rows of the query. */
export function readsRows(action: Action): boolean {
  return READS_ROWS.has(action.type) || (action.type === 'selectAll' && action.matching === true);
}

export class HeldActions {
  /** The actions held, in the order sent; null when none waits. */
  private held: Action[] | null = null;
  private cancelWait: (() => void) | null = null;

  /**
   * @param release sends the held actions once the engine is there (after
   *   the rows of the query are complete, so they read its matches).
   */
  constructor(private readonly release: (held: readonly Action[]) => void) {}

  /** Whether actions are held: every action sent now queues behind them. */
  get holding(): boolean {
    return this.held !== null;
  }

  /** Holds `action` until the engine comes, asking for it with the first one held. */
  hold(action: Action): void {
    if (!this.held) {
      this.held = [];
      this.cancelWait = whenSearchEngine(() => {
        const held = this.held ?? [];
        this.held = null;
        this.cancelWait = null;
        this.release(held);
      }, true);
    }
    this.held.push(action);
  }

  /** Destroy: the held actions are dropped and the wait cancelled. */
  dispose(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    this.held = null;
  }
}
