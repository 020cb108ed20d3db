/**
 * Where the control's input comes from. A page paints its closed controls
 * without it: the keys and their tables, the clicks on the control and the
 * tags' keys (control-input.ts) are a chunk of their own, asked for with
 * the open list's (open-list-slot.ts): once the first widget has mounted
 * and the page is idle, or at the first pointer, focus or key on a widget.
 * What is pressed on a control before it is there is held and played to it
 * in order as it arrives (input.ts), so nothing is lost. A build that
 * imports control-input.ts itself (the script-tag build, the tests' setup)
 * has it from the start.
 */
import { importControlInput } from './control-input-import';
import type { ControlInput } from './control-input-part';

let input: ControlInput | null = null;
let loading: Promise<void> | null = null;
const waiting: ((input: ControlInput) => void)[] = [];

/** The control's input, given by a build that has it from the start. */
export function provideControlInput(given: ControlInput): void {
  input = given;
}

/** The control's input, or null until it is there. */
export function controlInput(): ControlInput | null {
  return input;
}

/** Runs `then` with the control's input: now when it is there, else once it arrives. */
export function whenControlInput(then: (input: ControlInput) => void): void {
  if (input) then(input);
  else waiting.push(then);
}

/** Asks for the control's input (once; again after a failed load). */
export function loadControlInput(): Promise<void> {
  if (input) return Promise.resolve();
  loading ??= importControlInput().then(
    (chunk) => {
      const given = chunk.controlInput;
      input = given;
      loading = null;
      for (const then of waiting.splice(0)) {
        try {
          then(given);
        } catch (error) {
          // One widget's failure reaches the page; the others still get their input.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
