/**
 * Pointer and focus: clicks on the control (its tags, clear button and "+n"
 * tag), focus arriving on it (openOnFocus), rows picked or highlighted with
 * the pointer, the labels, and the hidden select of a native mount.
 */
import { featureOf } from '../features/registry';
import { cls } from './classes';
import type { Listen } from './dom';
import { removeTag } from './tags';
import type { View } from './view';

export function bindPointer<M>(view: View<M>, on: Listen): void {
  const { control, native, dropdownView, port } = view;
  const { send } = port;
  const { list, search, dropdown } = dropdownView;
  let pointerFocus = false;

  on(control, 'pointerdown', () => {
    pointerFocus = true;
  });
  // A disabled widget is out of the focus order (tabindex -1), and a click
  // must not focus it either.
  on(control, 'mousedown', (event) => {
    if (port.state.disabled) event.preventDefault();
  });
  on(control, 'focus', () => {
    const byPointer = pointerFocus;
    pointerFocus = false;
    if (port.state.open) view.syncActiveDescendant();
    if (!byPointer && !view.focusingFromCode) send({ type: 'focusArrived' });
  });
  on(control, 'click', (event) => {
    pointerFocus = false;
    if (port.state.disabled) return;
    const target = event.target as HTMLElement;
    const remove = target.closest(`.${cls.tagRemove}`);
    if (remove) {
      // Focus goes to a neighbouring tag (or the control), not to <body> with the removed button.
      const tag = remove.closest<HTMLElement>(`.${cls.tag}[data-value]`);
      if (tag) removeTag(view, tag, false);
      return;
    }
    if (target.closest(`.${cls.clear}`)) {
      send({ type: 'clear' });
      view.focusControl();
      return;
    }
    if (target.closest(`.${cls.tagMore}`)) {
      send({ type: 'open', cause: 'user:open' });
      return;
    }
    send({ type: 'toggleOpen' });
  });

  // Keep focus in the search input (or control) while clicking rows.
  on(dropdown, 'mousedown', (event) => {
    if (event.target !== search) event.preventDefault();
  });
  const rowEntry = (event: Event): number => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(`.${cls.option}`);
    return row?.dataset.row ? Number(row.dataset.row) : -1;
  };
  on(list, 'click', (event) => {
    const header = (event.target as HTMLElement).closest<HTMLElement>(`.${cls.group}[data-group]`);
    if (header) {
      send({ type: 'pickGroup', group: Number(header.dataset.group) });
      return;
    }
    const entry = rowEntry(event);
    if (entry < 0) return;
    if (!featureOf('tree')?.twistyClick(port, event.target, entry)) send({ type: 'pick', entry });
  });
  /** Where the pointer last moved over the list, in the viewport; none once it left. */
  let pointerAt: { x: number; y: number } | null = null;
  on(list, 'pointermove', (event) => {
    // A finger has no hover: it moves when it scrolls the list.
    if (event.pointerType === 'touch') return;
    // WebKit (Safari) sends a move where the pointer rests whenever the rows
    // scroll under it: the keys that scrolled the list keep their highlight.
    const still = pointerAt?.x === event.clientX && pointerAt.y === event.clientY;
    pointerAt = { x: event.clientX, y: event.clientY };
    if (still) return;
    const entry = rowEntry(event);
    if (entry >= 0) send({ type: 'hover', entry });
  });
  on(list, 'pointerleave', () => {
    pointerAt = null;
  });

  // The labels of a native select, or of the element that owns the mount,
  // heard from their root: Chromium exposes an element with its own click
  // listener as "clickable", and a screen reader then reads "Fruit clickable".
  const { labels } = view.name;
  for (const root of new Set(labels.map((label) => label.getRootNode() as Document))) {
    on(root, 'click', (event) => {
      const label = (event.target as Element).closest?.('label');
      if (!label || !labels.includes(label)) return;
      event.preventDefault();
      if (!port.state.disabled) control.focus();
    });
  }
  if (native) {
    // After a blocked submit the browser focuses the hidden select while the
    // `invalid` event has opened us: hand focus to the open list's combobox.
    on(native.select, 'focus', () => view.focusTyping());
  }
}
