/** Vue 3 wrapper for widget-select (filled in by the wrappers issue). */
export const packageName = 'widget-select-vue';
