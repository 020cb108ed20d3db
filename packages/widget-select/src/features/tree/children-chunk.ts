/**
 * The chunk of lazy tree children: the loader that calls `loadChildren` and
 * the graft of its answers into the data set. A tree without lazy nodes
 * never runs them, so they load when a widget asks for them
 * (children-slot.ts).
 */
import { LazyChildren, type LazyChildrenPort, type LazyHost } from './lazy-loader';

/** What the chunk hands the tree feature. */
export interface ChildrenChunk {
  loader<M>(host: LazyHost<M>): LazyChildrenPort;
}

export const childrenChunk: ChildrenChunk = {
  loader: (host) => new LazyChildren(host),
};
