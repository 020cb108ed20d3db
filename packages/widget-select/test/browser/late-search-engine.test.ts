/**
 * The search engine, a part loaded on demand, late or failed by the
 * loader's test gate (the tests' setup has it up front): a query typed
 * before it shows its rows pending and nothing is held; its arrival shows
 * the matches with the first highlighted; a failed load is `load-failed`
 * and the next keystroke asks again.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget from '../../src/index';
import { loadGate } from '../load-gate';
import { searchEnginePart } from '../../src/view/search-engine-part';
import { gatedPartsPage } from './gated-parts';

const ENGINE = 'search engine';
const fruits = ['Apple', 'Apricot', 'Banana', 'Cherry'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const mount = gatedPartsPage(() => searchEnginePart.load());

/** A page whose search engine is missing, held (or failed) by the loader's test gate. */
function pageWithoutTheEngine(gate: 'hold' | 'fail') {
  const { widget, errors, control } = mount({ [gate]: [ENGINE] }, { data: fruits });
  const labels = () =>
    [...document.querySelectorAll('.widget-select__option .widget-select__label')].map(
      (el) => el.textContent,
    );
  return { widget, errors, control, labels };
}

test('a query typed before the engine shows pending rows; the engine’s arrival shows the matches, the first highlighted', async () => {
  const { widget, control, labels } = pageWithoutTheEngine('hold');
  await userEvent.click(control);
  await userEvent.keyboard('ap');
  expect(widget.getSearchQuery()).toBe('ap');
  expect(labels()).toEqual([]);
  loadGate.release(ENGINE);
  await SelectWidget.ready();
  await vi.waitFor(() => expect(labels()).toEqual(['Apple', 'Apricot']));
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('apple');
});

test('a failed engine is a load-failed error; the next keystroke asks again and shows the matches', async () => {
  const { errors, control, labels } = pageWithoutTheEngine('fail');
  await userEvent.click(control);
  await userEvent.keyboard('a');
  await vi.waitFor(() => expect(errors.map((error) => error.code)).toEqual(['load-failed']));
  expect(labels()).toEqual([]);
  loadGate.release(ENGINE);
  await userEvent.keyboard('p');
  await vi.waitFor(() => expect(labels()).toEqual(['Apple', 'Apricot']));
  expect(errors).toHaveLength(1);
});

/** The message row's kind (its modifier class) and text, or null without one. */
function messageRow() {
  const row = document.querySelector('.widget-select__message');
  if (!row) return null;
  const kind = [...row.classList].find((name) => name.startsWith('widget-select__message--'));
  return { kind: kind?.slice('widget-select__message--'.length), text: row.textContent };
}

test('a matching query typed before the engine shows the loading row, never "No results found"; the matches replace it', async () => {
  const { control, labels } = pageWithoutTheEngine('hold');
  await userEvent.click(control);
  await userEvent.keyboard('ban');
  await vi.waitFor(() => expect(messageRow()).toEqual({ kind: 'loading', text: 'Loading…' }));
  loadGate.release(ENGINE);
  await SelectWidget.ready();
  await vi.waitFor(() => expect(labels()).toEqual(['Banana']));
  expect(messageRow()).toBeNull();
});

test('a failed engine never says "No results found": the rows stay pending until the next keystroke asks again', async () => {
  const { errors, control, labels } = pageWithoutTheEngine('fail');
  await userEvent.click(control);
  await userEvent.keyboard('b');
  await vi.waitFor(() => expect(errors.map((error) => error.code)).toEqual(['load-failed']));
  expect(messageRow()).toEqual({ kind: 'loading', text: 'Loading…' });
  loadGate.release(ENGINE);
  await userEvent.keyboard('a');
  await vi.waitFor(() => expect(labels()).toEqual(['Banana']));
  expect(messageRow()).toBeNull();
});
