/**
 * `commit: 'apply'` with real keys and clicks: picks in the open list are
 * pending (rows show them; the value, tags, form and events do not move);
 * Apply, Ctrl+Enter and Meta+Enter commit them as one change and close;
 * Cancel, Escape, Tab away and a click outside drop them.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectOptions } from '../../src/index';
import { $, clickControl, control, fixture, fruits, mount, recordEvents, rows, tagValues } from './helpers';

function mountInForm(options: SelectOptions = {}) {
  const host = fixture(
    '<p id="outside">Outside</p><form><select name="fruit" multiple id="s"></select></form><input id="after" />',
  );
  const select = host.querySelector<HTMLSelectElement>('#s')!;
  select.innerHTML = fruits.map((f) => `<option value="${f.value}">${f.label}</option>`).join('');
  select.options[1]!.selected = true;
  const widget = mount({ multiple: true, commit: 'apply', ...options }, select);
  const form = host.querySelector('form')!;
  return { widget, form, log: recordEvents(widget) };
}

const row = (label: string) => rows().find((r) => r.textContent === label)!;
const valueEvents = (log: [string, unknown][]) =>
  log.filter(([name]) => name === 'select' || name === 'unselect' || name === 'change' || name === 'close');

async function openAndPick() {
  await clickControl();
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
}

test('picks are pending: rows show them, the value, tags, form and events keep the committed value', async () => {
  const { widget, form, log } = mountInForm();
  await openAndPick();
  expect(row('Apple').getAttribute('aria-selected')).toBe('true');
  expect(row('Banana').getAttribute('aria-selected')).toBe('false');
  expect(widget.getPendingValue()).toEqual(['apple']);
  expect(widget.getValue()).toEqual(['banana']);
  expect(tagValues()).toEqual(['banana']);
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(valueEvents(log)).toEqual([]);
  expect(widget.isDropdownOpen()).toBe(true);
  const footer = $('.widget-select__dropdown .widget-select__footer')!;
  expect(footer.parentElement?.lastElementChild).toBe(footer);
  expect($('button.widget-select__apply', footer)?.textContent).toBe('Apply');
  expect($('button.widget-select__cancel', footer)?.textContent).toBe('Cancel');
});

test('Apply commits: an unselect and a select per difference, one change, then close', async () => {
  const { widget, form, log } = mountInForm();
  await openAndPick();
  await userEvent.click($('button.widget-select__apply')!);
  expect(widget.getValue()).toEqual(['apple']);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getPendingValue()).toBeNull();
  expect(tagValues()).toEqual(['apple']);
  expect(new FormData(form).getAll('fruit')).toEqual(['apple']);
  expect(valueEvents(log).map(([name]) => name)).toEqual(['unselect', 'select', 'change', 'close']);
});

test('Ctrl+Enter and Meta+Enter in the open list apply', async () => {
  const { widget } = mountInForm();
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Home}{Enter}');
  expect(widget.getPendingValue()).toEqual(['banana', 'apple']);
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(widget.isDropdownOpen()).toBe(false);
  await userEvent.keyboard('{ArrowDown}{Home}{ArrowDown}{Enter}');
  expect(widget.getPendingValue()).toEqual(['apple']);
  await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
  expect(widget.getValue()).toEqual(['apple']);
  expect(widget.isDropdownOpen()).toBe(false);
});

test('Cancel, Escape, Tab away and a click outside drop the pending picks with no value event', async () => {
  const { widget, log } = mountInForm();
  const dismissals: [string, () => Promise<void>][] = [
    ['cancel', () => userEvent.click($('button.widget-select__cancel')!)],
    ['escape', () => userEvent.keyboard('{Escape}')],
    ['tab', () => userEvent.keyboard('{Tab}')],
    ['outside', () => userEvent.click($('#outside')!)],
  ];
  for (const [name, dismiss] of dismissals) {
    await openAndPick();
    expect(widget.getPendingValue(), name).toEqual(['apple']);
    await dismiss();
    expect(widget.isDropdownOpen(), name).toBe(false);
    expect(widget.getPendingValue(), name).toBeNull();
    expect(widget.getValue(), name).toEqual(['banana']);
  }
  expect(valueEvents(log).map(([name]) => name)).toEqual(['close', 'close', 'close', 'close']);
});

test("a tag's remove button acts on the committed value at once; the pending picks stay", async () => {
  const { widget, log } = mountInForm();
  widget.setValue(['banana', 'cherry']);
  await clickControl();
  await userEvent.click(row('Apple'));
  await userEvent.click($('.widget-select__tag[data-value="cherry"] .widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual(['banana']);
  expect(widget.getPendingValue()).toEqual(['banana', 'apple']);
  expect(log.filter(([name]) => name === 'unselect').length).toBe(1);
  expect(row('Cherry').getAttribute('aria-selected')).toBe('false');
});

test('without the option (or in single mode) there is no footer and picks commit at once', async () => {
  const { widget } = mountInForm({ commit: 'immediate' });
  await clickControl();
  expect($('.widget-select__footer')).toBeNull();
  await userEvent.click(row('Apple'));
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(widget.getPendingValue()).toBeNull();
});

test('each pick that changes how many are pending is announced politely, with the keys to apply or cancel', async () => {
  mountInForm();
  await userEvent.hover(control());
  const live = () => $('.widget-select__live')!;
  // In from the first use. Where the engine has ariaNotify the region is hidden and mirrors what it was told (announce.test.ts).
  expect(live().getAttribute('aria-live')).toBe('ariaNotify' in Element.prototype ? null : 'polite');
  await clickControl();
  await userEvent.click(row('Apple'));
  await expect
    .poll(() => live().textContent?.trim())
    .toBe('Changes pending: 1. Press Ctrl+Enter to apply, Escape to cancel.');
  await userEvent.click(row('Cherry'));
  await expect.poll(() => live().textContent?.trim()).toMatch(/^Changes pending: 2\./);
});

test('the footer speaks the language in use', async () => {
  const { widget } = mountInForm({ language: { apply: 'Anwenden', cancel: 'Verwerfen' } });
  await clickControl();
  expect($('button.widget-select__apply')?.textContent).toBe('Anwenden');
  expect($('button.widget-select__cancel')?.textContent).toBe('Verwerfen');
  expect(widget.getPendingValue()).toEqual(['banana']);
});
