/**
 * The reducer's decisions for the tags' actions: a creation or a paste
 * started, a creation's phases, a created or pasted tag
 * picked, and the tags put in a new order (`sortable`: Alt+Arrow keys, a
 * drag). Pure, like the core's reducer, which hands these actions to the
 * tags feature (`reduceTags`) and does nothing with them without it.
 */
import { type State, sameValues } from '../../core/domain/state';
import type { Transition } from '../../core/machine/store';
import type { Action, Command } from '../../core/machine/vocabulary';
import { isTagList } from './creation-offer';

/** The actions the tags feature decides. */
export type TagsAction = Extract<
  Action,
  {
    type:
      | 'createFromQuery'
      | 'paste'
      | 'createPending'
      | 'createAnswered'
      | 'createRefused'
      | 'pickCreated'
      | 'pickPasted'
      | 'reorder'
      | 'moveTag'
      | 'dropTag';
  }
>;

/** What the tags' decisions read besides the state (a part of the reducer's context). */
export interface TagsContext {
  readonly options: {
    readonly multiple: boolean;
    readonly closeOnSelect: boolean;
    readonly allowCreate: boolean;
  };
  /** The value as the tags show it: a multiple tree's in the shape of `treeValue`. */
  publicValue?(value: readonly string[]): readonly string[];
}

/** A creation or a paste to start beside the state (the controller hands it to the tag creation). */
export interface TagsCommand {
  readonly command: Extract<Command, { run: 'create' | 'paste' }>;
}

/** The actions only the tag creation sends. */
export type CreationAction = Extract<
  TagsAction,
  { type: 'createPending' | 'createAnswered' | 'createRefused' | 'pickCreated' | 'pickPasted' }
>;

/** Decides a creation's phase or pick (the tags' list part's). */
export type CreationDecider = (
  state: State,
  action: CreationAction,
  context: TagsContext,
) => Transition | null;

/**
 * Decides a tags action (a creation or paste started, a creation's phase, a
 * pick, a new order); null when it changes nothing. `decideCreation`
 * decides a creation's phases and picks.
 */
export function reduceTags(
  state: State,
  action: TagsAction,
  context: TagsContext,
  decideCreation?: CreationDecider,
): Transition | TagsCommand | null {
  switch (action.type) {
    // Enter on the create row, or a click on it.
    case 'createFromQuery':
      return state.disabled ? null : { command: { run: 'create' } };
    // A list of tags is created; other text is left to the field (ignored).
    case 'paste': {
      const { multiple, allowCreate } = context.options;
      if (!multiple || !allowCreate || !isTagList(action.text)) return null;
      return { command: { run: 'paste', text: action.text } };
    }
    // A creation's phases and its picks: only the tag creation sends them, and
    // it comes with the tags' list part, which decides them (creation-transitions.ts).
    case 'createPending':
    case 'createAnswered':
    case 'createRefused':
    case 'pickCreated':
    case 'pickPasted':
      return decideCreation?.(state, action, context) ?? null;
    case 'reorder': {
      const value = reordered(context, state, action.order);
      return value ? { change: { value }, cause: action.cause ?? 'user:reorder' } : null;
    }
    case 'moveTag':
    case 'dropTag': {
      const value = tagMoved(context, state, action);
      return value ? { change: { value }, cause: 'user:reorder', meta: { movedTag: action.value } } : null;
    }
  }
}

/** Whether `order` is a new order of exactly the values of `value`. */
function isNewOrder(value: readonly string[], order: readonly string[]): boolean {
  if (order.length !== value.length || sameValues(order, value)) return false;
  const current = new Set(value);
  return new Set(order).size === order.length && order.every((v) => current.has(v));
}

/**
 * Sortable tags: the value with the tags in `order`, or null when `order`
 * is not a new order of them. The tags show the value as the world sees it
 * (a multiple tree's in the shape of `treeValue`); the checked nodes that
 * shape leaves out follow the shown ones, in their order, so the value the
 * world sees is `order` itself. An order of every checked node is taken as
 * it is.
 */
function reordered(context: TagsContext, state: State, order: readonly string[]): string[] | null {
  const { value } = state;
  const shown = context.publicValue?.(value) ?? value;
  if (!isNewOrder(shown, order)) return isNewOrder(value, order) ? order.slice() : null;
  const moved = new Set(order);
  return [...order, ...value.filter((v) => !moved.has(v))];
}

/**
 * The value after a tag moved one place (keys) or was dropped before the
 * tag at `at` (drag), in the order the tags show; null when it stays.
 */
function tagMoved(
  context: TagsContext,
  state: State,
  action: Extract<Action, { type: 'moveTag' | 'dropTag' }>,
): string[] | null {
  const shown = context.publicValue?.(state.value) ?? state.value;
  const from = shown.indexOf(action.value);
  if (from < 0) return null;
  // Dropped after itself: the place it leaves closes up first.
  const to = action.type === 'moveTag' ? from + action.by : action.at > from ? action.at - 1 : action.at;
  if (to === from || to < 0 || to >= shown.length) return null;
  const order = shown.filter((v) => v !== action.value);
  order.splice(to, 0, action.value);
  return reordered(context, state, order);
}
