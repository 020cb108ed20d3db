/**
 * What every sheet of one window shares: the scroll lock on `<html>` and the
 * history entry the back gesture takes. One owner per window, not per sheet:
 * sheets open from one another (a `change` handler opening the next field)
 * and open and close faster than the history steps (a back is a task or more
 * away), so per-sheet bookkeeping unlocked the page under an open sheet,
 * locked it for good, piled up entries, let one sheet's step back close the
 * next, and stepped back past the page's own entry. The owner of an element
 * is its own window (an element adopted into an iframe locks that frame's
 * page and uses that frame's history).
 */

/** The marker of the history entry the sheets add while any is open. */
const HISTORY_KEY = 'widgetSelectSheet';

/** The longhands the lock sets (the `overflow` shorthand), each put back as it was. */
const LONGHANDS = ['overflow-x', 'overflow-y'] as const;

/** A sheet as the owner sees it. */
export interface HeldSheet {
  /**
   * The back gesture left the history entry while this sheet was on top:
   * close it, or go back a step inside it (it then gets an entry again).
   */
  dismiss(): void;
}

interface NavigationEntry {
  readonly key: string;
  readonly index: number;
}

/** The part of the Navigation API the owner reads, where the engine has it. */
interface NavigationLike extends EventTarget {
  readonly currentEntry: NavigationEntry | null;
  entries(): NavigationEntry[];
}

interface CurrentEntryChange extends Event {
  readonly navigationType: string | null;
  readonly from: NavigationEntry;
}

/** The entry pushed for the open sheets: the state object the history handed back, its navigation key. */
interface Entry {
  readonly token: string;
  readonly state: unknown;
  readonly key: string | undefined;
}

const holds = new WeakMap<Window, PageHold>();

/** The owner for the window an element lives in (its document's, so an iframe's for an adopted element). */
export function pageHoldOf(element: Element): PageHold | null {
  const win = element.ownerDocument.defaultView;
  if (!win) return null;
  let hold = holds.get(win);
  if (!hold) {
    hold = new PageHold(win);
    holds.set(win, hold);
  }
  return hold;
}

export class PageHold {
  /** The open sheets, the last opened on top. */
  private readonly open: HeldSheet[] = [];
  /** `<html>` and its inline overflow longhands (value, priority) from before the first sheet. */
  private saved: { root: HTMLElement; longhands: [string, string][] } | null = null;
  private entry: Entry | null = null;
  /** The entry taken back at the end of the task that closed the last sheet. */
  private dropTimer: ReturnType<typeof setTimeout> | undefined;
  /** The state a `history.back()` of ours left, while on its way: no push, and its popstate closes nothing. */
  private stepping: { state: unknown } | null = null;
  /** Keys of our entries the page's own entries now cover: stepped over when reached. */
  private readonly buried = new Set<string>();
  private readonly navigation: NavigationLike | undefined;

  constructor(private readonly win: Window) {
    this.navigation = (win as Window & { navigation?: NavigationLike }).navigation;
    win.addEventListener('popstate', () => this.popped());
    this.navigation?.addEventListener('currententrychange', (event) =>
      this.stepOverBuried(event as CurrentEntryChange),
    );
  }

  /** A sheet opened: the page locks with the first, and the open sheets have one entry. */
  enter(sheet: HeldSheet): void {
    if (this.open.includes(sheet)) return;
    if (this.open.length === 0) this.lock();
    this.open.push(sheet);
    // A sheet opening in the task the last one closed in keeps its entry.
    clearTimeout(this.dropTimer);
    this.dropTimer = undefined;
    this.pushEntry();
  }

  /** A sheet closed: with the last one the page scrolls again and the entry goes. */
  leave(sheet: HeldSheet): void {
    const at = this.open.indexOf(sheet);
    if (at < 0) return;
    this.open.splice(at, 1);
    if (this.open.length > 0) return;
    this.unlock();
    // Not at once: a `change` handler of the same task may open the next
    // sheet (which keeps the entry) or push an entry of the app's (which the
    // step back would undo in Chromium and which cancels it in Firefox).
    if (this.entry && this.dropTimer === undefined)
      this.dropTimer = setTimeout(() => {
        this.dropTimer = undefined;
        if (this.open.length === 0) this.dropEntry();
      });
  }

