/**
 * widget-select: a framework-free select / multi-select / tags / tree select.
 *
 * @example
 * import SelectWidget from 'widget-select';
 * import 'widget-select/style.css';
 * const select = new SelectWidget('#country', { placeholder: 'Pick a country' });
 * select.on('change', (value) => console.log(value));
 */
import { setLocaleLoader } from './i18n';
import { importLocale } from './i18n/import-locale';
import { SelectWidget } from './select-widget';

// `language: 'fr'` imports `widget-select/locales/fr` on first use.
setLocaleLoader(importLocale);

export default SelectWidget;
export type { Cause } from './core/actions';
export { SelectWidgetError, type SelectWidgetErrorCode } from './errors';
export { BUNDLED_LOCALES, format, registerLocale } from './i18n';
export * from './plugins';
export type {
  AjaxConfig,
  DataItem,
  Messages,
  Option,
  OptionGroup,
  PluginApi,
  PluginState,
  RemotePage,
  SearchField,
  SelectEventHandler,
  SelectEventName,
  SelectEvents,
  SelectOptions,
  SelectPlugin,
  SelectValue,
  SetSearchQueryOptions,
  SetValueOptions,
  StateChange,
  TemplateResult,
  UserActions,
} from './types';
export { SelectWidget };
