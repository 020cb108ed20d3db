/**
 * treeLayout: 'columns' (the cascader): its DOM and ARIA, the keys inside
 * and across columns, the pointer, and the single value shown as a path.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from './axe';
import { $, clickControl, dropdown, fixture, mount, search } from './helpers';
import { activeDescendant, columnsOf, columnTexts, highlightedValue, places, rowOf } from './columns-helpers';

const cascader = (options = {}) => {
  const host = fixture('<label for="city">City</label><div id="city"></div>');
  return mount(
    { data: places, treeLayout: 'columns', ...options },
    host.querySelector<HTMLElement>('#city')!,
  );
};

test('the dropdown holds one listbox column per open level, the first named by the field, the next by its parent', async () => {
  cascader();
  await clickControl();
  expect(dropdown()!.classList).toContain('widget-select__dropdown--columns');
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  const [first] = columnsOf();
  expect(first!.getAttribute('role')).toBe('listbox');
  const labelledBy = first!.getAttribute('aria-labelledby');
  expect(labelledBy && document.getElementById(labelledBy)?.textContent).toBe('City');
  expect(search()!.getAttribute('aria-haspopup')).toBe('listbox');
  expect(search()!.getAttribute('aria-controls')).toBe(first!.id);
  const asia = rowOf('asia')!;
  expect(asia.classList).toContain('widget-select__option--parent');
  expect(asia.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(asia);
  expect(columnTexts()).toEqual([
    ['Asia', 'Europe'],
    ['Vietnam', 'Japan'],
  ]);
  expect(columnsOf()[1]!.getAttribute('role')).toBe('listbox');
  expect(columnsOf()[1]!.getAttribute('aria-label')).toBe('Asia');
  expect($('.widget-select__control')!.getAttribute('aria-haspopup')).toBe('listbox');
  expect($('.widget-select__control')!.getAttribute('aria-controls')).toBe(
    columnsOf()
      .map((c) => c.id)
      .join(' '),
  );
  expect(asia.getAttribute('aria-expanded')).toBe('true');
  // Nothing was picked by the click on a parent, and the list stays open.
  expect($('.widget-select__value')).toBeNull();
  expect(dropdown()).not.toBeNull();
  // The rows of the tree's nested list are not in the page.
  expect(document.querySelectorAll('.widget-select__option').length).toBe(4);
});

test('keys: ArrowDown / ArrowUp inside a column, ArrowRight opens a column at its first row, ArrowLeft goes back, Enter picks a leaf', async () => {
  const widget = cascader();
  await clickControl();
  await userEvent.keyboard('{ArrowDown}');
  expect(highlightedValue()).toBe('europe');
  expect(activeDescendant()?.dataset.value).toBe('europe');
  await userEvent.keyboard('{ArrowDown}');
  // The last row of the column: the highlight stays in it.
  expect(highlightedValue()).toBe('europe');
  await userEvent.keyboard('{ArrowUp}{ArrowRight}');
  expect(columnTexts()).toEqual([
    ['Asia', 'Europe'],
    ['Vietnam', 'Japan'],
  ]);
  expect(highlightedValue()).toBe('vn');
  expect(activeDescendant()?.dataset.value).toBe('vn');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  // Enter on a parent opens its column as ArrowRight does.
  expect(highlightedValue()).toBe('tokyo');
  expect(columnTexts()[2]).toEqual(['Tokyo', 'Osaka']);
  await userEvent.keyboard('{ArrowLeft}');
  expect(highlightedValue()).toBe('jp');
  expect(activeDescendant()?.dataset.value).toBe('jp');
  await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
  expect(widget.getValue()).toBe('osaka');
  expect(dropdown()).toBeNull();
  expect($('.widget-select__value')!.textContent).toBe('Asia / Japan / Osaka');
});

test('moving to a sibling closes the columns of the row left', async () => {
  cascader();
  await clickControl();
  await userEvent.keyboard('{ArrowRight}');
  expect(columnsOf()).toHaveLength(2);
  await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
  expect(highlightedValue()).toBe('europe');
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  expect(rowOf('asia')!.getAttribute('aria-expanded')).toBe('false');
});

test('a click on a leaf picks it and closes; the value shows its path; reopening shows the path again', async () => {
  const widget = cascader();
  await clickControl();
  await userEvent.click(rowOf('europe')!);
  await userEvent.click(rowOf('fr')!);
  await userEvent.click(rowOf('lyon')!);
  expect(widget.getValue()).toBe('lyon');
  expect(dropdown()).toBeNull();
  expect($('.widget-select__value')!.textContent).toBe('Europe / France / Lyon');
  await clickControl();
  expect(columnTexts()).toEqual([
    ['Asia', 'Europe'],
    ['France', 'Germany'],
    ['Paris', 'Lyon'],
  ]);
  expect(search()).not.toBeNull();
});

test('pathSeparator joins the labels of the value', async () => {
  const widget = cascader({ pathSeparator: ' › ' });
  widget.setValue('berlin');
  expect($('.widget-select__value')!.textContent).toBe('Europe › Germany › Berlin');
});

test('a bad treeLayout throws a SelectWidgetError naming the option', () => {
  let thrown: unknown;
  try {
    cascader({ treeLayout: 'cascade' });
  } catch (error) {
    thrown = error;
  }
  expect((thrown as { code?: string }).code).toBe('invalid-options');
  expect(String((thrown as Error).message)).toContain('treeLayout');
});

test('opening on a value set by code shows the columns of its path, the highlight on it', async () => {
  const widget = cascader();
  widget.setValue('tokyo');
  await clickControl();
  expect(columnTexts()).toEqual([
    ['Asia', 'Europe'],
    ['Vietnam', 'Japan'],
    ['Tokyo', 'Osaka'],
  ]);
  expect(highlightedValue()).toBe('tokyo');
  expect(rowOf('tokyo')!.getAttribute('aria-selected')).toBe('true');
});

test("axe finds nothing to fault in the open columns but the parent rows' aria-expanded, single and multiple", async () => {
  for (const multiple of [false, true]) {
    const widget = cascader({ multiple });
    await clickControl();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(columnsOf()).toHaveLength(3);
    // ARIA 1.2 lists no aria-expanded on an option; a cascader's parent rows
    // carry it all the same (what a screen reader needs to hear that a row
    // opens a list), and axe says so for those rows alone.
    const parents = [...dropdown()!.querySelectorAll('.widget-select__option[aria-expanded]')].map(
      (row) => `#${row.id}`,
    );
    const findings = await axeViolations(dropdown()!, { strict: true });
    expect(findings.filter((line) => !line.startsWith('aria-allowed-attr'))).toEqual([]);
    const flagged = findings
      .find((line) => line.startsWith('aria-allowed-attr'))
      ?.split(' — ')[1]
      ?.split(', ');
    expect(flagged?.sort()).toEqual(parents.sort());
    widget.destroy();
  }
});
