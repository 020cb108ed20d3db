/**
 * The message row of `maxSelections` (`.widget-select__message--maximum`):
 * at the top of the list while the selection is at its limit, the rows
 * still listed below it. Outside the listbox, as the other message rows
 * are (a listbox holds options only), and in the DOM only while shown.
 */
import type { WidgetPort } from '../core/machine/port';
import type { Listener } from '../core/machine/store';
import type { SelectOptions } from '../types';
import { partClass } from '../view/classes';
import { el } from '../view/dom';
import { maximumText } from '../view/maximum';
import { listCls } from './classes';

/** The parts of the view the announcement needs. */
interface AnnounceHost<M> {
  readonly port: WidgetPort<M>;
  readonly signal: AbortSignal;
  readonly live: { say(text: string): void };
  onCommit(listener: Listener): () => void;
}

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

/**
 * A list that opens at the limit says it, as a list that opens on a hint
 * says the hint; the pick that reaches it says it after the selection
 * (view/live-region.ts).
 */
export function bindMaximumAnnouncer<M>(view: AnnounceHost<M>): void {
  const { port, live, signal } = view;
  view.onCommit((next, prev) => {
    if (signal.aborted || !next.open || prev.open) return;
    const text = maximumText(port, next);
    if (text !== null) live.say(text);
  });
}
