/**
 * The keyboard table (docs/api.md, Keyboard), as data: (key, context) → action. The view performs the
 * actions; nothing here touches the DOM.
 */
export type KeyAction =
  | 'open'
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'pageDown'
  | 'pageUp'
  | 'pick'
  /** Space on the open control: part of a typeahead in progress, else a pick. */
  | 'space'
  | 'close'
  | 'tabClose'
  | 'removeLast'
  | 'clear'
  | 'expand'
  | 'collapse'
  | 'focusLastTag';

export interface KeyContext {
  open: boolean;
  /** Focus is in the search input. */
  inSearch: boolean;
  /** The search input is empty. */
  queryEmpty: boolean;
  multiple: boolean;
  tree: boolean;
  /** The widget is laid out right to left: the tags before the field sit to its right. */
  rtl?: boolean;
}

/** One row of a key table: the key, when it applies, and its action. The first matching row wins. */
interface Binding<Context, Action> {
  key: string;
  when: (context: Context) => boolean;
  action: Action;
}

function lookup<Context, Action>(
  table: readonly Binding<Context, Action>[],
  key: string,
  context: Context,
): Action | null {
  for (const binding of table) if (binding.key === key && binding.when(context)) return binding.action;
  return null;
}

const open = (c: KeyContext) => c.open;
const closed = (c: KeyContext) => !c.open;
const onControl = (c: KeyContext) => !c.inSearch;

const bindings: Binding<KeyContext, KeyAction>[] = [
  { key: 'ArrowDown', when: closed, action: 'open' },
  { key: 'ArrowUp', when: closed, action: 'open' },
  { key: 'Enter', when: (c) => closed(c) && onControl(c), action: 'open' },
  { key: ' ', when: (c) => closed(c) && onControl(c), action: 'open' },
  { key: 'ArrowDown', when: open, action: 'next' },
  { key: 'ArrowUp', when: open, action: 'previous' },
  { key: 'Home', when: open, action: 'first' },
  { key: 'End', when: open, action: 'last' },
  { key: 'PageDown', when: open, action: 'pageDown' },
  { key: 'PageUp', when: open, action: 'pageUp' },
  { key: 'Enter', when: open, action: 'pick' },
  { key: ' ', when: (c) => open(c) && onControl(c), action: 'space' },
  { key: 'Escape', when: open, action: 'close' },
  { key: 'Tab', when: open, action: 'tabClose' },
  { key: 'ArrowRight', when: (c) => open(c) && c.tree, action: 'expand' },
  { key: 'ArrowLeft', when: (c) => open(c) && c.tree, action: 'collapse' },
  // A single select clears from its closed control (when clearable), as the × button does.
  { key: 'Delete', when: (c) => closed(c) && onControl(c) && !c.multiple, action: 'clear' },
  { key: 'Backspace', when: (c) => closed(c) && onControl(c) && !c.multiple, action: 'clear' },
  { key: 'Backspace', when: (c) => c.multiple && c.queryEmpty, action: 'removeLast' },
  { key: 'ArrowLeft', when: (c) => c.multiple && c.queryEmpty && !c.rtl, action: 'focusLastTag' },
  { key: 'ArrowRight', when: (c) => c.multiple && c.queryEmpty && c.rtl === true, action: 'focusLastTag' },
];

/** The action of a key press, or null when the widget leaves the key alone. */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>,
  context: KeyContext,
): KeyAction | null {
  // While an IME composition is open, keys belong to the input method.
  if (event.isComposing || event.key === 'Process') return null;
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey) {
    if (event.key === 'ArrowDown' && !context.open) return 'open';
    if (event.key === 'ArrowUp' && context.open) return 'close';
    return null;
  }
  return lookup(bindings, event.key, context);
}

/** What a key does on a focused tag of a multiple select. */
export type TagKeyAction = 'moveLeft' | 'moveRight' | 'previous' | 'next' | 'remove' | 'leave';

/** The arrow towards the start or the end in a left-to-right layout: ArrowLeft and ArrowRight swap when `rtl`. */
function startEndKey(key: string, rtl: boolean | undefined): string {
  if (!rtl) return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
}

/** `reorder`: Alt is held on a sortable widget's tag. */
type TagKeyContext = { reorder: boolean };
const reordering = (c: TagKeyContext) => c.reorder;
const always = () => true;

const tagBindings: Binding<TagKeyContext, TagKeyAction>[] = [
  // First, so they win over the plain arrows.
  { key: 'ArrowLeft', when: reordering, action: 'moveLeft' },
  { key: 'ArrowRight', when: reordering, action: 'moveRight' },
  { key: 'ArrowLeft', when: always, action: 'previous' },
  { key: 'ArrowRight', when: always, action: 'next' },
  { key: 'Backspace', when: always, action: 'remove' },
  { key: 'Delete', when: always, action: 'remove' },
  { key: 'Escape', when: always, action: 'leave' },
];

/** The action of a key press on a focused tag, or null when the tag leaves the key alone. */
export function tagKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey'>,
  context: { sortable: boolean; rtl?: boolean },
): TagKeyAction | null {
  return lookup(tagBindings, startEndKey(event.key, context.rtl), {
    reorder: event.altKey && context.sortable,
  });
}
