/**
 * widget-select-vue: the Vue 3 wrapper of widget-select.
 *
 * @example
 * import { WidgetSelect } from 'widget-select-vue';
 * import 'widget-select/style.css';
 *
 * <WidgetSelect v-model="value" :options="{ data: fruits, multiple: true }" @select="onSelect" />
 */

export type { Option, OptionGroup, SelectOptions, SelectValue, SelectWidget } from 'widget-select';
export { WidgetSelect, type WidgetSelectComponent } from './component';
export type {
  WidgetSelectEmits,
  WidgetSelectExposed,
  WidgetSelectListeners,
  WidgetSelectModelListeners,
  WidgetSelectProps,
} from './types';
