/**
 * The watchers of what changes a followed select with no event: an
 * assignment from code to its selection (assignments.ts), the `disabled`
 * attribute set anywhere in its document (an ancestor `<fieldset>`, the
 * select itself) and the browser's restore of form state (`pageshow`). A
 * chunk of its own, asked for as a widget mounts on a select
 * (watchersPart, follow.ts); arriving after the mount, it takes in what it would
 * have noticed meanwhile.
 */
import { listenWeakly, onAbort, WeakHandlers } from '../view/weak-listeners';
import { watchAssignments } from './assignments';

/** What the watchers use of a follower (follow.ts). */
export interface WatchedFollower {
  readonly bridge: { readonly select: HTMLSelectElement; readonly writing: boolean };
  readonly signal: AbortSignal;
  /** An assignment from code to the selection, not taken in yet. */
  assigned: boolean;
  /** The watchers are there; until then the follower reads the select at each catch-up. */
  watching: boolean;
  /** Takes in the select's selection (and its options' changes before it). */
  onEvent(): void;
  /** Takes in a disabled fieldset above the select, or `disabled` set on it. */
  followDisabled(): void;
}

/**
 * The `disabled` attribute changing anywhere in a document: one observer of
 * the whole document for every followed select in it, holding their
 * handlers weakly (a select swapped out without destroy() goes with its widget).
 */
const disabledWatchers = new WeakMap<Document, WeakHandlers<[]>>();

function watchDisabled(document: Document, handler: () => void, signal: AbortSignal): void {
  const handlers = disabledWatchers.get(document) ?? new WeakHandlers<[]>();
  if (!disabledWatchers.has(document)) {
    disabledWatchers.set(document, handlers);
    new MutationObserver(() => handlers.call()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['disabled'],
      subtree: true,
    });
  }
  handlers.add(handler, signal);
}

/**
 * Starts the watchers of `follower`'s select; `later` when they arrived
 * after the mount: the select's selection and disabled state are taken in
 * now (an assignment made meanwhile had no watcher; catchUp() read the
 * select at each method call until now).
 */
export function watch(follower: WatchedFollower, later: boolean): void {
  const { bridge, signal } = follower;
  // Destroyed before they arrived: nothing is installed.
  if (signal.aborted) return;
  follower.watching = true;
  const { select } = bridge;
  // A fieldset may be disabled anywhere above the select, and later.
  watchDisabled(document, () => follower.followDisabled(), signal);
  // Back to a page the back/forward cache did not keep: the browser puts
  // the select's selection back after the widget read it, without an event.
  listenWeakly(window, 'pageshow', () => follower.onEvent(), { signal });
  // `select.value = …` and the like with no event: taken in after the code that assigns
  // (jQuery's `.val()` sets every option), before the next frame.
  const unwatch = watchAssignments(select, () => {
    if (bridge.writing || follower.assigned) return;
    follower.assigned = true;
    queueMicrotask(() => {
      if (follower.assigned) follower.onEvent();
    });
  });
  onAbort(signal, unwatch);
  if (!later) return;
  follower.followDisabled();
  follower.onEvent();
}
