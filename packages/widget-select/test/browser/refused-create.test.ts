import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, fruits, mount, recordEvents, rowLabels } from './helpers';

const createRow = () => $('.widget-select__message--create');

test('a text createOption refused is not offered again as "Create …": typed again, the row says why', async () => {
  const asked: string[] = [];
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: (label: string) => {
      asked.push(label);
      return asked.length < 3 ? Promise.reject(new Error(`${label} is taken`)) : { value: label, label };
    },
  });
  await clickControl();
  await userEvent.keyboard('Taken{Enter}');
  await vi.waitFor(() => expect(createRow()?.textContent).toBe('Taken is taken'));
  await userEvent.keyboard('s');
  expect(createRow()?.textContent).toBe('Create "Takens"');
  expect(createRow()?.classList.contains('widget-select__message--error')).toBe(false);
  await userEvent.keyboard('{Backspace}');
  expect(createRow()?.textContent).toBe('Taken is taken');
  expect(createRow()?.classList.contains('widget-select__message--error')).toBe(true);
  // Closed and opened again, the same text (any case) is still not offered as new.
  await userEvent.keyboard('{Escape}');
  await clickControl();
  await userEvent.keyboard('taken');
  expect(createRow()?.textContent).toBe('Taken is taken');
  // Enter tries again: a second refusal, then a creation.
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(asked).toEqual(['Taken', 'taken']));
  await vi.waitFor(() => expect(createRow()?.textContent).toBe('taken is taken'));
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['taken']));
});

test('a new tag beforeSelect refuses stays in the list, unselected, and is no longer offered as new', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    beforeSelect: (option) => option.value !== 'Kiwi',
  });
  const log = recordEvents(widget);
  await clickControl();
  await userEvent.keyboard('Kiwi{Enter}');
  await expect.poll(rowLabels).toContain('Kiwi');
  expect(createRow()).toBeNull();
  expect(widget.getValue()).toEqual([]);
  expect(log.filter(([name]) => name === 'create')).toEqual([['create', { value: 'Kiwi', label: 'Kiwi' }]]);
});
