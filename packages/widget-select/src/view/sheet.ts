/**
 * The mobile presentation: the open list as a sheet at the bottom of the
 * screen, a modal dialog named by the field's label, above a backdrop, over
 * the on-screen keyboard (it follows the visual viewport), with the page
 * behind it locked and a history entry so the back gesture closes it. Where
 * the Popover API exists, the sheet and its backdrop stay in the widget and
 * show in the top layer, so a modal `<dialog>` around the field neither
 * covers them nor makes them inert.
 * Multiple mode adds a Done button. The widget's dismissal (Escape, a tap
 * outside, i.e. on the backdrop) and its focus return apply as for the
 * dropdown.
 */
import type { WidgetPort } from '../core/port';
import type { SelectOptions } from '../types';
import { cls } from './classes';
import { attr, el } from './dom';
import { leaveTopLayer, showInTopLayer, supportsTopLayer } from './position';

/** Where `presentation: 'auto'` chooses the sheet: a touch screen narrower than a tablet. */
const PHONE = '(pointer: coarse) and (max-width: 639.98px)';

/** Whether the list opens as a sheet, for the `presentation` option. */
export function sheetWanted(presentation: SelectOptions['presentation']): boolean {
  if (presentation === 'sheet') return true;
  if (presentation === 'dropdown' || typeof matchMedia !== 'function') return false;
  return matchMedia(PHONE).matches;
}

/** The marker of the history entry a sheet adds while open. */
const HISTORY_KEY = 'widgetSelectSheet';

export class Sheet<M> {
  private readonly backdrop = el('div', cls.backdrop, { 'aria-hidden': 'true' });
  private readonly done: HTMLButtonElement;
  private closeFollow: AbortController | null = null;
  private lockedOverflow: string | null = null;
  private entry: string | null = null;
  active = false;

  constructor(
    private readonly port: WidgetPort<M>,
    private readonly dropdown: HTMLElement,
    private readonly control: HTMLElement,
    private readonly root: HTMLElement,
  ) {
    this.done = el('button', cls.done, { type: 'button' }) as HTMLButtonElement;
    const close = () => port.send({ type: 'close', cause: 'user:close' });
    this.done.addEventListener('click', close);
    // In the widget's root a press on it is not "outside" (dismiss.ts): it closes here.
    this.backdrop.addEventListener('pointerdown', close);
  }

  /** Shows the sheet: called where the dropdown would be attached, before rows render. */
  open(labelledBy: string | null, label: string | null): void {
    const { dropdown, port } = this;
    this.active = true;
    dropdown.classList.add(cls.dropdownSheet);
    attr(dropdown, 'role', 'dialog');
    attr(dropdown, 'aria-modal', 'true');
    attr(dropdown, 'aria-labelledby', labelledBy);
    attr(dropdown, 'aria-label', labelledBy ? null : label);
    const { backdrop } = this;
    if (supportsTopLayer(dropdown)) {
      // In the widget (so not inert inside a modal <dialog>), above everything.
      this.root.append(backdrop, dropdown);
      showInTopLayer(backdrop);
      showInTopLayer(dropdown);
    } else {
      const root = this.control.getRootNode();
      (root instanceof ShadowRoot ? root : document.body).append(backdrop, dropdown);
    }
    if (port.derived.options.multiple) {
      this.done.textContent = port.state.messages.done;
      dropdown.append(this.done);
    }
    this.lockScroll();
    this.addHistoryEntry();
    this.followViewport();
  }

  /** Hides it: the page scrolls again, and the history entry it added goes. */
  close(): void {
    if (!this.active) return;
    this.active = false;
    const { dropdown } = this;
    dropdown.classList.remove(cls.dropdownSheet);
    for (const name of ['role', 'aria-modal', 'aria-labelledby', 'aria-label'])
      dropdown.removeAttribute(name);
    dropdown.style.removeProperty('bottom');
    dropdown.style.removeProperty('--ws-sheet-room');
    this.done.remove();
    leaveTopLayer(dropdown);
    leaveTopLayer(this.backdrop);
    this.backdrop.remove();
    this.closeFollow?.abort();
    this.closeFollow = null;
    this.unlockScroll();
    this.removeHistoryEntry();
  }

  private lockScroll(): void {
    const { style } = document.documentElement;
    this.lockedOverflow = style.overflow;
    style.overflow = 'hidden';
  }

  private unlockScroll(): void {
    if (this.lockedOverflow === null) return;
    document.documentElement.style.overflow = this.lockedOverflow;
    this.lockedOverflow = null;
  }

  /** The back gesture (or button) closes the sheet instead of leaving the page. */
  private addHistoryEntry(): void {
    const entry = Math.random().toString(36).slice(2);
    this.entry = entry;
    history.pushState({ ...(history.state as object), [HISTORY_KEY]: entry }, '');
    const follow = this.closeFollow ?? new AbortController();
    this.closeFollow = follow;
    window.addEventListener(
      'popstate',
      () => {
        // Our entry was left: it is gone already, nothing to take back.
        this.entry = null;
        this.port.send({ type: 'close', cause: 'user:close' });
      },
      { signal: follow.signal, once: true },
    );
  }

  private removeHistoryEntry(): void {
    const current = (history.state as Record<string, unknown> | null)?.[HISTORY_KEY];
    if (this.entry !== null && current === this.entry) history.back();
    this.entry = null;
  }

  /** Above the on-screen keyboard: the sheet's bottom follows the visual viewport's. */
  private followViewport(): void {
    const viewport = window.visualViewport;
    const follow = this.closeFollow ?? new AbortController();
    this.closeFollow = follow;
    if (!viewport) return;
    const place = () => {
      const covered = Math.max(0, window.innerHeight - (viewport.height + viewport.offsetTop));
      this.dropdown.style.bottom = `${covered}px`;
      this.dropdown.style.setProperty('--ws-sheet-room', `${viewport.height}px`);
    };
    place();
    viewport.addEventListener('resize', place, { signal: follow.signal });
    viewport.addEventListener('scroll', place, { signal: follow.signal });
  }
}
