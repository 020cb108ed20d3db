/**
 * selectAllHeaderPlugin: "Select all" and "Clear selection" buttons in the
 * dropdown header of a multiple select. Built only on the plugin api:
 * `onDropdownOpen` for the header, `user` actions for the changes (so
 * `before*` hooks, events and native form events behave as for a click on a
 * row), `messages` for localized labels.
 */
import type { PluginApi, SelectPlugin } from '../types';

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
  node.className = BULK_BUTTON_CLASS;
  node.tabIndex = -1;
  node.textContent = text;
  if (shortcut) node.setAttribute('aria-keyshortcuts', shortcut);
  node.addEventListener('click', action);
  return node;
}

function header<Meta>(api: PluginApi<Meta>, shortcuts: boolean, dropdown: HTMLElement, slot: HTMLElement) {
  const { messages, user } = api;
  const bar = document.createElement('div');
  bar.className = BULK_CLASS;
  bar.append(
    button(messages.selectAll, shortcuts ? 'Alt+A' : null, () => user.selectAll()),
    button(messages.clear, shortcuts ? 'Alt+Shift+A' : null, () => user.clearAll()),
  );
  slot.append(bar);
  if (!shortcuts) return () => bar.remove();
  const onKey = (event: KeyboardEvent) => {
    // `code`, not `key`: Option+A types "å" on a Mac keyboard.
    if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
    event.preventDefault();
    if (event.shiftKey) user.clearAll();
    else user.selectAll();
  };
  // The dropdown sees keys from the search input; the control those of a
  // widget without search.
  dropdown.addEventListener('keydown', onKey);
  api.control.addEventListener('keydown', onKey);
  return () => {
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
