/**
 * The message row of `maxSelections` (`.widget-select__message--maximum`):
 * at the top of the list while the selection is at its limit, the rows
 * still listed below it. Outside the listbox, as the other message rows
 * are (a listbox holds options only), and in the DOM only while shown.
 */
import type { WidgetPort } from '../core/machine/port';
import type { SelectOptions } from '../types';
import { partClass } from '../view/classes';
import { el } from '../view/dom';
import { maximumText } from '../view/maximum';
import { format } from '../i18n';
import { listCls } from './classes';

type ClassOptions = Pick<SelectOptions, 'classNames'>;

/** A message row: outside the listbox (which holds options only), of no kind until {@link setMessageKind}. */
export function messageElement(options: ClassOptions, id: string): HTMLElement {
  return el('div', partClass('message', listCls.message, options), { role: 'presentation', id });
}

/** Gives a message row the class of its kind, beside the message class (and the options' own for it). */
export function setMessageKind(element: HTMLElement, options: ClassOptions, kindClass: string): void {
  element.className = partClass('message', listCls.message, options);
  element.classList.add(kindClass);
}

/** The hint of `minSearchLength`: how many more characters to type. The hint row shows it and the list says it. */
export function searchHintText<M>({ derived, state }: Pick<WidgetPort<M>, 'derived' | 'state'>): string {
  const needed = derived.options.minSearchLength - state.query.trim().length;
  return format(state.messages.searchHint, { count: needed });
}

export class MaximumRow<M> {
  readonly element: HTMLElement;

  constructor(
    private readonly port: WidgetPort<M>,
    id: string,
  ) {
    this.element = messageElement(port.derived.options, id);
  }

  /** Shows the row just above `list` while the limit is reached, else takes it out. */
  render(list: HTMLElement): void {
    const { element, port } = this;
    const text = maximumText(port);
    if (text === null) {
      element.remove();
      return;
    }
    setMessageKind(element, port.derived.options, listCls.messageMaximum);
    if (element.textContent !== text) element.textContent = text;
    if (element.nextSibling !== list) list.before(element);
  }
}
