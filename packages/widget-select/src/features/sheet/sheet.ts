/**
 * The mobile presentation: the open list as a sheet at the bottom of the
 * screen, a modal dialog named by the field's label, above a backdrop, over
 * the on-screen keyboard (it follows the visual viewport), with the page
 * behind it locked and a history entry so the back gesture closes it (both
 * shared by every sheet of the window, page-hold.ts). Its
 * header shows the label and, in multiple mode, the selected count and a
 * Done button; Tab stays inside it. Where the Popover API exists, the sheet
 * and its backdrop stay in the widget and show in the top layer, so a modal
 * `<dialog>` around the field neither covers them nor makes them inert. The widget's dismissal (Escape, a tap
 * outside, i.e. on the backdrop) and its focus return apply as for the
 * dropdown. Part of `widget-select/sheet` (features/sheet.ts); the view
 * reaches it through the feature registry.
 */
import { format } from '../../i18n';
import { listCls } from '../../open-list/classes';
import { activeElementOf, attr, button, el } from '../../view/dom';
import { labelledByText } from '../../view/label-lookup';
import { leaveTopLayer, showInTopLayer, supportsTopLayer } from '../../open-list/top-layer';
import type { SheetPart, SheetPort } from '../types';
import { type HeldSheet, type PageHold, pageHoldOf } from './page-hold';
import { sheetWanted } from './wanted';

/** The smallest touch target in the sheet, CSS px (rows, buttons, the search field). */
const SHEET_TARGET = 44;

/** What Tab can reach inside the sheet. */
const TABBABLE = 'button, input, [tabindex]:not([tabindex="-1"])';

export class Sheet implements SheetPart {
  private readonly backdrop = el('div', listCls.backdrop, { 'aria-hidden': 'true' });
  private readonly header = el('div', listCls.sheetHeader);
  private readonly title = el('div', listCls.sheetTitle);
  private readonly count = el('span', listCls.sheetCount);
  private readonly done: HTMLButtonElement;
  private closeFollow: AbortController | null = null;
  /** The window's owner of the scroll lock and history entry, while open. */
  private hold: PageHold | null = null;
  private readonly held: HeldSheet;
  active = false;
  readonly minRowHeight = SHEET_TARGET;
  readonly wanted = sheetWanted;

  constructor(
    private readonly port: SheetPort,
    private readonly dropdown: HTMLElement,
    private readonly control: HTMLElement,
    private readonly root: HTMLElement,
    done: () => void,
  ) {
    const close = () => port.send({ type: 'close', cause: 'user:close' });
    // The back gesture does what the header's Back button does while it has
    // one (a cascader's deeper column goes back to its parent's), so the sheet
    // closes from its first column; the page hold then pushes its entry again.
    this.held = {
      dismiss: () => {
        const back = this.header.querySelector<HTMLElement>(':scope > .widget-select__back');
        if (back) back.click();
        else close();
      },
    };
    this.done = button(listCls.done);
    // Done is Apply (it closes at once without `commit: 'apply'`).
    this.done.addEventListener('click', done);
    // The backdrop closes on click, not on pointerdown as outside presses
    // do (dismiss.ts): gone at pointerdown, it would let the tap's click
    // through to the control beneath, which opens the list again. Focus
    // stays inside meanwhile, so it returns to the control.
    this.backdrop.addEventListener('mousedown', (event) => event.preventDefault());
    this.backdrop.addEventListener('click', close);
    this.header.append(this.title);
    dropdown.addEventListener('keydown', (event) => this.keepFocusInside(event), { capture: true });
    dropdown.addEventListener('keydown', (event) => {
      if (!this.active || event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    });
  }

  /** Shows the sheet: called where the dropdown would be attached, before rows render. */
  open(labelledBy: string | null, label: string | null): void {
    const { dropdown, port, header } = this;
    this.active = true;
    dropdown.classList.add(listCls.dropdownSheet);
    attr(dropdown, 'role', 'dialog');
    attr(dropdown, 'aria-modal', 'true');
    attr(dropdown, 'aria-labelledby', labelledBy);
    attr(dropdown, 'aria-label', labelledBy ? null : label);
    const root = this.control.getRootNode() as Document | ShadowRoot;
    const container = root instanceof ShadowRoot ? root : this.control.ownerDocument.body;
    this.title.textContent = labelledBy ? labelledByText(this.control, labelledBy) : (label ?? '');
    if (port.derived.options.multiple) {
      this.done.textContent = port.state.messages.done;
      header.append(this.count, this.done);
      this.update();
    } else {
      this.count.remove();
      this.done.remove();
    }
    dropdown.prepend(header);
    if (supportsTopLayer(dropdown)) {
      // In the widget (so not inert inside a modal <dialog>), above everything.
      this.root.append(this.backdrop, dropdown);
      showInTopLayer(this.backdrop);
      showInTopLayer(dropdown);
    } else container.append(this.backdrop, dropdown);
    // The page behind locks, and the back gesture closes the sheet instead of leaving the page.
    this.hold = pageHoldOf(this.control);
    this.hold?.enter(this.held);
    this.followViewport();
  }

  /** Renders what follows the state while open: the selected count (pending picks counted). */
  update(): void {
    if (!this.active || this.count.parentNode !== this.header) return;
    const { state } = this.port;
    const text = format(state.messages.selectedCount, { count: (state.pending ?? state.value).length });
    if (this.count.textContent !== text) this.count.textContent = text;
  }

  /** Tab and Shift+Tab cycle through the sheet's controls, as in a modal dialog. */
  private keepFocusInside(event: KeyboardEvent): void {
    if (!this.active || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const reachable = Array.from(this.dropdown.querySelectorAll<HTMLElement>(TABBABLE)).filter(
      (node) => !(node as HTMLButtonElement).disabled && node.getClientRects().length > 0,
    );
    if (reachable.length === 0) return;
    const at = reachable.indexOf(activeElementOf(this.dropdown) as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = at < 0 ? (event.shiftKey ? reachable.length - 1 : 0) : at + step;
    reachable[(next + reachable.length) % reachable.length]?.focus({ preventScroll: true });
  }

  /** Hides it: the page scrolls again, and the history entry it added goes. */
  close(): void {
    if (!this.active) return;
    this.active = false;
    const { dropdown } = this;
    dropdown.classList.remove(listCls.dropdownSheet);
    for (const name of ['role', 'aria-modal', 'aria-labelledby', 'aria-label'])
      dropdown.removeAttribute(name);
    dropdown.style.removeProperty('bottom');
    dropdown.style.removeProperty('--ws-sheet-room');
    this.header.remove();
    leaveTopLayer(dropdown);
    leaveTopLayer(this.backdrop);
    this.backdrop.remove();
    this.closeFollow?.abort();
    this.closeFollow = null;
    this.hold?.leave(this.held);
    this.hold = null;
  }

  /** Above the on-screen keyboard: the sheet's bottom follows the visual viewport's. */
  private followViewport(): void {
    const win = this.control.ownerDocument.defaultView;
    const viewport = win?.visualViewport;
    const follow = this.closeFollow ?? new AbortController();
    this.closeFollow = follow;
    if (!win || !viewport) return;
    const place = () => {
      const covered = Math.max(0, win.innerHeight - (viewport.height + viewport.offsetTop));
      this.dropdown.style.bottom = `${covered}px`;
      this.dropdown.style.setProperty('--ws-sheet-room', `${viewport.height}px`);
    };
    place();
    viewport.addEventListener('resize', place, { signal: follow.signal });
    viewport.addEventListener('scroll', place, { signal: follow.signal });
  }
}
