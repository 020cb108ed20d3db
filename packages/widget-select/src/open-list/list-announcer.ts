/**
 * What the list says through the widget's live region as it changes: how
 * many results a typed query left, a create offer, loading and load
 * errors, the hint of `minSearchLength`, the limit of `maxSelections`. It
 * comes with the open list's chunk, as it only ever speaks of a list that
 * shows; the selection's own news stays with the closed control
 * (view/live-region.ts).
 *
 * Opening announces no count: the list itself says how many options it has.
 * Counts are news once the user typed (or heard "Loading"), and they wait
 * for typing to pause, so a query is announced once.
 */
import type { RowList } from '../core/domain/rows';
import type { State } from '../core/domain/state';
import type { Cause } from '../core/machine/actions';
import { format } from '../i18n';
import { errorWithRetryHint } from '../i18n/retry-hint';
import { maximumText } from '../view/maximum';
import type { OpenListHost } from '../view/open-list-part';
import { searchHintText } from './maximum-row';

/** Result counts wait for typing to pause, so a query is announced once. */
export const COUNT_DELAY = 400;

type Shown = { rows: RowList; kind: string | null; offered: boolean };

/** Follows the commits of a widget whose list is built, and tells what it shows (`bodyCount`: ListBody's). */
export function bindListAnnouncer<M>(view: OpenListHost<M>, bodyCount: () => number | undefined): void {
  const { port, live, signal } = view;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What was last announced, so re-renders that change nothing stay quiet. */
  let announced: Shown | null = null;
  // A list built after the user typed (its chunk came late) has counts to tell.
  let countsWanted = port.state.open && port.state.query !== '';

  const current = (): Shown => {
    const { derived } = port;
    // Widened so message kinds added later (remote phases) need no change here.
    const kind: string | null = derived.message();
    return { rows: derived.rows(), kind, offered: derived.createOffered() };
  };

  /** "3 results available", "No results found", with the create offer after it. */
  const countText = (count: number, offered: boolean): string => {
    const { messages, query } = port.state;
    const create = format(messages.create, { label: query.trim() });
    if (count === 0) return offered ? create : messages.noResults;
    const text = count === 1 ? messages.resultCountOne : format(messages.resultCount, { count });
    return offered ? `${text}. ${create}` : text;
  };

  /** Announces what the list shows now, unless that was announced already. */
  const announceList = (): void => {
    const { state, derived } = port;
    if (!state.open || signal.aborted) return;
    const { rows, kind, offered } = current();
    // A remote query not answered yet (debounce) has nothing to say.
    if (kind === null && derived.awaitingAnswer()) return;
    const last = announced;
    if (last?.rows === rows && last.kind === kind && last.offered === offered) return;
    if (kind === 'loading' && last?.kind === 'loading') return;
    announced = { rows, kind, offered };
    const { messages } = state;
    if (kind === 'loading') {
      // The outcome that follows "Loading" is news, typed or not.
      countsWanted = true;
      live.say(messages.loading);
    } else if (kind === 'error') live.say(errorWithRetryHint(messages));
    else if (kind === 'typeToSearch') live.say(messages.typeToSearch);
    else if (kind === 'hint') live.say(searchHintText(port));
    else if (countsWanted) live.say(countText(bodyCount() ?? rows.optionCount, offered));
  };

  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(announceList, COUNT_DELAY);
  };

  view.onCommit((next: State, prev: State, cause: Cause) => {
    // The last state changes of a destroy (a load ending) announce nothing.
    if (signal.aborted) return;
    // The pages a select-all of the matches loaded are not news; the selection that follows is.
    if (next.remoteProgress === null && prev.remoteProgress !== null && next.open) {
      clearTimeout(timer);
      announced = current();
    }
    if (!next.open) {
      clearTimeout(timer);
      announced = null;
      countsWanted = false;
      return;
    }
    if (next.query !== prev.query && prev.open) countsWanted = true;
    // Moving the highlight changes no count, nor does opening a tree node;
    // the query reset that follows a pick is not news (the selection is).
    // Anything else may change the list.
    if (cause === 'user:navigate' || cause === 'user:pick' || cause === 'user:expand') return;
    later();
  });
  signal.addEventListener('abort', () => clearTimeout(timer));
  // Built as the list opens: what it shows (a remote list's "Loading") is told as before.
  if (port.state.open) later();
}

/**
 * A list that opens at the limit says it, as a list that opens on a hint
 * says the hint; the pick that reaches it says it after the selection
 * (view/live-region.ts).
 */
export function bindMaximumAnnouncer<M>(view: OpenListHost<M>): void {
  const { port, live, signal } = view;
  view.onCommit((next, prev) => {
    if (signal.aborted || !next.open || prev.open) return;
    const text = maximumText(port, next);
    if (text !== null) live.say(text);
  });
}
