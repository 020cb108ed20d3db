/**
 * `widget-select/element`: defines `<widget-select>` (unless that name is
 * taken) and exports its class, so a page can also register it under
 * another name. The element adopts the package's styles into its root
 * where they do not reach it (a foreign shadow root); `style.css` in the
 * page also styles it before it is defined.
 *
 * @example
 * import 'widget-select/element';
 * import 'widget-select/style.css';
 * // <widget-select name="fruit" placeholder="Pick a fruit">
 * //   <option value="apple">Apple</option>
 * // </widget-select>
 */
import '../features/tree';
import '../features/tags';
import '../plugins';
import { addLazyFeatures } from '../features/lazy';
import { setLocaleLoader } from '../i18n';
import { importLocale } from '../i18n/import-locale';
import { defineWidgetSelect } from './define';
import { setStyleSource } from './styles';

// As in the main entry: `language="fr"` imports `widget-select/locales/fr` on first use.
setLocaleLoader(importLocale);
// As in the main entry: remote, resolve, the sheet, large and the columns come as chunks when asked for.
addLazyFeatures();
// The CSS a foreign shadow root needs: a chunk loaded the first time one does.
setStyleSource(() => import('./stylesheet').then((module) => module.adoptSheet));
defineWidgetSelect();

export { WidgetSelectElement } from './widget-select-element';
export type {
  WidgetSelectElementAttributes,
  WidgetSelectElementCustomEventName,
  WidgetSelectElementEventMap,
  WidgetSelectElementListenerProps,
  WidgetSelectElementProperties,
} from './typings';
