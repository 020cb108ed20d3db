/**
 * checkboxPlugin: a checkbox at the start of every option row, ticked when
 * the option is selected. Built only on the plugin api: `decorateRow` for
 * the box, `intercept` to keep the query after a pick.
 */
import type { SelectPlugin } from '../types';
import { el } from '../view/dom';

/** Class of the checkbox element (`--checked` when ticked). */
export const CHECKBOX_CLASS = 'widget-select__checkbox';

export interface CheckboxPluginOptions {
  /**
   * Keep the search query after a pick in multiple mode, so several matches
   * of one query can be ticked in a row. Without the plugin a pick clears it.
   * @default true
   */
  keepQuery?: boolean;
}

/**
 * Checkbox rows. The box is decoration (`aria-hidden`): the row already
 * exposes `aria-selected`, and a click anywhere on the row toggles it, so
 * there is no nested interactive control for assistive technology to trip on.
 */
export function checkboxPlugin<Meta = Record<string, unknown>>(
  options: CheckboxPluginOptions = {},
): SelectPlugin<Meta> {
  const keepQuery = options.keepQuery ?? true;
  return {
    name: 'checkbox',
    setup(api) {
      api.decorateRow((row, _option, selected) => {
        let box = row.firstElementChild;
        if (!box?.classList.contains(CHECKBOX_CLASS)) {
          box = el('span', CHECKBOX_CLASS, { 'aria-hidden': 'true' });
          row.prepend(box);
        }
        box.classList.toggle(`${CHECKBOX_CLASS}--checked`, selected);
      });
      if (keepQuery) {
        api.intercept((change, cause, state) => {
          const clearsQuery = cause === 'user:pick' && change.query === '' && change.open !== false;
          return clearsQuery && state.query !== '' ? { ...change, query: state.query } : change;
        });
      }
      return undefined;
    },
  };
}
