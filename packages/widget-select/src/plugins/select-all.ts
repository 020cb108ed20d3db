/**
 * selectAllHeaderPlugin: "Select all" and "Clear selection" buttons in the
 * dropdown header of a multiple select. While a query is active the first
 * reads "Select all N matching" and selects only the matches (for a paged
 * remote source, every page of them). Built only on the plugin api:
 * `onDropdownOpen` for the header, `user` actions for the changes (so
 * `before*` hooks, events and native form events behave as for a click on a
 * row), `messages` for localized labels.
 */
import { format } from '../i18n/messages';
import type { PluginApi, SelectPlugin } from '../types';
import { el } from '../view/dom';

/** Class of the button bar in the header. */
export const BULK_CLASS = 'widget-select__bulk';
/** Class of each button. */
export const BULK_BUTTON_CLASS = 'widget-select__bulk-button';

export interface SelectAllHeaderPluginOptions {
  /**
   * Keyboard shortcuts while the dropdown is open: Alt+A selects all,
   * Alt+Shift+A clears. Focus stays in the search input (Tab closes the
   * dropdown, per the APG combobox), so the buttons themselves are not in
   * the tab order and the shortcuts are the keyboard path.
   * @default true
   */
  shortcuts?: boolean;
}

function button(text: string, shortcut: string | null, action: () => void): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  // In no form, as the widget's own buttons (see `button` in view/dom.ts).
  node.setAttribute('form', '');
  node.className = BULK_BUTTON_CLASS;
  node.tabIndex = -1;
  node.textContent = text;
  if (shortcut) node.setAttribute('aria-keyshortcuts', shortcut);
  node.addEventListener('click', action);
  return node;
}

/**
 * The select-all button's text and scope: "Select all N matching" and only
 * the matches (every page of a paged remote source) while a query is
 * active; "Select all" and everything otherwise, or when the count is unknown.
 */
function selectAllLabel<Meta>(api: PluginApi<Meta>): string {
  const { messages, state } = api;
  if (state.query.trim() === '') return messages.selectAll;
  const count = api.matchingCount();
  return count === null ? messages.selectAll : format(messages.selectAllMatching, { count });
}

function selectAll<Meta>(api: PluginApi<Meta>): void {
  if (api.state.query.trim() === '') api.user.selectAll();
  else api.user.selectAll({ scope: 'matching' });
}

function header<Meta>(api: PluginApi<Meta>, shortcuts: boolean, dropdown: HTMLElement, slot: HTMLElement) {
  const { messages, user } = api;
  const bar = el('div', BULK_CLASS);
  const all = button(selectAllLabel(api), shortcuts ? 'Alt+A' : null, () => selectAll(api));
  bar.append(
    all,
    button(messages.clear, shortcuts ? 'Alt+Shift+A' : null, () => user.clearAll()),
  );
  slot.append(bar);
  // The count follows the query and the pages that arrive.
  const unsubscribe = api.subscribe(() => {
    const text = selectAllLabel(api);
    if (all.textContent !== text) all.textContent = text;
  });
  const onKey = (event: KeyboardEvent) => {
    // `code`, not `key`: Option+A types "å" on a Mac keyboard.
    if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
    event.preventDefault();
    if (event.shiftKey) user.clearAll();
    else selectAll(api);
  };
  // The dropdown sees keys from the search input; the control those of a
  // widget without search.
  if (shortcuts) {
    dropdown.addEventListener('keydown', onKey);
    api.control.addEventListener('keydown', onKey);
  }
  return () => {
    unsubscribe();
    bar.remove();
    dropdown.removeEventListener('keydown', onKey);
    api.control.removeEventListener('keydown', onKey);
  };
}

/** Select-all / clear-all header for multiple selects; a single select is left alone. */
export function selectAllHeaderPlugin<Meta = Record<string, unknown>>(
  options: SelectAllHeaderPluginOptions = {},
): SelectPlugin<Meta> {
  const shortcuts = options.shortcuts ?? true;
  return {
    name: 'select-all-header',
    setup(api) {
      api.onDropdownOpen((dropdown, slot) =>
        api.options.multiple ? header(api, shortcuts, dropdown, slot) : undefined,
      );
      return undefined;
    },
  };
}
