/**
 * Browser ES module build for `<script type="module">` from a CDN, no bundler:
 * `dist/esm/widget-select.js`. It holds what the default entry holds (every
 * feature, the plugins) and defines `<widget-select>` like the script-tag build,
 * but exports by name instead of setting a global, and what the default entry
 * loads lazily (the open list, the remote, resolve, sheet and large features
 * when an option or a data set asks for them, locales, the element's
 * stylesheet for foreign shadow roots) comes as sibling chunks imported by
 * relative URL. The stylesheet is
 * `dist/widget-select.css`, linked by the page.
 *
 * @example
 * <link rel="stylesheet" href="https://unpkg.com/widget-select/dist/widget-select.css" />
 * <script type="module">
 *   import SelectWidget from 'https://unpkg.com/widget-select/dist/esm/widget-select.js';
 *   new SelectWidget('#country', { language: 'fr' });
 * </script>
 */
import { defineWidgetSelect } from './element/define';
import { setStyleSource } from './element/styles';
import { SelectWidget } from './index';

// As in widget-select/element: the CSS a foreign shadow root needs is a chunk loaded when one does.
setStyleSource(() => import('./element/stylesheet').then((module) => module.adoptSheet));
defineWidgetSelect();

export default SelectWidget;
export * from './index';
export { WidgetSelectElement } from './element/widget-select-element';
