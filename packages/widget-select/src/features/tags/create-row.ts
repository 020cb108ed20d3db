/**
 * The "create «text»" row of tags mode. It is an option of the listbox (so
 * aria-activedescendant can point at it) placed before the option rows; it
 * shows the pending state of an async createOption and the reason of a refusal.
 */
import type { CreateRowPort } from '../../core/machine/host';
import { format } from '../../i18n';
import { cls } from '../../view/classes';
import { attr, el } from '../../view/dom';

export class CreateRowView<M> {
  readonly element: HTMLElement;

  constructor(
    private readonly port: CreateRowPort<M>,
    id: string,
  ) {
    this.element = el('div', `${cls.message} ${cls.messageCreate}`, {
      id,
      role: 'option',
    });
  }

  /** Updates the row; returns whether it is shown. */
  render(): boolean {
    const { port, element } = this;
    const { create, createMessage, query, highlighted, messages } = port.state;
    const shown = create !== 'idle' || port.derived.createOffered();
    if (!shown) return false;
    const label = query.trim();
    element.textContent = create === 'error' ? createMessage : format(messages.create, { label });
    element.classList.toggle(cls.messageError, create === 'error');
    element.classList.toggle(cls.optionHighlighted, highlighted.kind === 'create');
    attr(element, 'aria-selected', port.derived.options.multiple ? 'false' : null);
    attr(element, 'aria-busy', create === 'pending' ? 'true' : null);
    attr(element, 'aria-disabled', create === 'pending' ? 'true' : null);
    return true;
  }
}
