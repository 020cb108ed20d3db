/** Plugins that ship with the core, built only on the public plugin api. */
export { CHECKBOX_CLASS, type CheckboxPluginOptions, checkboxPlugin } from './checkbox';
export {
  BULK_BUTTON_CLASS,
  BULK_CLASS,
  type SelectAllHeaderPluginOptions,
  selectAllHeaderPlugin,
} from './select-all';
