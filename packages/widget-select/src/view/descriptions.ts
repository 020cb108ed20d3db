/**
 * Descriptions and errors for assistive technology: the mount element's (or its owner's, see `mountOwners`)
 * `aria-describedby` / `aria-errormessage` are carried, live, to the focusable combobox (and the search
 * input), and a reported validation message is shown as visible text under the control
 * (`.widget-select__error`; a message of more than a few hundred characters shows its start, see
 * clip-text.ts), referenced by the same `aria-describedby` until the widget is valid again (made with the
 * first message, and kept). The same parts carry the validity (`aria-invalid`, and the combobox's
 * `--invalid` class). The reported message and the validity are state (`reportedError`, `validity`),
 * rendered with each commit. The mount keeps its own attributes, so destroy has nothing to undo.
 */
import type { State } from '../core/domain/state';
import { cls } from './classes';
import { clipText, SHOWN_MESSAGE } from './clip-text';
import { attr, el } from './dom';
import { mountOwners } from './mount';
import { onAbort } from './weak-listeners';

const CARRIED = ['aria-describedby', 'aria-errormessage'] as const;

export class Descriptions {
  /** The visible validation message once one was reported; empty and hidden while there is none. */
  private error: HTMLElement | null = null;
  private readonly targets: HTMLElement[] = [];
  private control: HTMLElement | null = null;
  /** Where the ids are read: the mount, or the element that owns it. */
  private readonly mount: HTMLElement;

  constructor(
    mount: HTMLElement,
    private readonly errorId: string,
    signal: AbortSignal,
  ) {
    this.mount = mountOwners.get(mount) ?? mount;
    // Form libraries set and change these on the mount while the widget lives.
    if (typeof MutationObserver !== 'undefined') {
      const observer = new MutationObserver(() => this.render());
      observer.observe(this.mount, { attributes: true, attributeFilter: [...CARRIED] });
      onAbort(signal, () => observer.disconnect());
    }
  }

  /** Follows each commit (the view subscribes it): validate(), reportValidity() and a blocked submit report. */
  onCommit(next: State, prev: State): void {
    if (next.reportedError !== prev.reportedError) this.showError(next.reportedError);
    if (next.validity !== prev.validity) this.markValidity(next.validity);
  }

  /**
   * A part that gets the ids and the validity: first the combobox (which shows the `--invalid` class),
   * then, once the open list is built, the search input, the combobox while it holds focus.
   */
  describe(part: HTMLElement, validity: State['validity']): void {
    this.control ??= part;
    this.targets.push(part);
    this.render();
    this.markValidity(validity);
  }

  private showError(message: string): void {
    const text = message == null ? '' : String(message);
    if (!this.error) {
      if (text === '') return;
      this.error = el('div', cls.error, { id: this.errorId });
      this.control?.after(this.error);
    }
    // The message itself stays whole (validationMessage, the invalid event); a page of text would freeze the layout.
    this.error.textContent = clipText(text, SHOWN_MESSAGE);
    this.error.hidden = text === '';
    this.render();
  }

  private markValidity(validity: State['validity']): void {
    const invalid = validity === 'invalid';
    this.control?.classList.toggle(cls.controlInvalid, invalid);
    for (const target of this.targets) attr(target, 'aria-invalid', invalid ? 'true' : null);
  }

  /** `aria-describedby` of each part: the mount's ids, then the error's while shown; its own `aria-errormessage`. */
  private render(): void {
    const ids = (this.mount.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (this.error && !this.error.hidden) ids.push(this.errorId);
    const describedBy = ids.length > 0 ? ids.join(' ') : null;
    const errorMessage = this.mount.getAttribute('aria-errormessage') || null;
    for (const target of this.targets) {
      attr(target, 'aria-describedby', describedBy);
      attr(target, 'aria-errormessage', errorMessage);
    }
  }
}
