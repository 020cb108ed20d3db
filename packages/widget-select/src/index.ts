/**
 * widget-select: a framework-free select / multi-select / tags / tree select.
 *
 * @example
 * import SelectWidget from 'widget-select';
 * import 'widget-select/style.css';
 * const select = new SelectWidget('#country', { placeholder: 'Pick a country' });
 * select.on('change', (value) => console.log(value));
 */
import { SelectWidget } from './core-entry';
import { setLocaleLoader } from './i18n';
import { importLocale } from './i18n/import-locale';

// `language: 'fr'` imports `widget-select/locales/fr` on first use (as in
// widget-select/core: stated here too, so no bundler can drop it with a re-export).
setLocaleLoader(importLocale);

export default SelectWidget;
export * from './core-entry';
// Re-exporting the feature objects also runs their modules, which adds every
// feature, `<select>` mounts included.
export { columns } from './features/columns';
export { large } from './features/large';
export { native } from './features/native';
export { remote } from './features/remote';
export { resolve } from './features/resolve';
export { sheet } from './features/sheet';
export { tags } from './features/tags';
export { tree } from './features/tree';
export * from './plugins';
