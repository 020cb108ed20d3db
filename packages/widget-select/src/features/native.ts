/**
 * `widget-select/native`: mounting on a native `<select>`. The widget reads
 * the select's options, keeps its selection in step (the form submits what
 * the widget shows), follows what other code and the form do to it, and
 * restores it on destroy. `widget-select` and the script-tag build include
 * it; with `widget-select/core` alone a `<select>` target is refused.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/native';
 * new SelectWidget('select#country');
 */
import { NativeBridge } from '../native/bridge';
import { readNative } from '../native/read';
import { nativePicked } from '../native/transitions';
import { addFeature } from './registry';
import type { NativeFeature } from './types';

/** The native feature; importing this module adds it (`SelectWidget.use(native)` does too). */
export const native: NativeFeature = {
  name: 'native',
  read: readNative,
  picked: nativePicked,
  bridge: (select) => new NativeBridge(select),
};

addFeature(native);
