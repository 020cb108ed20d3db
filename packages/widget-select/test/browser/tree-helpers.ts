/** Fixtures and page helpers of the tree select browser tests. */
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, $$ } from './helpers';

/** Five levels deep: electronics > computers > laptops > ultrabooks > ultra-13. */
export const catalog: Option[] = [
  {
    value: 'electronics',
    label: 'Electronics',
    children: [
      {
        value: 'computers',
        label: 'Computers',
        children: [
          {
            value: 'laptops',
            label: 'Laptops',
            children: [
              {
                value: 'ultrabooks',
                label: 'Ultrabooks',
                children: [
                  { value: 'ultra-13', label: 'Ultra 13' },
                  { value: 'ultra-15', label: 'Ultra 15' },
                ],
              },
              { value: 'gaming', label: 'Gaming laptops' },
            ],
          },
          { value: 'desktops', label: 'Desktops' },
        ],
      },
      {
        value: 'phones',
        label: 'Phones',
        children: [
          { value: 'android', label: 'Android' },
          { value: 'iphone', label: 'iPhone' },
        ],
      },
    ],
  },
  {
    value: 'books',
    label: 'Books',
    children: [
      { value: 'novels', label: 'Novels' },
      { value: 'poetry', label: 'Poetry' },
    ],
  },
  { value: 'garden', label: 'Garden' },
];

/** The row element of a value, if rendered. */
export const row = (value: string) => $(`.widget-select__option[data-value="${value}"]`);
/** The twisty of a node's row. */
export const twisty = (value: string) =>
  $(`.widget-select__option[data-value="${value}"] .widget-select__twisty`);
/** Values of the rendered rows, in order. */
export const shown = () => $$('.widget-select__option').map((r) => r.dataset.value);
/** Whether a row is marked partially selected. */
export const indeterminate = (value: string) =>
  row(value)?.classList.contains('widget-select__option--indeterminate') ?? false;
/** Values of rendered rows marked aria-selected="true" (the selection state of a multiple tree). */
export const selectedRows = () =>
  $$('.widget-select__option[aria-selected="true"]').map((r) => r.dataset.value);

/** Clicks the twisties of the given nodes, in order (each must be rendered by then). */
export async function expand(...values: string[]): Promise<void> {
  for (const value of values) {
    const toggle = twisty(value);
    if (!toggle) throw new Error(`no twisty for ${value}`);
    await userEvent.click(toggle);
  }
}

/** Clicks the label of a row (selects it). */
export async function clickLabel(value: string): Promise<void> {
  const label = row(value)?.querySelector<HTMLElement>('.widget-select__label');
  if (!label) throw new Error(`no row label for ${value}`);
  await userEvent.click(label);
}
