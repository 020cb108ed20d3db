/** Fixtures and page helpers of the columns (cascader) browser tests. */
import type { Option } from '../../src/index';
import { $, $$ } from './helpers';

/** Continent > country > city. */
export const places: Option[] = [
  {
    value: 'asia',
    label: 'Asia',
    children: [
      {
        value: 'vn',
        label: 'Vietnam',
        children: [
          { value: 'hanoi', label: 'Hanoi' },
          { value: 'hcmc', label: 'Ho Chi Minh City' },
        ],
      },
      {
        value: 'jp',
        label: 'Japan',
        children: [
          { value: 'tokyo', label: 'Tokyo' },
          { value: 'osaka', label: 'Osaka' },
        ],
      },
    ],
  },
  {
    value: 'europe',
    label: 'Europe',
    children: [
      {
        value: 'fr',
        label: 'France',
        children: [
          { value: 'paris', label: 'Paris' },
          { value: 'lyon', label: 'Lyon' },
        ],
      },
      { value: 'de', label: 'Germany', children: [{ value: 'berlin', label: 'Berlin' }] },
    ],
  },
];

export const columnsOf = () => $$('.widget-select__column');
/** The row texts of each open column. */
export const columnTexts = () =>
  columnsOf().map((column) => $$('.widget-select__option', column).map((row) => row.textContent ?? ''));
export const rowOf = (value: string) => $(`.widget-select__option[data-value="${value}"]`);
export const highlightedValue = () => $('.widget-select__option--highlighted')?.dataset.value;
/** The element aria-activedescendant of the focused combobox names. */
export const activeDescendant = () => {
  const focused = document.activeElement as HTMLElement;
  const id = focused.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
