/**
 * The actions that wait for the open list's chunk, which brings the rules
 * that make rows (list-rules.ts) and the search engine (search-engine.ts).
 * An action that reads the rows cannot be decided before they are known,
 * and every action sent after it has to apply after it, so the queue holds
 * both kinds, in the order sent, until the chunk comes (asked for as the
 * first action is held; the engine, provided last, says it is there).
 */
import type { State } from '../domain/state';
import { refusedBeforeList } from './reducer';
import { whenSearchEngine } from './search-engine';
import type { Action } from './vocabulary';

/** The actions whose outcome reads the rows (moves over them, picks from them, typeahead, selects or clears the matches). */
const READS_ROWS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'move',
  'typeahead',
  'pickHighlighted',
  'pickRange',
  'treeKey',
  'clearMatching',
]);

const PICK: Action = { type: 'pickHighlighted' };

/**
 * Whether `action`, sent while the rows are not known, waits for them: it
 * reads them (a select-all of the matches of no query selects all), and the
 * reducer does not refuse it meanwhile (`refusedBeforeList`; Space is a pick
 * then, as no typeahead went on before the chunk: it waits for it).
 */
export function waitsForRows(
  action: Action,
  state: State,
  options: { readonly commit: string; readonly multiple: boolean },
): boolean {
  const reads =
    READS_ROWS.has(action.type) ||
    (action.type === 'selectAll' && action.matching === true && state.query.trim() !== '');
  const pick = action.type === 'typeahead' && action.char === ' ' ? PICK : action;
  return reads && !refusedBeforeList(state, pick, options);
}

/** A held action, or a decision the view left until the held actions applied (`Controller.afterHeld`). */
export type Held = Action | (() => void);

export class HeldActions {
  /** The actions held, in the order sent; null when none waits. */
  private held: Held[] | null = null;
  private cancelWait: (() => void) | null = null;

  /**
   * @param release sends the held actions once the chunk is there (after
   *   the rows are complete, so they read them).
   */
  constructor(private readonly release: (held: readonly Held[]) => void) {}

  /** Whether actions are held: every action sent now queues behind them. */
  get holding(): boolean {
    return this.held !== null;
  }

  /** Holds `action` until the chunk comes, asking for it with the first one held. */
  hold(action: Held): void {
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
