/**
 * The element's private seam into its widget: a plugin that hands over the
 * plugin api (messages, control) and sees every value change with its cause,
 * so the element can tell a user's change from a script's.
 */
import type { Cause, PluginApi, SelectPlugin } from '../types';

export interface BridgeHost<M> {
  /** Receives the api when the widget is built. */
  connect(api: PluginApi<M>): void;
  /** Called before each value change lands, with its cause. */
  valueChanging(cause: Cause): void;
  /** What a form reset restores. */
  defaultValues(): string[];
}

export function bridgePlugin<M>(host: BridgeHost<M>): SelectPlugin<M> {
  return {
    name: 'widget-select-element',
    setup: (api) => {
      host.connect(api);
      api.intercept((change, cause) => {
        if (!('value' in change)) return change;
        host.valueChanging(cause);
        // The widget's own form-reset handling restores the value it was
        // built with; the element's default is what a reset means here.
        return cause === 'native:reset' ? { ...change, value: host.defaultValues() } : change;
      });
      return undefined;
    },
  };
}
