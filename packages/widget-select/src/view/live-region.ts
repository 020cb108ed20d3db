/**
 * A polite live region that tells screen-reader users what sighted users see change: what a pick selected
 * or removed, and the progress of a select-all over a remote source's pages. The open list adds what the
 * list shows (result counts, a create offer, loading and load errors: open-list/list-announcer.ts), and
 * features their own news through {@link LiveRegion.say} (a tag moved, a tree node loading). Texts come
 * from the widget's language table.
 *
 * Where the engine has `ariaNotify()` the texts go through it, on the widget's root, which reaches a reader
 * from a shadow root or the top layer too; the region is then hidden and only mirrors them, so nothing is
 * said twice.
 *
 * It has no `role="status"`: an empty status landmark is read as a stray "statusbar" when a screen reader
 * reads the page. It goes in at the widget's first use ({@link LiveRegion.attach}), before anything is
 * said: a region added with its first message is often not read, so what is said before a frame has
 * rendered it waits for that frame.
 */

import { type State, valueChanges } from '../core/domain/state';
import { capped } from '../core/domain/text-limit';
import type { Cause } from '../core/machine/actions';
import type { WidgetPort } from '../core/machine/port';
import { format } from '../i18n';
import { cls } from './classes';
import { el } from './dom';
import { maximumText } from './maximum';

export class LiveRegion<M> {
  private element: HTMLElement | null = null;
  private toggle = false;
  /** Whether a frame has rendered the region (empty); until then the last text said waits in `said`. */
  private rendered = false;
  private said = '';
  /**
   * More to say about a selection change (`changed`: the values added, else those removed; `next`: the new
   * value), or null: the tree feature's partly checked parent.
   */
  selectionNote: ((changed: readonly string[], next: readonly string[]) => string | null) | null = null;

  /** The engine's ariaNotify, bound to the widget's root, where it has one. */
  private readonly notify: ((text: string) => void) | null;

  constructor(
    private readonly port: WidgetPort<M>,
    private readonly root: HTMLElement,
    private readonly signal: AbortSignal,
  ) {
    const notify = (root as { ariaNotify?: (text: string) => void }).ariaNotify;
    this.notify = typeof notify === 'function' ? notify.bind(root) : null;
  }

  /** Puts the region in the page, once. */
  attach(): void {
    if (this.element) return;
    // With ariaNotify the region only mirrors the last announcement (tests
    // read it) and is hidden, so nothing is announced twice.
    const attrs: Record<string, string> = this.notify
      ? { 'aria-hidden': 'true' }
      : { 'aria-live': 'polite', 'aria-atomic': 'true' };
    this.element = el('div', cls.live, attrs);
    this.root.append(this.element);
    // A reader announces changes of a region it already has: a text put in before the page had rendered
    // it is often not read. The next frame's callbacks run after that render.
    if (this.notify) this.rendered = true;
    else requestAnimationFrame(() => requestAnimationFrame(() => this.firstRendered()));
  }

  /** Follows each commit (the view subscribes it). */
  onCommit(next: State, prev: State, cause: Cause): void {
    // The last state changes of a destroy (a load ending) announce nothing.
    if (this.signal.aborted) return;
    if (next.value !== prev.value && cause.startsWith('user:') && cause !== 'user:reorder')
      this.announceSelection(next.value, prev.value);
    // Select all matching loads a remote source's remaining pages: how far it got.
    const progress = next.remoteProgress;
    if (progress !== null && progress !== prev.remoteProgress)
      this.say(format(next.messages.loadingMatches, { count: progress }));
  }

  private announceSelection(next: readonly string[], prev: readonly string[]): void {
    const { messages } = this.port.state;
    const { added, removed } = valueChanges(prev, next);
    const label = (v: string) => this.port.derived.optionOf(v)?.label ?? v;
    let text: string;
    if (added.length + removed.length !== 1) text = format(messages.selectedCount, { count: next.length });
    else if (added.length === 1) text = format(messages.selected, { label: label(added[0] as string) });
    else text = format(messages.unselected, { label: label(removed[0] as string) });
    const note = this.selectionNote?.(added.length > 0 ? added : removed, next);
    // A pick that reached maxSelections says the limit too, as the open list's row shows it.
    const limit = added.length > 0 ? maximumText(this.port) : null;
    this.say([text, note, limit].filter((part) => part).join('. '));
  }

  /**
   * Replaces the region's text. A no-break space alternates at the end so a repeated message is still a
   * change that screen readers announce.
   */
  say(full: string): void {
    if (this.signal.aborted) return;
    this.said = capped(full);
    this.attach();
    if (this.rendered) this.write();
    this.notify?.(this.said);
  }

  private firstRendered(): void {
    this.rendered = true;
    if (this.said && !this.signal.aborted) this.write();
  }

  private write(): void {
    this.toggle = !this.toggle;
    (this.element as HTMLElement).textContent = this.toggle ? this.said : `${this.said}\u00a0`;
  }
}
