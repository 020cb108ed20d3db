/**
 * The "create «text»" row of tags mode. It is an option of the listbox (so
 * aria-activedescendant can point at it) placed before the option rows; it
 * shows the pending state of an async createOption and the reason of a
 * refusal, and a click on it starts the creation.
 */
import type { CreateRowPort } from '../../core/machine/host';
import { format } from '../../i18n';
import { listCls } from '../../open-list/classes';
import { attr, el } from '../../view/dom';
import type { LeadingRows } from '../types';
import type { CreationOffer } from './creation-offer';

export class CreateRowView<M> {
  readonly element: HTMLElement;
  /**
   * Why each text was refused (by its creation key): typed again, the row
   * says so again instead of offering it as new. Enter still tries again.
   */
  private readonly refusals = new Map<string, string>();

  constructor(
    private readonly port: CreateRowPort<M>,
    id: string,
    private readonly creationKey: CreationOffer['creationKey'],
  ) {
    this.element = el('div', `${listCls.message} ${listCls.messageCreate}`, {
      id,
      role: 'option',
    });
    // The row leaves with the widget's DOM, and its listener with it.
    this.element.addEventListener('click', () => port.send({ type: 'createFromQuery' }));
  }

  /** Renders the row and places it before the option rows of `rows` while shown (out of them otherwise). */
  place(rows: LeadingRows): void {
    const shown = this.render();
    if (shown === rows.leading.length > 0) return;
    rows.leading = shown ? [this.element] : [];
    rows.render();
  }

  /**
   * The row's id while it is shown and highlighted: no option row stays
   * pinned, and the list scrolls to its top when the highlight just moved here.
   */
  reveal(rows: LeadingRows, list: HTMLElement, moved: boolean): string | null {
    if (this.port.state.highlighted.kind !== 'create' || rows.leading.length === 0) return null;
    rows.pinned = -1;
    if (moved) list.scrollTop = 0;
    return this.element.id;
  }

  /** Updates the row; returns whether it is shown. */
  private render(): boolean {
    const { port, element } = this;
    const { create, createMessage, query, highlighted, messages } = port.state;
    const shown = create !== 'idle' || port.derived.createOffered();
    if (!shown) return false;
    const label = query.trim();
    const key = this.creationKey(label);
    if (create === 'error') this.refusals.set(key, createMessage);
    // The refusal just told, or one this text had before; none while an answer is pending.
    const refusal = create === 'pending' ? undefined : this.refusals.get(key);
    element.textContent = refusal ?? format(messages.create, { label });
    element.classList.toggle(listCls.messageError, refusal !== undefined);
    // Busy to the eye too, as a loading row is: the pending answer of an async createOption.
    element.classList.toggle(listCls.messageLoading, create === 'pending');
    element.classList.toggle(listCls.optionHighlighted, highlighted.kind === 'create');
    attr(element, 'aria-selected', port.derived.options.multiple ? 'false' : null);
    attr(element, 'aria-busy', create === 'pending' ? 'true' : null);
    attr(element, 'aria-disabled', create === 'pending' ? 'true' : null);
    return true;
  }
}
