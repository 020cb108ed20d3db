/**
 * Where the open list comes from. A page needs the closed control to paint
 * a form; the open list (the dropdown, its rows, the virtual list,
 * placement, the list's pointer and search input) is a chunk of its own,
 * `open-list/`, asked for when the first widget has mounted and the page is
 * idle, or at the first pointer, focus or key on a widget or `open()`,
 * whichever comes first. Until it is there the core keeps taking every
 * action (a key, a click, `open()`): the state is right at once, and the
 * list shows that state when it arrives. A build that imports `open-list/`
 * itself (the script-tag build) has it from the start.
 */
import { loadSearchEngineWith } from '../core/machine/search-engine';
import { importOpenList } from './open-list-import';
import type { OpenListFactory } from './open-list-part';

let factory: OpenListFactory | null = null;
let loading: Promise<void> | null = null;
let idleAsked = false;

/** How long the page may stay busy before the list is asked for anyway, ms. */
const IDLE_TIMEOUT = 2000;

/** The open list's factory, given by a build that has the chunk from the start. */
export function provideOpenList(given: OpenListFactory): void {
  factory = given;
}

/** The open list's factory, once its chunk is there. */
export function openListFactory(): OpenListFactory | null {
  return factory;
}

/** Asks for the open list's chunk (once; again after a failed load). */
export function loadOpenList(): Promise<void> {
  if (factory) return Promise.resolve();
  loading ??= importOpenList().then(
    (chunk) => {
      factory = chunk.createOpenList;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The search engine comes with the list: a method that needs a query's matches asks for it at once.
loadSearchEngineWith(() => {
  loadOpenList().catch(() => {
    // Tried again at the first use, which reports it.
  });
});

/** After the first widget mounts: the list is asked for when the page is next idle. */
export function loadOpenListWhenIdle(): void {
  if (factory || idleAsked) return;
  idleAsked = true;
  const load = () => {
    loadOpenList().catch(() => {
      // A failed idle load is tried again at the first use, which reports it.
    });
  };
  const { requestIdleCallback } = globalThis as {
    requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  };
  if (requestIdleCallback) requestIdleCallback(load, { timeout: IDLE_TIMEOUT });
  else setTimeout(load, 1);
}
