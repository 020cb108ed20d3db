/**
 * What is pressed on a control before its input (control-input.ts, a chunk
 * of its own) is there: held, with what the input does at once done at
 * once (a key's default prevented, a tag's keys and an Escape that will
 * close the list kept from the page), and played to the input in order
 * once it is bound. A build that has the input from the start (the
 * script-tag build) never holds, and replaces this module with an empty
 * one (tsdown.config.ts).
 */
import { cls } from './classes';
import type { Pressed } from './control-input-part';
import { whenControlInput } from './control-input-slot';
import type { Listen } from './dom';
import type { View } from './view';

/** Holds what is pressed on the control until its input arrives, then binds it and plays it that. `wanted` asks for it. */
export function holdUntilBound<M>(view: View<M>, on: Listen, wanted: () => void): void {
  const { signal, control, port } = view;
  const held: Pressed[] = [];
  const holding = new AbortController();
  whenControlInput((input) => {
    holding.abort();
    if (signal.aborted) return;
    const play = input.bind(view, on);
    for (const pressed of held.splice(0)) if (!signal.aborted) play(pressed);
  });
  if (holding.signal.aborted) return;
  const hold = (event: Event) => {
    if (signal.aborted) return;
    held.push({ event, fromCode: view.focusingFromCode });
    // A click from assistive technology comes without a pointer before it.
    wanted();
  };
  const holdKey = (event: KeyboardEvent) => {
    if (port.state.disabled) return;
    const { open } = port.state;
    // What the input does with the key at once: a tag's keys stay the tag's,
    // and an Escape that will close the list is the widget's, not a modal's around it.
    const onTag = (event.target as Element).closest?.(`.${cls.tag}[data-value]`);
    if (onTag || (event.key === 'Escape' && open)) event.stopPropagation();
    if (actedOn(event, open)) event.preventDefault();
    hold(event);
  };
  const options = { signal: holding.signal };
  control.addEventListener('keydown', holdKey, options);
  for (const type of ['pointerdown', 'focus', 'click']) control.addEventListener(type, hold, options);
}

/** Keys the control's input acts on when its list is closed (input-keys.ts, tags.ts). */
const CONTROL_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  ' ',
  'Backspace',
  'Delete',
]);
/** And when it is open. */
const LIST_KEYS = new Set(['Home', 'End', 'PageUp', 'PageDown', 'Escape']);

/** Whether the control's input would prevent the key's default (a scroll, find-as-you-type). */
function actedOn(event: KeyboardEvent, open: boolean): boolean {
  if (event.isComposing || event.ctrlKey || event.metaKey) return false;
  if (event.key.length === 1 && event.key !== ' ') return !event.altKey;
  return CONTROL_KEYS.has(event.key) || (open && LIST_KEYS.has(event.key));
}