  private lock(): void {
    const root = this.win.document.documentElement;
    const { style } = root;
    this.saved = {
      root,
      longhands: LONGHANDS.map((name) => [style.getPropertyValue(name), style.getPropertyPriority(name)]),
    };
    style.setProperty('overflow', 'hidden');
  }

  /** Puts back each longhand still as the lock left it; one the page changed meanwhile is the page's. */
  private unlock(): void {
    const saved = this.saved;
    if (!saved) return;
    this.saved = null;
    const { style } = saved.root;
    LONGHANDS.forEach((name, i) => {
      const [value, priority] = saved.longhands[i] as [string, string];
      if (style.getPropertyValue(name) !== 'hidden' || style.getPropertyPriority(name)) return;
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    });
  }

  /** One entry for all open sheets, pushed once no step back of ours is on its way. */
  private pushEntry(): void {
    const { history } = this.win;
    // A page's push or replace since our step back (Firefox then drops the step): it will not land.
    if (this.stepping && history.state !== this.stepping.state) this.stepping = null;
    if (this.entry || this.stepping) return;
    const token = Math.random().toString(36).slice(2);
    const base: unknown = history.state;
    // The page's own state rides along, so a router reading it sees its page.
    const state =
      base === null || base === undefined
        ? { [HISTORY_KEY]: token }
        : Object.prototype.toString.call(base) === '[object Object]'
          ? { ...(base as object), [HISTORY_KEY]: token }
          : base;
    const before = this.navigation?.currentEntry?.key;
    const length = history.length;
    try {
      history.pushState(state, '');
    } catch {
      // A document that may not push (sandboxed, or over the engine's rate
      // limit): the sheet works without the back gesture.
      return;
    }
    // Where entries have no key (no Navigation API, or a document it leaves
    // out), the length tells; at the engine's cap it stays, read as a replace.
    const key = this.navigation?.currentEntry?.key;
    if (key !== undefined ? key === before : history.length === length) {
      // The push only replaced (an iframe's initial about:blank): there is
      // no entry of ours, and a step back would leave the parent's entry.
      history.replaceState(base, '');
      return;
    }
    this.entry = { token, state: history.state, key };
  }

  /**
   * Takes our entry back, only while it is the current one (the very state
   * object pushed, so not an entry the page pushed or replaced on top of it):
   * stepping back from anything else would leave an entry of the page's.
   */
  private dropEntry(): void {
    const entry = this.entry;
    if (!entry) return;
    this.entry = null;
    const { history } = this.win;
    try {
      if (history.state !== entry.state) this.bury(entry);
      else {
        history.back();
        this.stepping = entry;
      }
    } catch {
      // The document is gone (its iframe removed): no history left to tidy.
    }
  }

  private popped(): void {
    if (this.stepping) {
      // Our own step back landed: sheets opened meanwhile get their entry now.
      this.stepping = null;
      if (this.open.length > 0) this.pushEntry();
      return;
    }
    const entry = this.entry;
    if (!entry || this.isCurrent(entry)) return;
    // The history moved off our entry (the back gesture, or a hash change or
    // go() of the page's): the top sheet closes, the others keep the page
    // locked and get an entry of their own.
    this.entry = null;
    this.bury(entry);
    this.open[this.open.length - 1]?.dismiss();
    if (this.open.length > 0) this.pushEntry();
  }

  private isCurrent(entry: Entry): boolean {
    if (entry.key !== undefined) return this.navigation?.currentEntry?.key === entry.key;
    return (this.win.history.state as Record<string, unknown> | null)?.[HISTORY_KEY] === entry.token;
  }

  /** Remembers an entry of ours left in the history, where the engine can name entries. */
  private bury(entry: Entry): void {
    const { navigation } = this;
    if (entry.key === undefined || !navigation) return;
    const listed = new Set(navigation.entries().map((item) => item.key));
    for (const key of this.buried) if (!listed.has(key)) this.buried.delete(key);
    if (listed.has(entry.key)) this.buried.add(entry.key);
  }

  /**
   * Reaching a left-over entry of ours by back or forward goes on one more
   * step the same way, so the page's back and forward never stop on it.
   */
  private stepOverBuried(event: CurrentEntryChange): void {
    const here = this.navigation?.currentEntry;
    if (event.navigationType !== 'traverse' || !here || !this.buried.has(here.key)) return;
    if (event.from.index > here.index) this.win.history.back();
    else this.win.history.forward();
  }
}
