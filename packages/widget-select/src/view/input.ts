/**
 * Turns user input into model calls: clicks on the control, rows, tags and
 * the clear button; keys through the key table; typing with IME awareness;
 * focus and outside clicks. Every listener is bound to the instance's
 * AbortSignal, so destroy removes them all at once.
 */
import { isTagList } from '../core/creation';
import { CREATE_ROW } from '../core/state';
import { cls } from './classes';
import { type KeyAction, keyAction } from './keyboard';
import { focusTag, removeTag } from './tags';
import { twistyClick } from './tree-row';
import type { View } from './view';

export function bindInput<M>(view: View<M>): void {
  const { model, control, root, signal, native, dropdownView } = view;
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
          model.open('user:open');
        } finally {
          view.openedByKey = false;
        }
        break;
      case 'pick': {
        const { highlighted } = model.state;
        if (highlighted === CREATE_ROW) void model.creation.fromQuery();
        else if (highlighted >= 0) model.pickEntry(highlighted);
        break;
      }
      case 'close':
        model.close('user:close');
        break;
      case 'tabClose':
        // Let Tab move on from the control once the dropdown is gone.
        model.close('user:close');
        return;
      case 'focusLastTag': {
        const last = model.state.value[model.state.value.length - 1];
        if (last === undefined) return;
        // Focus leaves the combobox for the tags, so its list closes first.
        if (model.state.open) model.close('user:close');
        focusTag(view, last);
        break;
      }
      case 'clear':
        // Focus stays on the control; without clearable the key does nothing.
        if (!model.options.clearable || model.state.value.length === 0) return;
        model.clearByUser();
        break;
      case 'removeLast': {
        const last = model.state.value[model.state.value.length - 1];
        if (last === undefined) return;
        model.removeValue(last, 'user:backspace');
        break;
      }
      case 'expand':
      case 'collapse':
        // Nothing to expand or collapse: leave the key to the search input's caret.
        if (!model.treeKey(action)) return;
        break;
      default:
        model.move(action);
    }
    event.preventDefault();
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (model.state.disabled) return;
    const inSearch = event.target === search;
    const action = keyAction(event, {
      open: model.state.open,
      inSearch,
      queryEmpty: inSearch ? search.value === '' : true,
      multiple: model.options.multiple,
      tree: model.dataset.isTree,
    });
    if (composing && inSearch) return;
    if (action) perform(action, event);
    else if (!inSearch && isPrintable(event)) typeahead(event);
  };

  // Typeahead keeps focus on the control, as in the APG select-only combobox.
  const typeahead = (event: KeyboardEvent) => {
    event.preventDefault();
    if (!model.state.open) {
      view.keepFocusOnOpen = true;
      model.open('user:open');
      view.keepFocusOnOpen = false;
    }
    model.typeahead(event.key, event.timeStamp || performance.now());
  };

  on(control, 'keydown', onKeydown);
  on(search, 'keydown', onKeydown);

  on(search, 'compositionstart', () => {
    composing = true;
  });
  on(search, 'compositionend', () => {
    composing = false;
    model.setQuery(search.value, 'user:type');
  });
  on(search, 'paste', (event) => {
    const text = event.clipboardData?.getData('text') ?? '';
    if (!model.options.multiple || !model.options.allowCreate || !isTagList(text)) return;
    event.preventDefault();
    void model.creation.paste(text);
  });
  // The control leaves the accessibility tree while the search field has focus.
  on(search, 'focus', () => view.syncActiveDescendant());
  on(search, 'blur', () => view.syncActiveDescendant());
  on(search, 'input', () => {
    if (composing) return;
    model.setQuery(search.value, 'user:type');
  });

  on(control, 'pointerdown', () => {
    pointerFocus = true;
  });
  // A disabled widget is out of the focus order (tabindex -1), and a click
  // must not focus it either.
  on(control, 'mousedown', (event) => {
    if (model.state.disabled) event.preventDefault();
  });
  on(control, 'focus', () => {
    const byPointer = pointerFocus;
    pointerFocus = false;
    if (model.state.open) view.syncActiveDescendant();
    if (!byPointer && !view.programmaticFocus && model.options.openOnFocus) model.open('user:open');
  });
  on(control, 'click', (event) => {
    pointerFocus = false;
    if (model.state.disabled) return;
    const target = event.target as HTMLElement;
    const remove = target.closest(`.${cls.tagRemove}`);
    if (remove) {
      // Focus goes to a neighbouring tag (or the control), not to <body> with the removed button.
      const tag = remove.closest<HTMLElement>(`.${cls.tag}[data-value]`);
      if (tag) removeTag(view, tag);
      return;
    }
    if (target.closest(`.${cls.clear}`)) {
      model.clearByUser();
      view.focusControl();
      return;
    }
    if (target.closest(`.${cls.tagMore}`)) {
      model.open('user:open');
      return;
    }
    if (model.state.open) model.close('user:close');
    else model.open('user:open');
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
      void model.creation.fromQuery();
      return;
    }
    const entry = rowEntry(event);
    if (entry >= 0 && !twistyClick(model, event.target, entry)) model.pickEntry(entry);
  });
  on(list, 'pointermove', (event) => {
    const entry = rowEntry(event);
    if (entry >= 0 && entry !== model.state.highlighted && model.isEntrySelectable(entry))
      model.highlight(entry);
  });

  // Focus moving elsewhere (Tab, a script, another widget) closes the dropdown.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!model.state.open || !next || root.contains(next) || dropdown.contains(next)) return;
    // The hidden native select forwards its focus to the control; the browser
    // focuses it after a blocked submit, right after `invalid` opened us.
    if (next === native?.select) return;
    model.close('user:close');
  };
  on(root, 'focusout', onFocusOut);
  on(dropdown, 'focusout', onFocusOut);

  on(document, 'pointerdown', (event) => {
    if (!model.state.open) return;
    // The path, not the target: inside a shadow root the target is retargeted to its host.
    const path = event.composedPath();
    if (!path.includes(root) && !path.includes(dropdown)) model.close('user:close');
  });

  if (native) {
    for (const label of Array.from(native.select.labels ?? [])) {
      on(label, 'click', (event) => {
        event.preventDefault();
        if (!model.state.disabled) control.focus();
      });
    }
    // After a blocked submit the browser focuses the hidden select while the
    // `invalid` event has opened us: hand focus to the open list's combobox.
    on(native.select, 'focus', () => {
      if (model.state.open && model.searchVisible() && search.isConnected) {
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
