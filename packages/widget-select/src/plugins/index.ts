/**
 * `widget-select/plugins`: the `plugins` option (the host that runs each
 * plugin, added on import) and the plugins that ship with the package,
 * built only on the public plugin api. `widget-select`, `widget-select/element`
 * and the script-tag build include it; with `widget-select/core` alone a
 * non-empty `plugins` option throws `feature-missing`.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import { checkboxPlugin } from 'widget-select/plugins';
 * new SelectWidget('#tags', { multiple: true, plugins: [checkboxPlugin()] });
 */
import { plugins } from '../features/plugins';
import { addFeature } from '../features/registry';

addFeature(plugins);

export { plugins };
export { CHECKBOX_CLASS, type CheckboxPluginOptions, checkboxPlugin } from './checkbox';
export {
  BULK_BUTTON_CLASS,
  BULK_CLASS,
  type SelectAllHeaderPluginOptions,
  selectAllHeaderPlugin,
} from './select-all';
