/**
 * The open list's hooks for a feature that shows the rows its own way (the
 * cascader's columns): a body the open list renders in place of its rows,
 * and a factory of the open list's virtual lists for the body's own lists.
 * The feature reaches both through the dropdown, as types only: the virtual
 * list's code stays in the open list's chunk instead of joining the first
 * load of every app with the feature.
 */
import type { ListConfig, RowRenderer, VirtualList } from './virtual-list';

/** What the open list shows in place of its rows. */
export interface ListBody {
  /** Placed before the list, which stays in the DOM, hidden and empty (the message row keeps its place). */
  readonly element: HTMLElement;
  /** Renders for the state after the message row; returns the highlighted row's id. */
  render(): string | null;
  /** How many results a query left, when not the rows' option count (said after typing pauses). */
  resultCount?(): number | undefined;
}

/** Makes a virtual list of the open list's kind in `element`. */
export type VirtualListFactory = (
  element: HTMLElement,
  renderer: RowRenderer,
  config: ListConfig,
  signal: AbortSignal,
) => VirtualList;
