/**
 * A polite live region that tells screen-reader users what sighted users
 * see change: how many results the list holds (after opening, typing or
 * new remote data) and what a pick selected or removed. Texts come from the
 * widget's language table.
 */
import type { Cause } from '../core/actions';
import type { Model } from '../core/model';
import type { RowList } from '../core/rows';
import type { State } from '../core/state';
import { format } from '../i18n';
import { cls } from './classes';
import { el } from './dom';

/** Result counts wait for typing to pause, so a query is announced once. */
export const COUNT_DELAY = 400;

export class LiveRegion<M> {
  readonly element: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** What was last announced, so re-renders that change nothing stay quiet. */
  private announced: { rows: RowList; kind: string | null } | null = null;
  private toggle = false;

  constructor(
    private readonly model: Model<M>,
    root: HTMLElement,
    signal: AbortSignal,
  ) {
    this.element = el('div', cls.live, { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    root.append(this.element);
    model.store.subscribe((next, prev, cause) => this.onState(next, prev, cause));
    signal.addEventListener('abort', () => clearTimeout(this.timer));
  }

  private onState(next: State, prev: State, cause: Cause): void {
    if (next.value !== prev.value && cause.startsWith('user:') && cause !== 'user:reorder') {
      this.announceSelection(next.value, prev.value);
    }
    if (!next.open) {
      clearTimeout(this.timer);
      this.announced = null;
      return;
    }
    // Moving the highlight changes no count; the query reset that follows a
    // pick is not news (the selection is). Anything else may change the list.
    if (cause === 'user:navigate' || cause === 'user:pick') return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.announceCount(), COUNT_DELAY);
  }

  private announceSelection(next: readonly string[], prev: readonly string[]): void {
    const { messages } = this.model;
    // Sets: a select-all of 100,000 values must not compare every pair.
    const before = new Set(prev);
    const after = new Set(next);
    const added = next.filter((v) => !before.has(v));
    const removed = prev.filter((v) => !after.has(v));
    const label = (v: string) => this.model.optionOf(v)?.label ?? v;
    if (added.length + removed.length !== 1) {
      this.say(format(messages.selectedCount, { count: next.length }));
    } else if (added.length === 1) {
      this.say(format(messages.selected, { label: label(added[0] as string) }));
    } else {
      this.say(format(messages.unselected, { label: label(removed[0] as string) }));
    }
  }

  /** Announces what the list shows now, unless that was announced already. */
  private announceCount(): void {
    const { model } = this;
    if (!model.state.open) return;
    // Widened so message kinds added later (remote phases) need no change here.
    const kind: string | null = model.message();
    const { messages } = model;
    if (kind === 'loading') return;
    const rows = model.rows();
    if (this.announced?.rows === rows && this.announced.kind === kind) return;
    this.announced = { rows, kind };
    if (kind === 'error') this.say(messages.error);
    else if (kind === 'hint') {
      const needed = model.options.minSearchLength - model.state.query.trim().length;
      this.say(format(messages.searchHint, { count: needed }));
    } else if (rows.optionCount === 0) this.say(messages.noResults);
    else if (rows.optionCount === 1) this.say(messages.resultCountOne);
    else this.say(format(messages.resultCount, { count: rows.optionCount }));
  }

  /**
   * Replaces the region's text. A no-break space alternates at the end so a
   * repeated message is still a change that screen readers announce.
   */
  private say(text: string): void {
    this.toggle = !this.toggle;
    this.element.textContent = this.toggle ? text : `${text}\u00a0`;
  }
}
