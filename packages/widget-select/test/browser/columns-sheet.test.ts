/**
 * treeLayout: 'columns' in the phone sheet and the history: the back gesture
 * (a real `history.back()`) returns one column before it closes the sheet,
 * and the sheet still owns one history entry at most, never stepping back
 * past the page's own. `presentation: 'sheet'` is forced, so this file runs
 * in every engine.
 */
import { beforeEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, fixture, mount } from './helpers';
import { goBack, historySettled } from './history-steps';
import { columnTexts, highlightedValue, places, rowOf } from './columns-helpers';

const SHEET_KEY = 'widgetSelectSheet';
const pageUrl = location.href.replace(/#.*$/, '');
let pageEntry = '';
let startLength = 0;

beforeEach(() => {
  // The page's own entry: stepping back past it is leaving the page.
  pageEntry = Math.random().toString(36).slice(2);
  history.pushState({ pageEntry }, '', pageUrl);
  startLength = history.length;
});

const sheetState = () => (history.state as Record<string, unknown> | null)?.[SHEET_KEY];

/** The sheet is open on one entry of its own, right after the page's. */
function oneSheetEntry(): void {
  expect(sheetState()).toBeTypeOf('string');
  expect(history.length).toBeLessThanOrEqual(startLength + 1);
}

const cascader = () => {
  const host = fixture('<label for="city">City</label><div id="city"></div>');
  return mount(
    { data: places, treeLayout: 'columns', presentation: 'sheet' },
    host.querySelector<HTMLElement>('#city')!,
  );
};

test('the back gesture in the sheet returns one column at a time, and closes the sheet from the first column', async () => {
  const widget = cascader();
  await clickControl();
  await userEvent.click(rowOf('asia')!);
  await userEvent.click(rowOf('jp')!);
  expect(columnTexts()).toEqual([['Tokyo', 'Osaka']]);
  await historySettled();
  oneSheetEntry();

  await goBack();
  expect(widget.isDropdownOpen()).toBe(true);
  expect(columnTexts()).toEqual([['Vietnam', 'Japan']]);
  // As the Back button does: the highlight on the parent the column belonged to.
  expect(highlightedValue()).toBe('jp');
  oneSheetEntry();

  await goBack();
  expect(widget.isDropdownOpen()).toBe(true);
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  expect($('.widget-select__back')).toBeNull();
  oneSheetEntry();

  await goBack();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toBeNull();
  // On the page's own entry: nothing of the sheet's left to step back over.
  expect(location.href).toBe(pageUrl);
  expect(history.state).toEqual({ pageEntry });
  expect(history.length).toBeLessThanOrEqual(startLength + 1);
});

test('after a back gesture went up a column, closing the sheet takes its entry away without leaving the page', async () => {
  const widget = cascader();
  await clickControl();
  await userEvent.click(rowOf('europe')!);
  await historySettled();
  await goBack();
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  oneSheetEntry();
  await userEvent.click(rowOf('asia')!);
  await userEvent.click(rowOf('vn')!);
  await userEvent.click(rowOf('hanoi')!);
  expect(widget.getValue()).toBe('hanoi');
  expect(widget.isDropdownOpen()).toBe(false);
  await historySettled();
  expect(history.state).toEqual({ pageEntry });
  expect(history.length).toBeLessThanOrEqual(startLength + 1);
});

test('Escape on the Back button closes the sheet and focus returns to the control', async () => {
  const widget = cascader();
  const control = $('.widget-select__control')!;
  control.focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => $('.widget-select__back')).not.toBeNull();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe($('.widget-select__back'));
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control);
});
