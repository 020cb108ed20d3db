/**
 * Turns user input into actions sent through the port (`view.port`): clicks
 * on the control, rows, tags and the clear button; keys through the key
 * table; typing with IME awareness; focus and outside clicks. Every
 * listener is bound to the instance's AbortSignal, so destroy removes them
 * all at once.
 */
import { featureOf } from '../features/registry';
import { cls } from './classes';
import { type KeyAction, keyAction } from './keyboard';
import { focusTag, removeTag } from './tags';
import type { View } from './view';

export function bindInput<M>(view: View<M>): void {
  const { control, root, signal, native, dropdownView, port } = view;
  const { derived, send } = port;
  const { list, search, dropdown } = dropdownView;
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement | Document | Window,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
    options: AddEventListenerOptions = {},
  ) => target.addEventListener(type, handler as EventListener, { ...options, signal });

  let composing = false;
  let pointerFocus = false;

  const perform = (action: KeyAction, event: KeyboardEvent) => {
    switch (action) {
      case 'open':
        view.openedByKey = true;
        try {
          send({ type: 'open', cause: 'user:open' });
        } finally {
          view.openedByKey = false;
        }
        break;
      case 'pick':
        send({ type: 'pickHighlighted' });
        break;
      case 'close':
        send({ type: 'close', cause: 'user:close' });
        break;
      case 'tabClose':
        // Let Tab move on from the control once the dropdown is gone.
        send({ type: 'close', cause: 'user:close' });
        return;
      case 'focusLastTag': {
        const last = port.state.value[port.state.value.length - 1];
        if (last === undefined) return;
        // Focus leaves the combobox for the tags, so its list closes first.
        send({ type: 'close', cause: 'user:close' });
        focusTag(view, last);
        break;
      }
      case 'clear':
        // Focus stays on the control; without clearable the key does nothing.
        if (!derived.options.clearable || port.state.value.length === 0) return;
        send({ type: 'clear' });
        break;
      case 'removeLast': {
        const last = port.state.value[port.state.value.length - 1];
        if (last === undefined) return;
        send({ type: 'remove', value: last, cause: 'user:backspace' });
        break;
      }
      case 'expand':
      case 'collapse':
        // Nothing to expand or collapse: leave the key to the search input's caret.
        if (!send({ type: 'treeKey', key: action })) return;
        break;
      default:
        send({ type: 'move', move: action });
    }
    event.preventDefault();
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (port.state.disabled) return;
    const inSearch = event.target === search;
    const action = keyAction(event, {
      open: port.state.open,
      inSearch,
      queryEmpty: inSearch ? search.value === '' : true,
      multiple: derived.options.multiple,
      tree: derived.dataset.isTree,
    });
    if (composing && inSearch) return;
    if (action) perform(action, event);
    else if (!inSearch && isPrintable(event)) typeahead(event);
  };

  // Typeahead keeps focus on the control, as in the APG select-only combobox.
  const typeahead = (event: KeyboardEvent) => {
    event.preventDefault();
    if (!port.state.open) {
      view.keepFocusOnOpen = true;
      send({ type: 'open', cause: 'user:open' });
      view.keepFocusOnOpen = false;
    }
    send({ type: 'typeahead', char: event.key, now: event.timeStamp || performance.now() });
  };

  on(control, 'keydown', onKeydown);
  on(search, 'keydown', onKeydown);

  on(search, 'compositionstart', () => {
    composing = true;
  });
  on(search, 'compositionend', () => {
    composing = false;
    send({ type: 'setQuery', query: search.value, cause: 'user:type' });
  });
  on(search, 'paste', (event) => {
    const text = event.clipboardData?.getData('text') ?? '';
    if (!derived.options.multiple || !derived.options.allowCreate) return;
    if (!featureOf('tags')?.isTagList(text)) return;
    event.preventDefault();
    send({ type: 'paste', text });
  });
  // The control leaves the accessibility tree while the search field has focus.
  on(search, 'focus', () => view.syncActiveDescendant());
  on(search, 'blur', () => view.syncActiveDescendant());
  on(search, 'input', () => {
    if (composing) return;
    send({ type: 'setQuery', query: search.value, cause: 'user:type' });
  });

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
    if (!byPointer && !view.programmaticFocus && derived.options.openOnFocus) {
      send({ type: 'open', cause: 'user:open' });
    }
  });
  on(control, 'click', (event) => {
    pointerFocus = false;
    if (port.state.disabled) return;
    const target = event.target as HTMLElement;
    const remove = target.closest(`.${cls.tagRemove}`);
    if (remove) {
      // Focus goes to a neighbouring tag (or the control), not to <body> with the removed button.
      const tag = remove.closest<HTMLElement>(`.${cls.tag}[data-value]`);
      if (tag) removeTag(view, tag);
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
    if ((event.target as HTMLElement).closest(`.${cls.messageCreate}`)) {
      send({ type: 'createFromQuery' });
      return;
    }
    const entry = rowEntry(event);
    if (entry < 0) return;
    if (!featureOf('tree')?.twistyClick(view.model, event.target, entry)) send({ type: 'pick', entry });
  });
  on(list, 'pointermove', (event) => {
    const entry = rowEntry(event);
    if (entry >= 0 && entry !== port.state.highlighted && derived.isEntrySelectable(entry))
      send({ type: 'highlight', entry });
  });

  // Focus moving elsewhere (Tab, a script, another widget) closes the dropdown.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!port.state.open || !next || root.contains(next) || dropdown.contains(next)) return;
    // The hidden native select forwards its focus to the control; the browser
    // focuses it after a blocked submit, right after `invalid` opened us.
    if (next === native?.select) return;
    send({ type: 'close', cause: 'user:close' });
  };
  on(root, 'focusout', onFocusOut);
  on(dropdown, 'focusout', onFocusOut);

  on(document, 'pointerdown', (event) => {
    if (!port.state.open) return;
    // The path, not the target: inside a shadow root the target is retargeted to its host.
    const path = event.composedPath();
    if (!path.includes(root) && !path.includes(dropdown)) send({ type: 'close', cause: 'user:close' });
  });

  if (native) {
    for (const label of Array.from(native.select.labels ?? [])) {
      on(label, 'click', (event) => {
        event.preventDefault();
        if (!port.state.disabled) control.focus();
      });
    }
    // After a blocked submit the browser focuses the hidden select while the
    // `invalid` event has opened us: hand focus to the open list's combobox.
    on(native.select, 'focus', () => {
      if (port.state.open && derived.searchVisible() && search.isConnected) {
        view.programmaticFocus = true;
        search.focus({ preventScroll: true });
        view.programmaticFocus = false;
      } else view.focusControl();
    });
  }
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
