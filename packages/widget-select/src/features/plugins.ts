/**
 * The `plugins` option as a feature: the host that runs each plugin's setup
 * with the plugin api and its teardown on destroy (core/plugins.ts).
 * `widget-select/plugins` (src/plugins/index.ts) adds it on import.
 */
import { PluginHost } from '../core/machine/plugins';
import type { PluginsFeature } from './types';

/** The plugin feature; importing `widget-select/plugins` adds it (`SelectWidget.use(plugins)` does too). */
export const plugins: PluginsFeature = {
  name: 'plugins',
  host: (widget, controller, seams) => new PluginHost(widget, controller, seams),
};
