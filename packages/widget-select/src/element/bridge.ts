import type { PluginApi, SelectPlugin } from '../types';

/**
 * The element's seam into its widget: a plugin that hands over the plugin
 * api (state, messages, control), and tells when a locale arrived, so the
 * form's validation message speaks it too, and when the widget was disabled
 * or enabled (`disable()` included), so the form value and validity follow.
 */
export function elementBridge<M>(
  setup: (api: PluginApi<M>) => void,
  formChanged: () => void,
): SelectPlugin<M> {
  return {
    name: 'widget-select-element',
    setup: (api) => {
      setup(api);
      let disabled = api.state.disabled;
      const unsubscribe = api.subscribe((state) => {
        if (state.disabled === disabled) return;
        disabled = state.disabled;
        formChanged();
      });
      const removeInterceptor = api.intercept((change) => {
        if ('messages' in change) queueMicrotask(formChanged);
        return change;
      });
      return () => {
        unsubscribe();
        removeInterceptor();
      };
    },
  };
}
