/**
 * The narrow port the view talks to the core through: the current state,
 * the derived data it renders (memoised selectors over the state, the data
 * set and the options), and `send(action)`. Every action becomes one
 * dispatch on the store (see docs/architecture.md, The one path).
 */
import type { Cause, FocusIntent } from './actions';
import type { Controller } from './controller';
import type { Move } from './navigation';
import { CREATE_ROW, type State } from './state';

/** What the user (or a method) asks for, as data. */
export type Action =
  /** `focus`: where focus goes as the list opens (see {@link FocusIntent}). */
  | { type: 'open'; cause: Cause; focus?: FocusIntent }
  | { type: 'close'; cause: Cause }
  | { type: 'toggleOpen' }
  | { type: 'setQuery'; query: string; cause: Cause }
  | { type: 'pick'; entry: number }
  /** Enter / Space: the highlighted row, or the create row. */
  | { type: 'pickHighlighted' }
  | { type: 'createFromQuery' }
  | { type: 'paste'; text: string }
  | { type: 'remove'; value: string; cause: Cause }
  /** Sortable tags: the same values in a new order. */
  | { type: 'reorder'; order: readonly string[] }
  | { type: 'clear' }
  | { type: 'move'; move: Move }
  | { type: 'highlight'; entry: number }
  | { type: 'typeahead'; char: string; now: number }
  | { type: 'treeKey'; key: 'expand' | 'collapse' }
  /** A twisty click: expands or collapses a tree node. */
  | { type: 'toggleExpanded'; entry: number };

/** Derived data, read-only: each selector is memoised on its explicit inputs. */
export type Derived<M> = Pick<
  Controller<M>,
  | 'options'
  | 'dataset'
  | 'rows'
  | 'message'
  | 'searchVisible'
  | 'labelMatches'
  | 'optionOf'
  | 'isSelected'
  | 'isEntrySelectable'
  | 'isDisabled'
>;

export interface WidgetPort<M> {
  readonly state: State;
  readonly derived: Derived<M>;
  /** Performs an action; returns whether it applied (an arrow key on a tree leaf does not). */
  send(action: Action): boolean;
  /** A user callback the view ran (a template, a row decorator) threw: reported once, never fatal. */
  report(error: unknown, where: string): void;
}

export function portOf<M>(model: Controller<M>): WidgetPort<M> {
  return {
    get state() {
      return model.state;
    },
    derived: model,
    send: (action) => perform(model, action),
    report: (error, where) => model.faults.report(error, where),
  };
}

/** Maps an action to the Controller's transition. */
function perform<M>(model: Controller<M>, action: Action): boolean {
  switch (action.type) {
    case 'open':
      model.open(action.cause, action.focus);
      return true;
    case 'close':
      model.close(action.cause);
      return true;
    case 'toggleOpen':
      if (model.state.open) model.close('user:close');
      else model.open('user:open');
      return true;
    case 'setQuery':
      model.setQuery(action.query, action.cause);
      return true;
    case 'pick':
      model.pickEntry(action.entry);
      return true;
    case 'pickHighlighted': {
      const { highlighted } = model.state;
      if (highlighted >= 0) model.pickEntry(highlighted);
      else if (highlighted === CREATE_ROW) void model.creation.fromQuery();
      return true;
    }
    case 'createFromQuery':
      void model.creation.fromQuery();
      return true;
    case 'paste':
      void model.creation.paste(action.text);
      return true;
    case 'remove':
      model.removeValue(action.value, action.cause);
      return true;
    case 'clear':
      model.clearByUser();
      return true;
    case 'reorder':
      model.reorder(action.order);
      return true;
    case 'move':
      model.move(action.move);
      return true;
    case 'highlight':
      model.highlight(action.entry);
      return true;
    case 'typeahead':
      return model.typeahead(action.char, action.now);
    case 'treeKey':
    case 'toggleExpanded':
      return model.send(action);
  }
}
