/**
 * widget-select-react: the React (18 and 19) wrapper of widget-select.
 * @example
 * import { WidgetSelect } from 'widget-select-react';
 * <WidgetSelect data={fruits} value={value} onChange={setValue} placeholder="Pick a fruit" />
 */
export type { Option, OptionGroup, SelectOptions, SelectValue, SelectWidget } from 'widget-select';
export { WidgetSelect } from './component';
export type {
  ValueOf,
  WidgetSelectComponent,
  WidgetSelectEventProps,
  WidgetSelectHandle,
  WidgetSelectProps,
  WidgetSelectTypedProps,
} from './types';
export { useWidgetSelect } from './use-widget-select';
