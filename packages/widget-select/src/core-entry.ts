/**
 * `widget-select/core`: the select without the optional features. Single and
 * multiple select, search, templates, virtual scrolling, keyboard, ARIA,
 * forms and validity, positioning, themes and English, mounted on plain
 * elements. Tree data, `ajax`, `allowCreate` and `sortable` need their
 * entries (`widget-select/tree`, `widget-select/remote`,
 * `widget-select/tags`), `resolveOptions` needs `widget-select/resolve`,
 * a native `<select>` target needs `widget-select/native`; the `plugins`
 * option needs `widget-select/plugins` (with the built-in plugins). The
 * phone sheet is `widget-select/sheet`: without it `presentation: 'auto'`
 * always shows the dropdown and `presentation: 'sheet'` throws.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tags';
 * import 'widget-select/style.css';
 * new SelectWidget('#tags', { multiple: true, allowCreate: true });
 */
import { setLocaleLoader } from './i18n';
import { importLocale } from './i18n/import-locale';
import { SelectWidget } from './select-widget';

// `language: 'fr'` imports `widget-select/locales/fr` on first use.
setLocaleLoader(importLocale);

export default SelectWidget;
export type { Cause } from './core/machine/actions';
export { SelectWidgetError, type SelectWidgetErrorCode } from './errors';
export type {
  Feature,
  LargeFeature,
  NativeFeature,
  PluginsFeature,
  RemoteFeature,
  ResolveFeature,
  SheetFeature,
  TagsFeature,
  TreeFeature,
  TreeStructure,
} from './features/types';
export { BUNDLED_LOCALES, format, registerLocale } from './i18n';
export type {
  ActionType,
  AjaxAnswer,
  AjaxConfig,
  AjaxSettings,
  DataItem,
  DataItemInput,
  Messages,
  Option,
  OptionGroup,
  OptionGroupInput,
  OptionInput,
  PluginApi,
  PluginState,
  RemoteAnswer,
  RemotePage,
  SearchField,
  SelectEventHandler,
  SelectEventName,
  SelectEvents,
  SelectionScopeOptions,
  SelectOptions,
  SelectPlugin,
  SelectValue,
  SetSearchQueryOptions,
  SetValueOptions,
  StateChange,
  TemplateResult,
  UserActions,
  ValueInput,
  ValueOf,
} from './types';
export { SelectWidget };
