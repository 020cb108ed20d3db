/**
 * The open list's part (load/loader.ts). A page needs the closed control to paint a form; the open list
 * (the dropdown, its rows, the virtual list, placement, the list's pointer and search input) is a chunk of
 * its own, `open-list/`, asked for when the first widget has mounted and the page is idle, or at the first
 * pointer, focus or key on a widget or an opening, whichever comes first. An opening that finds it missing
 * opens once it is there, if still wanted (view/opening.ts).
 *
 * A feature's parts that only the open list uses (the tree's rows and keys, the tags' create row) are list
 * parts: each its own chunk, asked for together with the open list's, and the list counts as there only
 * once every part is. The list's rules (the rows, the highlight's moves) are the core's: no decision waits
 * for this chunk. The search engine, a part of its own, is asked for at the same idle time.
 */
import { definePart, type Part } from '../load/loader';
import type { OpenListChunk, OpenListFactory } from './open-list-part';
import { searchEnginePart } from './search-engine-part';

export const openListPart = definePart(
  'open list',
  (): Promise<OpenListChunk> => import('../open-list/index'),
);

const listParts = new Set<Part<unknown>>();
/** Whether the page's idle load was asked for. */
const loaded = { idleAsked: false };

/** How long the page may stay busy before the list is asked for anyway, ms. */
const IDLE_TIMEOUT = 2000;

/** Names a feature's part of the open list (once per feature, when its entry is imported): no open list is built before it is there. */
export function addListPart<T>(part: Part<T>): Part<T> {
  listParts.add(part as Part<unknown>);
  return part;
}

/** The open list's factory, once its chunk and every list part are there. */
export function openListFactory(): OpenListFactory | null {
  const chunk = openListPart.get();
  return chunk && [...listParts].every((part) => part.get() !== undefined) ? chunk.createOpenList : null;
}

/** Asks for the open list's chunk and the list parts (once; again after a failed load). */
export function loadOpenList(): Promise<void> {
  return Promise.all([openListPart.load(), ...[...listParts].map((part) => part.load())]).then(() =>
    // A feature added meanwhile named a part of its own.
    openListFactory() ? undefined : loadOpenList(),
  );
}

/** A widget whose open list can be built before it is first wanted. */
export interface ListAhead {
  readonly signal: AbortSignal;
  requestOpenList(): { prepare(): void } | null;
}

/**
 * The widget whose open list is built at idle once the chunk is there, with its first rows, detached: the
 * first one mounted (or, if it is gone, the next). The first open then meets code that has run once
 * (compiled, for every widget) and, on that widget, rows already made. One per page, so a form of many
 * selects holds one unused list; every other list is built at the first sign of use (view/input.ts).
 */
const ahead: ListAhead[] = [];

/** Calls `run` when the page is next idle (or after {@link IDLE_TIMEOUT}). */
function whenIdle(run: () => void): void {
  const { requestIdleCallback } = globalThis as Partial<Pick<typeof globalThis, 'requestIdleCallback'>>;
  if (requestIdleCallback) requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
  else setTimeout(run, 1);
}

/** Builds the list of the widget waiting for it, in an idle period of its own (not the chunk's evaluation's). */
function buildAhead(): void {
  whenIdle(() => {
    const widget = ahead.pop();
    if (widget && !widget.signal.aborted) widget.requestOpenList()?.prepare();
  });
}

/** After the first widget mounts: the list is asked for when the page is next idle, and built for one widget. */
export function loadOpenListWhenIdle(widget: ListAhead): void {
  if (openListFactory()) return;
  if (ahead[0]?.signal.aborted !== false) ahead.splice(0, 1, widget);
  if (loaded.idleAsked) return;
  loaded.idleAsked = true;
  whenIdle(() => {
    searchEnginePart.load().catch(() => {
      // A failed idle load is asked again by the first query that needs it, which reports it.
    });
    loadOpenList().then(buildAhead, () => {
      // A failed idle load is tried again at the first use, which reports it.
    });
  });
}
