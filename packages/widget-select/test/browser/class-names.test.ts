/** The `classNames` option: the app's own classes beside the widget's, on every part. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SelectWidgetError } from 'widget-select';
import { $, $$, control, fruits, mount } from './helpers';

const classNames = {
  root: 'app-root',
  control: 'app-control  rounded',
  value: 'app-value',
  placeholder: 'app-placeholder',
  tag: 'app-tag',
  tagRemove: 'app-tag-remove',
  clear: 'app-clear',
  dropdown: 'app-dropdown',
  search: 'app-search',
  list: 'app-list',
  option: 'app-option',
  group: 'app-group',
  message: 'app-message',
};

test('each part carries its own classes beside the BEM ones, rows included as they scroll', async () => {
  const widget = mount({
    multiple: true,
    clearable: true,
    placeholder: 'Pick',
    classNames,
    data: [
      { label: 'Fruit', options: fruits },
      {
        label: 'Many',
        options: Array.from({ length: 300 }, (_, i) => ({ value: `n${i}`, label: `Number ${i}` })),
      },
    ],
  });
  expect($('.widget-select')!.classList.contains('app-root')).toBe(true);
  expect([...control().classList]).toEqual(
    expect.arrayContaining(['widget-select__control', 'app-control', 'rounded']),
  );
  expect($('.widget-select__placeholder')!.classList.contains('app-placeholder')).toBe(true);
  widget.setValue(['apple']);
  expect($('.widget-select__tag')!.classList.contains('app-tag')).toBe(true);
  expect($('.widget-select__tag-remove')!.classList.contains('app-tag-remove')).toBe(true);
  expect($('.widget-select__clear')!.classList.contains('app-clear')).toBe(true);
  await userEvent.click(control());
  expect($('.widget-select__dropdown')!.classList.contains('app-dropdown')).toBe(true);
  expect($('.widget-select__search')!.classList.contains('app-search')).toBe(true);
  expect($('.widget-select__list')!.classList.contains('app-list')).toBe(true);
  expect($$('.widget-select__group')[0]!.classList.contains('app-group')).toBe(true);
  const options = $$('.widget-select__option');
  expect(options.every((row) => row.classList.contains('app-option'))).toBe(true);
  // Rows rendered later by the virtual list get them too.
  await userEvent.keyboard('{End}');
  expect($$('.widget-select__option').every((row) => row.classList.contains('app-option'))).toBe(true);
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')!.classList.contains('app-message')).toBe(true);
  widget.setSearchQuery('');
  await userEvent.keyboard('{Escape}');
  const single = mount({ data: fruits, classNames });
  single.setValue('banana');
  expect($('.widget-select__value')!.classList.contains('app-value')).toBe(true);
});

test('an unknown part or a class list that is not a string is refused, naming it', () => {
  expect(() => mount({ data: fruits, classNames: { row: 'x' } as never })).toThrow(SelectWidgetError);
  expect(() => mount({ data: fruits, classNames: { row: 'x' } as never })).toThrow(/classNames\.row/);
  expect(() => mount({ data: fruits, classNames: { option: ['x'] } as never })).toThrow(/classNames\.option/);
  expect(() => mount({ data: fruits, classNames: 'x' as never })).toThrow(/classNames/);
});
