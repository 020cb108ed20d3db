/**
 * The one dynamic import of the control's input, alone in its module: the
 * script-tag build, which has the input from the start, replaces this
 * module with one that imports nothing (tsdown.config.ts).
 */
import type { ControlInput } from './control-input-part';

export const importControlInput = (): Promise<{ controlInput: ControlInput }> => import('./control-input');
