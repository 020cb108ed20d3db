import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, fruits, mount, rowLabels, search } from './helpers';

test('opens on click, filters on typing, picks with Enter', async () => {
  const widget = mount({ data: fruits });
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('an');
  expect(rowLabels()).toEqual(['Banana']);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('banana');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
});
