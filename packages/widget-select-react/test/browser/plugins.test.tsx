import { render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { checkboxPlugin, type SelectPlugin, selectAllHeaderPlugin } from 'widget-select';
import { WidgetSelect } from '../../src/index';
import { $$, control, fruits, roots } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('inline plugins={[checkboxPlugin()]}: re-renders neither warn nor remount', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const picker = (placeholder: string) => (
    <WidgetSelect
      aria-label="Fruits"
      data={fruits}
      multiple
      placeholder={placeholder}
      plugins={[checkboxPlugin(), selectAllHeaderPlugin()]}
    />
  );
  const view = render(picker('Pick'));
  const root = roots()[0]!;
  for (const placeholder of ['Pick fruits', 'Pick some', 'Pick']) view.rerender(picker(placeholder));
  expect(warn).not.toHaveBeenCalled();
  expect(roots()).toEqual([root]);
  await userEvent.click(control());
  expect($$('.widget-select__checkbox').length).toBe(fruits.length);
  expect($$('.widget-select__bulk-button').length).toBe(2);
});

test('plugins compare by name, in order: another list still warns once', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const named = (name: string): SelectPlugin => ({ name, setup: () => undefined });
  const view = render(<WidgetSelect data={fruits} multiple plugins={[named('a'), named('b')]} />);
  view.rerender(<WidgetSelect data={fruits} multiple plugins={[named('a'), named('b')]} />);
  expect(warn).not.toHaveBeenCalled();
  view.rerender(<WidgetSelect data={fruits} multiple plugins={[named('b'), named('a')]} />);
  view.rerender(<WidgetSelect data={fruits} multiple plugins={[named('a')]} />);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/"plugins" changed after mount/);
});
