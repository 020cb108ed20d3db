/**
 * Keys: the control's and the open list's keys through the key table, and typeahead on the control (bound
 * by input.ts). The open list binds its search field and list to the same handler (`view.onKeydown`); its
 * text and IME composition are the open list's (open-list/list-input.ts), a pasted list of tags the tags
 * feature's. Keys that arrive before the open list's chunk act on the state at once; the list shows that
 * state when it arrives.
 */
import { isRtl, type Listen } from './dom';
import { type KeyAction, keyAction } from './keyboard';
import { focusTag } from './tag-focus';
import type { View } from './view';

/** Binds the control's keys; its key handler is `view.onKeydown`, which the open list's search field and list share. */
export function bindKeys<M>(view: View<M>, on: Listen): void {
  const { control, port } = view;
  const { derived } = port;
  view.onKeydown = (event: KeyboardEvent) => {
    if (port.state.disabled) return;
    const search = view.openList?.search;
    const inSearch = search !== undefined && event.target === search;
    const action = keyAction(event, {
      open: port.state.open,
      inSearch,
      queryEmpty: inSearch ? search.value === '' : true,
      multiple: derived.options.multiple,
      tree: derived.dataset.isTree,
      rtl: (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && isRtl(control),
    });
    if (inSearch && view.openList?.composing) return;
    if (action) perform(view, action, event);
    else if (!inSearch && createsFromTyping(view)) typeToSearch(view, event);
    else if (!inSearch && isPrintable(event)) typeahead(view, event);
  };
  on(control, 'keydown', view.onKeydown);
  guardEscape(view, on);
}

/** Does what the key table made of a key; the key's default is prevented unless it was left alone. */
function perform<M>(view: View<M>, action: KeyAction, event: KeyboardEvent): void {
  const { derived, send } = view.port;
  switch (action) {
    case 'open':
      send({ type: 'open', cause: 'user:open', focus: 'search-quietly' });
      break;
    case 'pick':
      send({ type: 'pickHighlighted' });
      break;
    case 'space':
      send({ type: 'typeahead', char: ' ', now: performance.now() });
      break;
    case 'close':
      send({ type: 'close', cause: 'user:close' });
      break;
    case 'tabClose':
      // selectOnTab: the highlighted option, picked as Enter picks it (keyAction
      // gives no action while an input method composes, so nothing is picked then).
      // Sent whatever is highlighted now: a list whose chunk is on its way highlights
      // once it comes, and the pick waits for it.
      if (derived.options.selectOnTab) send({ type: 'pickHighlighted', onlyOption: true });
      // Let Tab move on from the control once the dropdown is gone.
      send({ type: 'close', cause: 'user:close' });
      return;
    case 'focusLastTag': {
      const shown = derived.publicValue();
      const last = shown[shown.length - 1];
      // A count instead of tags: no tag to go to.
      if (last === undefined || derived.options.selectionDisplay === 'count') return;
      // Focus leaves the combobox for the tags, so its list closes first.
      send({ type: 'close', cause: 'user:close' });
      focusTag(view, last, true);
      break;
    }
    case 'clear':
      // Focus stays on the control; without clearable (or a value) the key is left alone.
      if (send({ type: 'clear', whenClearable: true }) === 'ignored') return;
      break;
    case 'removeLast':
      if (send({ type: 'removeLast' }) === 'ignored') return;
      break;
    case 'expand':
    case 'collapse':
      // Nothing to expand or collapse: leave the key to the search input's caret.
      if (send({ type: 'treeKey', key: action }) !== 'applied') return;
      break;
    default:
      send({ type: 'move', move: action });
  }
  event.preventDefault();
}

/**
 * A creatable tags field is an editable combobox (APG): what is typed on its control starts the query,
 * where a typeahead jump would lose it. So is any searchable field with openOnType.
 */
function createsFromTyping<M>(view: View<M>): boolean {
  const { derived } = view.port;
  return (
    derived.searchVisible() &&
    (derived.options.openOnType || (derived.options.multiple && derived.options.allowCreate))
  );
}

/** A key typed on the control goes into the query (opening the list). */
function typeToSearch<M>(view: View<M>, event: KeyboardEvent): void {
  const { port } = view;
  const { send } = port;
  // An input method's key is left to it, composing in the search field.
  const ime = event.isComposing || event.key === 'Process';
  if (!ime && !isPrintable(event)) return;
  if (!port.state.open) send({ type: 'open', cause: 'user:open' });
  // Before the open list's chunk arrives the query still takes the key, and
  // the search field shows it when it opens; an input method needs the field.
  const search = view.openList?.search;
  if (search) {
    if (!search.isConnected) return;
    search.focus({ preventScroll: true });
  }
  if (ime) return;
  event.preventDefault();
  send({ type: 'setQuery', query: port.state.query + event.key, cause: 'user:type' });
}

/** Typeahead keeps focus on the control, as in the APG select-only combobox. */
function typeahead<M>(view: View<M>, event: KeyboardEvent): void {
  const { port } = view;
  event.preventDefault();
  const opening = !port.state.open;
  if (opening) port.send({ type: 'open', cause: 'user:open', focus: 'stay' });
  // The page's clock (the one `event.timeStamp` is measured on), which a test can step.
  port.send({ type: 'typeahead', char: event.key, now: performance.now(), opening });
}

/**
 * The Escape that closed the list was the widget's: a modal around the field (a document listener, a
 * <dialog>'s cancel) must not close with it. Read before and after every handler of the widget (the key
 * table, a Retry button's), so whichever closed the list counts; with the list closed, Escape goes on to
 * the page untouched.
 */
function guardEscape<M>(view: View<M>, on: Listen): void {
  const { port } = view;
  let openAtEscape = false;
  const guard = (target: HTMLElement) => {
    on(
      target,
      'keydown',
      (event) => {
        if (event.key === 'Escape') openAtEscape = port.state.open;
      },
      { capture: true },
    );
    on(target, 'keydown', (event) => {
      if (event.key === 'Escape' && openAtEscape && !port.state.open) event.stopPropagation();
    });
  };
  guard(view.root);
  // The dropdown may be portalled out of the root.
  view.whenOpenList((openList) => guard(openList.dropdown));
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
