/**
 * `widget-select/resolve`: the `resolveOptions` option, which finds the
 * options of selected values the widget does not know yet (an edit form's
 * saved value, `setValue`, a form restore or reset): batched per task,
 * cached, aborted when superseded or on destroy. `widget-select` and the
 * script-tag build include it; with `widget-select/core` alone the option
 * throws `feature-missing`.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/resolve';
 * new SelectWidget('#city', { resolveOptions: (values) => fetchCities(values) });
 */
import { addFeature } from './registry';
import { reduceResolved } from './resolve/transitions';
import { ValueResolver } from './resolve/value-resolver';
import type { ResolveFeature } from './types';

/** The resolve feature; importing this module adds it (`SelectWidget.use(resolve)` does too). */
export const resolve: ResolveFeature = {
  name: 'resolve',
  resolver: (host) => new ValueResolver(host),
  reduce: reduceResolved,
};

addFeature(resolve);
