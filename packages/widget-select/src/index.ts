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
import { addLazyFeatures } from './features/lazy';
import { setLocaleLoader } from './i18n';
import { importLocale } from './i18n/import-locale';

// `language: 'fr'` imports `widget-select/locales/fr` on first use (as in
// widget-select/core: stated here too, so no bundler can drop it with a re-export).
setLocaleLoader(importLocale);
// Remote, resolve, the sheet, large and the columns: chunks fetched when an
// option or a data set asks for them (their entries export their feature objects).
addLazyFeatures();

export default SelectWidget;
export * from './core-entry';
// Re-exporting the feature objects also runs their modules, which adds
// these features, `<select>` mounts included: the constructor needs them.
export { native } from './features/native';
export { tags } from './features/tags';
export { tree } from './features/tree';
export * from './plugins';
