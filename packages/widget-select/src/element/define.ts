import { WidgetSelectElement } from './widget-select-element';

/** Defines `<widget-select>` unless an element of that name is defined already. */
export function defineWidgetSelect(): typeof WidgetSelectElement {
  if (typeof customElements !== 'undefined' && !customElements.get('widget-select'))
    customElements.define('widget-select', WidgetSelectElement);
  return WidgetSelectElement;
}
