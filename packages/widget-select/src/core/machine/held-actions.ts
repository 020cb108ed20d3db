/**
 * The actions that wait for the open list's chunk, which brings the rules
 * that make rows (list-rules.ts) and the search engine (search-engine.ts).
 * An action that reads the rows cannot be decided before they are known,
 * nor a row's pick before its transition (which the chunk brings, unless the
 * plugins feature did: list-rules.ts), and every action sent after one of
 * them has to apply after it, so the queue holds both kinds, in the order
 * sent, until the chunk comes (asked for as the first action is held; the
 * engine, provided last, says it is there).
 */
import type { State } from '../domain/state';
import { pickTransition } from './list-rules';
import { refusedBeforeList } from './reducer';
import { whenSearchEngine } from './search-engine';
import type { Action, Outcome } from './vocabulary';

/**
 * The actions whose outcome reads the rows (moves over them, picks from them,
 * typeahead, selects or clears the matches), or that the list's own
 * transitions decide (a highlight, a hover, a group pick: list-transitions.ts).
 */
const READS_ROWS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'move',
  'highlight',
  'hover',
  'pickGroup',
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

/**
 * Whether `action` is a row's pick sent before its transition is there: it
 * waits for the chunk rather than be lost, unless the reducer refuses it
 * meanwhile (`refusedBeforeList`). The list's rows, the cascader's columns
 * and the list's Enter send it with the chunk there; this keeps a pick sent
 * any other way.
 */
function pickWaits(
  action: Action,
  state: State,
  options: { readonly commit: string; readonly multiple: boolean },
): boolean {
  return action.type === 'pick' && !pickTransition && !refusedBeforeList(state, action, options);
}

/** A held action, or a decision the view left until the held actions applied (`Controller.afterHeld`). */
export type Held = Action | (() => void);

/** What the queue reads and calls of the controller. */
export interface HeldHost {
  readonly state: State;
  readonly options: { readonly commit: string; readonly multiple: boolean };
  readonly derivations: {
    rowsPending(state: Pick<State, 'query'>): boolean;
    engineArrived(): void;
  };
  send(action: Action): Outcome;
}

/**
 * The controller's queue of actions held until the open list's chunk comes
 * with the rules that make rows and the search engine, in the order sent:
 * one that reads rows and every action after it. They apply once it comes
 * (asked for as the first is held); `SelectWidget.ready()` resolves after
 * they applied.
 */
export class HeldActions {
  /** The actions held, in the order sent; null when none waits. */
  private held: Held[] | null = null;
  private cancelWait: (() => void) | null = null;

  constructor(private readonly host: HeldHost) {}

  /** Whether actions are held: every action sent now queues behind them. */
  get holding(): boolean {
    return this.held !== null;
  }

  /**
   * Holds `action` when it has to wait (actions are held already, or it
   * reads rows the chunk, not there yet, is to make) and says so.
   */
  took(action: Action): boolean {
    // The rows completing as the chunk comes go first: the held actions read them.
    if (action.type === 'searchCompleted') return false;
    const { host } = this;
    const { state, options } = host;
    const waits =
      pickWaits(action, state, options) ||
      (host.derivations.rowsPending(state) && waitsForRows(action, state, options));
    if (!this.holding && !waits) return false;
    this.hold(action);
    return true;
  }

  /**
   * Runs `then` after the held actions, in the same queue, when actions are
   * held (returns true), else not at all (returns false). For what the view
   * decides from the state those actions leave: text typed after a held
   * Enter types on the control the pick closes, not into the query it picks
   * with.
   */
  afterHeld(then: () => void): boolean {
    if (!this.holding) return false;
    this.hold(then);
    return true;
  }

  /** Holds `action` until the chunk comes, asking for it with the first one held. */
  private hold(action: Held): void {
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

  /** Sends the held actions once the chunk is there, after the rows came whole, so they read them. */
  private release(held: readonly Held[]): void {
    this.host.derivations.engineArrived();
    for (const action of held) {
      if (typeof action === 'function') action();
      else this.host.send(action);
    }
  }

  /** Destroy: the held actions are dropped and the wait cancelled. */
  dispose(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    this.held = null;
  }
}
