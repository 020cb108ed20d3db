/**
 * The keyboard table (docs/api.md, Keyboard), as data: (key, context) → action. The view
 * performs the actions; nothing here touches the DOM.
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
}

interface Binding {
  key: string;
  when: (context: KeyContext) => boolean;
  action: KeyAction;
}

const open = (c: KeyContext) => c.open;
const closed = (c: KeyContext) => !c.open;
const onControl = (c: KeyContext) => !c.inSearch;

const bindings: Binding[] = [
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
  { key: ' ', when: (c) => open(c) && onControl(c), action: 'pick' },
  { key: 'Escape', when: open, action: 'close' },
  { key: 'Tab', when: open, action: 'tabClose' },
  { key: 'ArrowRight', when: (c) => open(c) && c.tree, action: 'expand' },
  { key: 'ArrowLeft', when: (c) => open(c) && c.tree, action: 'collapse' },
  // A single select clears from its closed control (when clearable), as the × button does.
  { key: 'Delete', when: (c) => closed(c) && onControl(c) && !c.multiple, action: 'clear' },
  { key: 'Backspace', when: (c) => closed(c) && onControl(c) && !c.multiple, action: 'clear' },
  { key: 'Backspace', when: (c) => c.multiple && c.queryEmpty, action: 'removeLast' },
  { key: 'ArrowLeft', when: (c) => c.multiple && c.queryEmpty, action: 'focusLastTag' },
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
  for (const binding of bindings) {
    if (binding.key === event.key && binding.when(context)) return binding.action;
  }
  return null;
}

/** What a key does on a focused tag of a multiple select. */
export type TagKeyAction = 'moveLeft' | 'moveRight' | 'previous' | 'next' | 'remove' | 'leave';

const tagBindings: { key: string; alt: boolean; action: TagKeyAction }[] = [
  // Alt+arrows reorder, only in sortable mode; first, so they win over the plain arrows.
  { key: 'ArrowLeft', alt: true, action: 'moveLeft' },
  { key: 'ArrowRight', alt: true, action: 'moveRight' },
  { key: 'ArrowLeft', alt: false, action: 'previous' },
  { key: 'ArrowRight', alt: false, action: 'next' },
  { key: 'Backspace', alt: false, action: 'remove' },
  { key: 'Delete', alt: false, action: 'remove' },
  { key: 'Escape', alt: false, action: 'leave' },
];

/** The action of a key press on a focused tag, or null when the tag leaves the key alone. */
export function tagKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey'>,
  context: { sortable: boolean },
): TagKeyAction | null {
  const reorder = event.altKey && context.sortable;
  for (const binding of tagBindings) {
    if (binding.key === event.key && (reorder || !binding.alt)) return binding.action;
  }
  return null;
}
