/**
 * `<widget-select commit="apply">`: the open list's picks are pending; the
 * form value changes only when the user applies them.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, fixture, rows } from '../helpers';
import { element } from './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana" selected>Banana</option>
  <option value="cherry">Cherry</option>`;

test('commit="Apply": the form value changes only on Apply; getPendingValue reads the picks; Escape drops them', async () => {
  const host = fixture(
    `<form><widget-select name="fruit" label="Fruit" multiple commit="Apply">${options}</widget-select></form>`,
  );
  const form = host.querySelector('form')!;
  const select = element(host);
  expect(select.commit).toBe('apply');
  const changes: unknown[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  await clickControl();
  await userEvent.click(rows().find((row) => row.textContent === 'Apple')!);
  expect(select.getPendingValue()).toEqual(['banana', 'apple']);
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(changes).toEqual([]);
  await userEvent.click($('button.widget-select__apply')!);
  expect(new FormData(form).getAll('fruit')).toEqual(['banana', 'apple']);
  expect(changes).toHaveLength(1);
  expect(select.getPendingValue()).toBeNull();
  await clickControl();
  await userEvent.click(rows().find((row) => row.textContent === 'Cherry')!);
  await userEvent.keyboard('{Escape}');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana', 'apple']);
  expect(changes).toHaveLength(1);
});

test('without the attribute picks change the form value at once', async () => {
  const host = fixture(
    `<form><widget-select name="fruit" label="Fruit" multiple>${options}</widget-select></form>`,
  );
  const select = element(host);
  expect(select.commit).toBe('');
  await clickControl();
  await userEvent.click(rows().find((row) => row.textContent === 'Apple')!);
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toEqual(['banana', 'apple']);
  expect(select.getPendingValue()).toBeNull();
});
