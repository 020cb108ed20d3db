/**
 * The control's input, a chunk of its own (control-input-slot.ts): its
 * keys through the key table and typeahead (input-keys.ts, keyboard.ts),
 * the clicks on it and focus arriving on it (input-pointer.ts), and the
 * keys of a focused tag (tags.ts). Bound on each widget as it arrives;
 * what was pressed meanwhile is played to the handler it was meant for,
 * or to the search field a held click has opened the list into.
 */
import type { ControlInput, Pressed } from './control-input-part';
import type { Listen } from './dom';
import { bindKeys } from './input-keys';
import { bindPointer } from './input-pointer';
import { replayInSearch } from './replay-key';
import { TAG_SELECTOR } from './tag-focus';
import { bindTagKeys } from './tags';
import type { View } from './view';

function bindControlInput<M>(view: View<M>, on: Listen): (pressed: Pressed) => void {
  const onKeydown = bindKeys(view, on);
  const onTagKeydown = bindTagKeys(view);
  const pointer = bindPointer(view, on);
  return ({ event, fromCode }) => {
    if (event instanceof KeyboardEvent) {
      // A tag's keys are the tag's: its handler keeps them from the control's.
      const tag = (event.target as Element).closest?.(TAG_SELECTOR);
      if (tag && view.controlView.values.contains(tag)) onTagKeydown(event);
      // A held click may have opened the list and moved focus into its search field: the keys after it type there.
      else if (!replayInSearch(view, event)) onKeydown(event);
    } else if (event.type === 'pointerdown') pointer.pointerdown();
    else if (event.type === 'focus') pointer.focus(fromCode);
    else if (event.type === 'click') pointer.click(event as MouseEvent);
  };
}

export const controlInput: ControlInput = { bind: bindControlInput };
