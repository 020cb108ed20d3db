/**
 * The phone sheet's Back button: in the sheet's header while a column
 * deeper than the first shows, named after the column it returns to (the
 * parent's column: the field's label for the first), so it needs no text
 * of its own in any language.
 */
import { listCls } from '../../open-list/classes';
import { button, el } from '../../view/dom';
import type { FeatureView } from '../../view/feature-view';
import { columnLabel } from './announce';
import type { ColumnsView } from './columns-view';
import { openPath } from './path';

export class BackButton {
  private readonly button = button('widget-select__back', { type: 'button' });
  private readonly label = el('span');

  constructor(
    private readonly view: FeatureView<unknown>,
    private readonly columns: ColumnsView<unknown>,
    private readonly dropdown: HTMLElement,
    back: () => void,
  ) {
    this.button.append(el('span', 'widget-select__back-arrow', { 'aria-hidden': 'true' }), this.label);
    this.button.addEventListener('click', () => {
      back();
      view.focusTyping();
    });
  }

  render(): void {
    const header = this.dropdown.querySelector(`:scope > .${listCls.sheetHeader}`);
    const { port } = this.view;
    const path = openPath(port.derived.dataset, port.state.expanded);
    if (!header || !this.columns.single || this.columns.searching || path.length === 0) {
      this.button.remove();
      return;
    }
    if (this.button.parentNode !== header) header.prepend(this.button);
    this.label.textContent = columnLabel(this.view, path[path.length - 2] ?? -1);
  }
}
