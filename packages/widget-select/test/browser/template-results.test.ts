/** A sanitizeTemplate that returns no string: reported as callback-failed, the label shown as text. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectWidgetError } from '../../src/index';
import { $, control, mount, recordEvents, rowLabels, rows, tags } from './helpers';

const data = [
  { value: 'a', label: '<b>Alpha</b>' },
  { value: 'b', label: 'Beta' },
];

test.each([
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an object', { html: '<i>x</i>' }],
  ['a Promise', Promise.resolve('<i>x</i>')],
])(
  'sanitizeTemplate returning %s: rows, value and tags show the escaped label; callback-failed is reported',
  async (_, returned) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = {
      data,
      templateResult: (option: { label: string }) => `<em>${option.label}</em>`,
      templateSelection: (option: { label: string }) => `<em>${option.label}</em>`,
      sanitizeTemplate: () => returned as unknown as string,
    };
    const single = mount(options);
    const log = recordEvents(single);
    await userEvent.click(control());
    expect(rowLabels()).toEqual(['<b>Alpha</b>', 'Beta']);
    expect(
      $('.widget-select__dropdown em, .widget-select__dropdown b, .widget-select__dropdown i'),
    ).toBeNull();
    await userEvent.click(rows()[0]!);
    expect($('.widget-select__value')?.textContent).toBe('<b>Alpha</b>');
    const failures = log.filter(([name]) => name === 'error').map(([, e]) => e as SelectWidgetError);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.code).toBe('callback-failed');
      expect(failure.message).toContain('sanitizeTemplate');
    }
    single.destroy();

    mount({ ...options, multiple: true }).setValue(['a', 'b']);
    expect(tags().map((tag) => tag.textContent)).toEqual([
      expect.stringContaining('<b>Alpha</b>'),
      expect.stringContaining('Beta'),
    ]);
    expect($('.widget-select__tag em')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|null|\[object|42/);
    error.mockRestore();
  },
);
