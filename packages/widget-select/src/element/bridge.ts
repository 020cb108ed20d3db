import type { PluginApi, SelectPlugin } from '../types';

/**
 * The element's seam into its widget: a plugin that hands over the plugin
 * api (state, messages, control), and tells when a locale arrived, so the
 * form's validation message speaks it too.
 */
export function elementBridge<M>(
  setup: (api: PluginApi<M>) => void,
  messagesChanged: () => void,
): SelectPlugin<M> {
  return {
    name: 'widget-select-element',
    setup: (api) => {
      setup(api);
      // The remover it returns is the plugin's teardown.
      return api.intercept((change) => {
        if ('messages' in change) queueMicrotask(messagesChanged);
        return change;
      });
    },
  };
}
