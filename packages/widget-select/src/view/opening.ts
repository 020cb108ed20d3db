/**
 * An opening that finds the open list not built and its chunk (or a part it waits for, or the phone sheet's
 * chunk, briefly: features/lazy/sheet.ts) not there: the state
 * stays closed (`aria-expanded="false"`, no `open` event) and the view asks the loader; once the list is
 * there it opens, as an action of its own, only if still wanted. A pointer, focus or key elsewhere, Escape,
 * the focus leaving the widget, `close()` or `destroy()` meanwhile cancels it, so the widget never opens or
 * takes the focus afterwards. A failed load leaves the widget closed and usable and emits `error`
 * (`load-failed`); the next opening asks again. Typeahead meanwhile highlights: the list opens on it.
 */
import { NO_HIGHLIGHT } from '../core/domain/state';
import type { Cause, FocusIntent, Notice } from '../core/machine/actions';
import type { Store } from '../core/machine/store';
import type { WidgetPort } from '../core/machine/port';

/** What an opening needs of the view. */
export interface OpeningView<M> {
  readonly port: WidgetPort<M>;
  readonly root: HTMLElement;
  readonly signal: AbortSignal;
  /** Builds the list now if it can; null when its code is not there. */
  requestOpenList(): { arriving(): Promise<unknown> | null } | null;
  /** Resolves once the list is built (or the widget is gone); rejects with `load-failed`. */
  whenListBuilt(): Promise<unknown>;
}

/** Defers the openings of `view` while its list cannot be built; returns what cancels the one wanted. */
export function deferOpenings<M>(
  view: OpeningView<M>,
  store: Pick<Store, 'intercept'>,
  announce: (notice: Notice) => void,
): () => void {
  const { port, root, signal } = view;
  const wanted: { cause: Cause | null; focus?: FocusIntent; stop: AbortController | null } = {
    cause: null,
    stop: null,
  };
  const cancel = () => {
    wanted.cause = null;
    wanted.stop?.abort();
    wanted.stop = null;
  };
  const watchForCancel = () => {
    const stop = new AbortController();
    wanted.stop = stop;
    const options = { capture: true, signal: stop.signal };
    const doc = root.ownerDocument;
    const outside = (event: Event) => {
      if (!event.composedPath().includes(root)) cancel();
    };
    doc.addEventListener('pointerdown', outside, options);
    doc.addEventListener('focusin', outside, options);
    doc.addEventListener('keydown', (event) => (event.key === 'Escape' ? cancel() : outside(event)), options);
    root.addEventListener(
      'focusout',
      (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !root.contains(to)) cancel();
      },
      options,
    );
    signal.addEventListener('abort', cancel, { signal: stop.signal });
  };
  const openWhenReady = (ready: Promise<unknown>) => {
    ready.then(
      () => {
        // The list is built; the phone sheet may still be on its way: the same wait goes on for it.
        const arriving = wanted.cause && !signal.aborted ? view.requestOpenList()?.arriving() : null;
        if (arriving) return openWhenReady(arriving);
        const { cause, focus } = wanted;
        cancel();
        if (cause && !signal.aborted && !port.state.open)
          port.send({ type: 'open', cause, focus, waited: true });
      },
      (error: unknown) => {
        const asked = wanted.cause !== null;
        cancel();
        if (asked && !signal.aborted) announce({ name: 'error', payload: error as Error });
      },
    );
  };
  store.intercept((change, cause, state, _action, meta) => {
    if (change.open !== true || state.open || signal.aborted) return change;
    const list = view.requestOpenList();
    const arriving = list?.arriving() ?? null;
    if (list && !arriving) return change;
    const first = wanted.cause === null;
    wanted.cause = cause;
    wanted.focus = meta?.focus;
    if (first) {
      watchForCancel();
      openWhenReady(arriving ?? view.whenListBuilt());
    }
    // Only the opening waits: what came with it (a form's invalid report) is kept. Typeahead highlights
    // while it waits; an earlier wait's highlight goes.
    const { open: _open, highlighted: _highlighted, ...rest } = change;
    if (first && state.highlighted.kind !== 'none') return { ...rest, highlighted: NO_HIGHLIGHT };
    return Object.keys(rest).length > 0 ? rest : false;
  });
  return cancel;
}
