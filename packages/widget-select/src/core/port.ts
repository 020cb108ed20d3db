/**
 * The narrow port the view talks to the core through: the current state,
 * the derived data it renders (memoised selectors over the state, the data
 * set and the options), and `send(action)`. An action that changes state
 * becomes one dispatch on the store (see docs/architecture.md, The one
 * path); Retry and paging start a load whose phases come back as
 * dispatches of their own, and a native select's new options are installed
 * beside the state before their one dispatch.
 */
import type { DataItem } from '../types';
import type { Cause, FocusIntent } from './actions';
import type { Controller } from './controller';
import { buildDataSet } from './dataset';
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
  /** The error row's Retry: repeats the failed load. */
  | { type: 'retry' }
  /** Paging: asks for the next page; applies only when one can load now. */
  | { type: 'loadMore' }
  /** A blocked form submit (the native select's `invalid` event), with the `invalid` payload. */
  | { type: 'nativeInvalid'; message: string }
  /** `setCustomValidity(message)`: set (non-empty) or clear (empty). */
  | { type: 'setCustomValidity'; message: string }
  /** `validate()`: the value's validity applied; when invalid, its message shown and the `invalid` event. */
  | { type: 'validate'; message: string }
  /** `reportValidity()`: as `validate`; an invalid native select also opens a required widget. */
  | { type: 'reportValidity'; message: string; native: boolean }
  /** `form.reset()`: the initial value back, validity unknown again. */
  | { type: 'formReset'; value: readonly string[] }
  /** Outside code selected options on the native select (then dispatched `input` / `change`): its selected values, in document order. */
  | { type: 'nativePicked'; chosen: readonly string[] }
  /** The native select's options changed: they become the data set, with the value kept on it. */
  | { type: 'nativeOptions'; data: DataItem[]; value: readonly string[] }
  /** Outside code set the native select's own `disabled`: the same as `disable()` / `enable()`. */
  | { type: 'nativeDisabled'; disabled: boolean }
  /** An ancestor `<fieldset>` became disabled or enabled. */
  | { type: 'fieldsetDisabled'; disabled: boolean }
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
  | 'explicitlyDisabled'
  | 'validity'
  | 'createOffered'
  | 'awaitingAnswer'
  | 'canLoadMore'
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
    case 'retry':
      model.remote?.retry();
      return true;
    case 'loadMore':
      return model.remote?.loadMore() ?? false;
    case 'nativeInvalid':
    case 'setCustomValidity':
    case 'validate':
    case 'reportValidity':
    case 'nativePicked':
      return model.send(action);
    case 'formReset':
      model.setValue(action.value.slice(), {}, 'native:reset', { validity: 'unknown' });
      return true;
    case 'nativeOptions':
      model.replaceDataset(buildDataSet<M>(action.data), { value: action.value }, 'native:change', false);
      return true;
    case 'nativeDisabled':
    case 'fieldsetDisabled':
      model.setDisabled(action.disabled, action.type === 'fieldsetDisabled');
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
