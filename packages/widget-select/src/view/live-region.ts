/**
 * A polite live region that tells screen-reader users what sighted users
 * see change: how many results a typed query left, a create offer, loading
 * and load errors, the progress of a select-all over a remote source's
 * pages, and what a pick selected or removed. Texts come from the
 * widget's language table. Features add their own news through
 * {@link LiveRegion.say} (a tag moved, a tree node loading).
 *
 * Where the engine has `ariaNotify()` the texts go through it, on the
 * widget's root, which reaches a reader from a shadow root or the top layer
 * too; the region is then hidden and only mirrors them, so nothing is said
 * twice.
 *
 * It has no `role="status"`: an empty status landmark is read as a stray
 * "statusbar" when a screen reader reads the page. Opening the list announces
 * no count: the list itself says how many options it has.
 */

import type { RowList } from '../core/domain/rows';
import type { State } from '../core/domain/state';
import { capped } from '../core/domain/text-limit';
import type { Cause } from '../core/machine/actions';
import type { WidgetPort } from '../core/machine/port';
import { errorWithRetryHint, format } from '../i18n';
import { cls } from './classes';
import { el } from './dom';

/** Result counts wait for typing to pause, so a query is announced once. */
export const COUNT_DELAY = 400;

export class LiveRegion<M> {
  readonly element: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** What was last announced, so re-renders that change nothing stay quiet. */
  private announced: { rows: RowList; kind: string | null; offered: boolean } | null = null;
  /** Counts are news once the user typed (or heard "Loading"), not on open. */
  private countsWanted = false;
  private toggle = false;
  /**
   * More to say about a selection change (`changed`: the values added, else
   * those removed; `next`: the new value), or null: the tree feature's
   * partly checked parent.
   */
  selectionNote: ((changed: readonly string[], next: readonly string[]) => string | null) | null = null;

  /** The engine's ariaNotify, bound to the widget's root, where it has one. */
  private readonly notify: ((text: string) => void) | null;

  constructor(
    private readonly port: WidgetPort<M>,
    root: HTMLElement,
    private readonly signal: AbortSignal,
  ) {
    const notify = (root as { ariaNotify?: (text: string) => void }).ariaNotify;
    this.notify = typeof notify === 'function' ? notify.bind(root) : null;
    // With ariaNotify the region only mirrors the last announcement (tests
    // read it) and is hidden, so nothing is announced twice.
    const attrs: Record<string, string> = this.notify
      ? { 'aria-hidden': 'true' }
      : { 'aria-live': 'polite', 'aria-atomic': 'true' };
    this.element = el('div', cls.live, attrs);
    root.append(this.element);
    signal.addEventListener('abort', () => clearTimeout(this.timer));
  }

  /** Follows each commit (the view subscribes it). */
  onCommit(next: State, prev: State, cause: Cause): void {
    // The last state changes of a destroy (a load ending) announce nothing.
    if (this.signal.aborted) return;
    if (next.value !== prev.value && cause.startsWith('user:') && cause !== 'user:reorder') {
      this.announceSelection(next.value, prev.value);
    }
    // Select all matching loads a remote source's remaining pages: how far it got.
    const progress = next.remoteProgress;
    if (progress !== null && progress !== prev.remoteProgress) {
      this.say(format(next.messages.loadingMatches, { count: progress }));
    } else if (progress === null && prev.remoteProgress !== null && next.open) {
      // The pages it loaded are not news; the selection that follows is.
      clearTimeout(this.timer);
      this.announced = this.current();
    }
    if (!next.open) {
      clearTimeout(this.timer);
      this.announced = null;
      this.countsWanted = false;
      return;
    }
    if (next.query !== prev.query && prev.open) this.countsWanted = true;
    // Moving the highlight changes no count, nor does opening a tree node;
    // the query reset that follows a pick is not news (the selection is).
    // Anything else may change the list.
    if (cause === 'user:navigate' || cause === 'user:pick' || cause === 'user:expand') return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.announceList(), COUNT_DELAY);
  }

  private announceSelection(next: readonly string[], prev: readonly string[]): void {
    const { messages } = this.port.state;
    // Sets: a select-all of 100,000 values must not compare every pair.
    const before = new Set(prev);
    const after = new Set(next);
    const added = next.filter((v) => !before.has(v));
    const removed = prev.filter((v) => !after.has(v));
    const label = (v: string) => this.port.derived.optionOf(v)?.label ?? v;
    let text: string;
    if (added.length + removed.length !== 1) text = format(messages.selectedCount, { count: next.length });
    else if (added.length === 1) text = format(messages.selected, { label: label(added[0] as string) });
    else text = format(messages.unselected, { label: label(removed[0] as string) });
    const note = this.selectionNote?.(added.length > 0 ? added : removed, next);
    this.say(note ? `${text}. ${note}` : text);
  }

  /** What the list shows now, as {@link announceList} compares it. */
  private current(): { rows: RowList; kind: string | null; offered: boolean } {
    const { derived } = this.port;
    // Widened so message kinds added later (remote phases) need no change here.
    const kind: string | null = derived.message();
    return { rows: derived.rows(), kind, offered: derived.createOffered() };
  }

  /** Announces what the list shows now, unless that was announced already. */
  private announceList(): void {
    const { state, derived } = this.port;
    if (!state.open) return;
    const { rows, kind, offered } = this.current();
    // A remote query not answered yet (debounce) has nothing to say.
    if (kind === null && derived.awaitingAnswer()) return;
    const last = this.announced;
    if (last?.rows === rows && last.kind === kind && last.offered === offered) return;
    if (kind === 'loading' && last?.kind === 'loading') return;
    this.announced = { rows, kind, offered };
    const { messages } = state;
    if (kind === 'loading') {
      // The outcome that follows "Loading" is news, typed or not.
      this.countsWanted = true;
      this.say(messages.loading);
    } else if (kind === 'error') this.say(errorWithRetryHint(messages));
    else if (kind === 'typeToSearch') this.say(messages.typeToSearch);
    else if (kind === 'hint') {
      const needed = derived.options.minSearchLength - state.query.trim().length;
      this.say(format(messages.searchHint, { count: needed }));
    } else if (this.countsWanted) this.say(this.countText(rows.optionCount, offered));
  }

  /** "3 results available", "No results found", with the create offer after it. */
  private countText(count: number, offered: boolean): string {
    const { messages, query } = this.port.state;
    const create = format(messages.create, { label: query.trim() });
    if (count === 0) return offered ? create : messages.noResults;
    const text = count === 1 ? messages.resultCountOne : format(messages.resultCount, { count });
    return offered ? `${text}. ${create}` : text;
  }

  /**
   * Replaces the region's text. A no-break space alternates at the end so a
   * repeated message is still a change that screen readers announce.
   */
  say(full: string): void {
    const text = capped(full);
    this.toggle = !this.toggle;
    this.element.textContent = this.toggle ? text : `${text}\u00a0`;
    this.notify?.(text);
  }
}
