/**
 * Tag keyboard, bound with the control's input (input.ts): tags are reached with ArrowLeft from an empty
 * search or the control, walked with ArrowLeft/ArrowRight (mirrored right to left), removed with
 * Backspace/Delete (beforeUnselect still applies), and moved with Alt+ArrowLeft/ArrowRight when sortable.
 */
import { KEY_FOCUS, CODE_FOCUS, isRtl } from './dom';
import { tagKeyAction } from './keyboard';
import { focusTag, moreChip, TAG_SELECTOR, tagElements } from './tag-focus';
import type { View } from './view';

/**
 * Removes the value of a tag (by key or by its remove button) and keeps focus in the widget: on the
 * previous tag, else the next, else the search input or the control. A removal that beforeUnselect refused
 * leaves focus alone.
 */
export function removeTag<M>(view: View<M>, tag: HTMLElement, byKey: boolean): void {
  const value = tag.dataset.value as string;
  // By value, not by the tags shown: the next may hide behind the "+N more" chip until this one goes.
  const values = view.port.derived.publicValue();
  const neighbour = values[values.indexOf(value) - 1] ?? values[values.indexOf(value) + 1];
  view.port.send({ type: 'remove', value, cause: 'user:remove' });
  if (view.port.derived.publicValue().includes(value)) return;
  const next = tagElements(view).find((element) => element.dataset.value === neighbour);
  if (next) next.focus(byKey ? KEY_FOCUS : CODE_FOCUS);
  else view.focusTyping(byKey);
}

/** Binds the keys of a focused tag. */
export function bindTagKeys<M>(view: View<M>): void {
  const { port, controlView, signal } = view;
  const onKeydown = (event: KeyboardEvent) => {
    const tag = (event.target as HTMLElement).closest<HTMLElement>(TAG_SELECTOR);
    if (!tag || port.state.disabled) return;
    event.stopPropagation();
    const tags = tagElements(view);
    const index = tags.indexOf(tag);
    const value = tag.dataset.value as string;
    const action = tagKeyAction(event, {
      sortable: port.derived.options.sortable && port.derived.options.multiple,
      rtl: isRtl(tag),
    });
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case 'moveLeft':
      case 'moveRight':
        port.send({ type: 'moveTag', value, by: action === 'moveLeft' ? -1 : 1 });
        focusTag(view, value, true);
        break;
      case 'previous':
        tags[Math.max(0, index - 1)]?.focus(KEY_FOCUS);
        break;
      case 'next': {
        // Past the last tag shown of a large selection: its next tags first.
        const shown = index < tags.length - 1 || !controlView.chunks?.addNow() ? tags : tagElements(view);
        const next = index < shown.length - 1 ? shown[index + 1] : moreChip(view);
        if (next) next.focus(KEY_FOCUS);
        else view.focusTyping(true);
        break;
      }
      case 'remove':
        removeTag(view, tag, true);
        break;
      case 'leave':
        view.focusControl(true);
        break;
    }
  };
  controlView.values.addEventListener('keydown', onKeydown, { signal });
}
