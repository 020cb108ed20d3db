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
 *
 * A feature's parts that only the open list uses (the tree's rows and
 * keys) are list parts: each its own chunk, imported together with the
 * open list's, and the list counts as there only once every part is.
 */
import { loadSearchEngineWith } from '../core/machine/search-engine';
import { importOpenList } from './open-list-import';
import type { OpenListFactory } from './open-list-part';

let factory: OpenListFactory | null = null;
let loading: Promise<void> | null = null;
let idleAsked = false;

/** A feature's list part: how it is imported, and the part once it is there. */
interface ListPartSlot {
  load(): Promise<unknown>;
  part: unknown;
}
const parts = new Map<string, ListPartSlot>();

/** How long the page may stay busy before the list is asked for anyway, ms. */
const IDLE_TIMEOUT = 2000;

/** The open list's factory, given by a build that has the chunk from the start. */
export function provideOpenList(given: OpenListFactory): void {
  factory = given;
}

/**
 * Names a feature's part of the open list (once per feature, when its entry
 * is imported): `load` imports it with the open list's chunk, at idle or
 * first use, and no open list is built before it is there. Returns the part,
 * or undefined until it is.
 */
export function addListPart<T>(name: string, load: () => Promise<T>): () => T | undefined {
  const slot = parts.get(name) ?? { load, part: undefined };
  slot.load = load;
  parts.set(name, slot);
  return () => slot.part as T | undefined;
}

/** A list part given by a build that has it from the start (the script-tag build, the tests). */
export function provideListPart(name: string, part: unknown): void {
  const slot = parts.get(name);
  if (slot) slot.part = part;
  else parts.set(name, { load: () => Promise.resolve(part), part });
}

const missingParts = (): ListPartSlot[] => [...parts.values()].filter((slot) => slot.part === undefined);

/** The open list's factory, once its chunk and every list part are there. */
export function openListFactory(): OpenListFactory | null {
  return missingParts().length === 0 ? factory : null;
}

/** Asks for the open list's chunk and the list parts (once; again after a failed load). */
export function loadOpenList(): Promise<void> {
  if (openListFactory()) return Promise.resolve();
  loading ??= Promise.all([
    factory ??
      importOpenList().then((chunk) => {
        factory = chunk.createOpenList;
      }),
    ...missingParts().map((slot) =>
      slot.load().then((part) => {
        slot.part = part;
      }),
    ),
  ]).then(
    () => {
      loading = null;
      // A feature added meanwhile named a part of its own.
      return loadOpenList();
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
  if (openListFactory() || idleAsked) return;
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
