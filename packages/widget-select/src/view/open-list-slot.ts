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
 * open list's, and the list counts as there only once every part is. The
 * list's rules (the rows, the highlight's moves, the search engine) are the
 * core's: no action waits for this chunk.
 */
import { controlInput, loadControlInput } from './control-input-slot';
import { importOpenList } from './open-list-import';
import type { OpenListChunk, OpenListFactory } from './open-list-part';

let chunk: OpenListChunk | null = null;
/** Whether the chunk and every list part are there. */
let installed = false;
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

/** The open list's chunk, given by a build that has it from the start. */
export function provideOpenList(given: OpenListChunk): void {
  chunk = given;
  installWhenComplete();
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
  // A part named once the list was complete (a feature imported later): the list waits for it again.
  if (installed && slot.part === undefined) installed = false;
  return () => slot.part as T | undefined;
}

/** A list part given by a build that has it from the start (the script-tag build, the tests). */
export function provideListPart(name: string, part: unknown): void {
  const slot = parts.get(name);
  if (slot) slot.part = part;
  else parts.set(name, { load: () => Promise.resolve(part), part });
  installWhenComplete();
}

const missingParts = (): ListPartSlot[] => [...parts.values()].filter((slot) => slot.part === undefined);

/** Marks the list complete once the chunk and every list part are there. */
function installWhenComplete(): void {
  if (installed || !chunk || missingParts().length > 0) return;
  installed = true;
}

/**
 * The open list's factory, once its chunk, every list part and the
 * control's input (whose key handler the search field shares) are there.
 */
export function openListFactory(): OpenListFactory | null {
  return installed && controlInput() !== null ? (chunk?.createOpenList ?? null) : null;
}

/** Asks for the open list's chunk, the list parts and the control's input (once; again after a failed load). */
export function loadOpenList(): Promise<void> {
  if (openListFactory()) return Promise.resolve();
  loading ??= Promise.all([
    loadControlInput(),
    chunk ??
      importOpenList().then((given) => {
        chunk = given;
        installWhenComplete();
      }),
    ...missingParts().map((slot) =>
      slot.load().then((part) => {
        slot.part = part;
        installWhenComplete();
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

/** A widget whose open list can be built before it is first wanted. */
export interface ListAhead {
  readonly signal: AbortSignal;
  requestOpenList(): { prepare(): void } | null;
}

/**
 * The widget whose open list is built at idle once the chunk is there, with
 * its first rows, detached: the first one mounted (or, if it is gone, the
 * next). The first open then meets code that has run once (compiled, for
 * every widget) and, on that widget, rows already made. One per page, so a
 * form of many selects holds one unused list; every other list is built at
 * the first sign of use (view/input.ts).
 */
let ahead: ListAhead | null = null;

/** Calls `run` when the page is next idle (or after {@link IDLE_TIMEOUT}). */
function whenIdle(run: () => void): void {
  const { requestIdleCallback } = globalThis as {
    requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  };
  if (requestIdleCallback) requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
  else setTimeout(run, 1);
}

/** Builds the list of the widget waiting for it, in an idle period of its own (not the chunk's evaluation's). */
function buildAhead(): void {
  whenIdle(() => {
    const widget = ahead;
    ahead = null;
    if (widget && !widget.signal.aborted) widget.requestOpenList()?.prepare();
  });
}

/** After the first widget mounts: the list is asked for when the page is next idle, and built for one widget. */
export function loadOpenListWhenIdle(widget: ListAhead): void {
  if (openListFactory()) return;
  if (!ahead || ahead.signal.aborted) ahead = widget;
  if (idleAsked) return;
  idleAsked = true;
  whenIdle(() => {
    loadOpenList().then(buildAhead, () => {
      // A failed idle load is tried again at the first use, which reports it.
    });
  });
}
