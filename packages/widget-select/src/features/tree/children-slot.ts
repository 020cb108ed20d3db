/**
 * Where the loader of lazy tree children comes from. Most trees have every
 * node's children in their data, so the loader (lazy-loader.ts with
 * graft.ts) is a chunk of its own, asked for when a widget is built with
 * `loadChildren`, or when a node without its children is first expanded
 * (a remote tree's answer can hold such nodes). Until it is there a
 * widget's stand-in waits: the expansion is in the state already, and the
 * loader, which follows the state, starts the loads it finds there. A
 * build that imports the chunk itself (the script-tag build) has it from
 * the start.
 */
import { addChunkLoad } from '../registry';
import type { ChildrenChunk } from './children-chunk';
import { importChildren } from './import-children';

let chunk: ChildrenChunk | null = null;
let loading: Promise<ChildrenChunk> | null = null;

/** The chunk, given by a build that has it from the start. */
export function provideChildren(given: ChildrenChunk): void {
  chunk = given;
}

/** The chunk, once it is there. */
export function childrenNow(): ChildrenChunk | null {
  return chunk;
}

/** Asks for the chunk (once; again after a failed load). */
export function loadChildrenChunk(): Promise<ChildrenChunk> {
  if (chunk) return Promise.resolve(chunk);
  if (!loading) {
    loading = importChildren().then(
      (module) => {
        chunk = module.childrenChunk;
        return chunk;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    addChunkLoad('tree children', loading);
  }
  return loading;
}
