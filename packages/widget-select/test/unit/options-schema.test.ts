import { describe, expect, it } from 'vitest';
import { SelectWidgetError } from '../../src/errors';
import {
  changedOptions,
  defaults,
  OPTION_NAMES,
  onlyHooks,
  optionInput,
  REMOUNT_ONLY,
  resolveOptions,
  validateOptions,
} from '../../src/options';

/** One value of the wrong type for every option. */
const WRONG: Record<(typeof OPTION_NAMES)[number], unknown> = {
  placeholder: 3,
  searchable: 'yes',
  multiple: 1,
  clearable: 'no',
  allowCreate: {},
  sortable: [],
  closeOnSelect: 0,
  groupSelect: 'all',
  hideSelected: 'yes',
  keepQueryOnSelect: 1,
  selectionDisplay: 3,
  selectedFirst: 'yes',
  commit: 'later',
  maxSelections: -1,
  theme: false,
  classNames: 'big',
  disabled: 'true',
  readonly: 'readonly',
  required: null,
  data: 'label',
  ajax: 'https://example.com',
  templateResult: '<b>',
  templateSelection: 1,
  sanitizeTemplate: true,
  beforeSelect: false,
  beforeUnselect: 'x',
  beforeCreate: 2,
  createOption: {},
  resolveOptions: 'fetch',
  loadChildren: [],
  treeValue: 'leaves',
  treeLayout: 'cascade',
  pathSeparator: 3,
  tagPath: 'yes',
  missingSelectionPolicy: 'drop',
  duplicateValuePolicy: true,
  filterOption: 'label',
  searchFields: 'label',
  tokenSearch: 'yes',
  accentInsensitive: 1,
  searchScorer: 0,
  highlightSearch: 'on',
  minSearchLength: 1.5,
  minResultsForSearch: '3',
  maxVisibleTags: Number.NaN,
  isOptionDisabled: true,
  virtualScroll: 'auto',
  itemHeight: 0,
  language: 42,
  plugins: 'checkbox',
  presentation: 'modal',
  openOnFocus: 'focus',
  openOnType: 'type',
  selectOnTab: 'tab',
  dropdownParent: 12,
};

/** `data` is checked by the data-set builder (codes `invalid-data`, `invalid-option`), not here. */
const CHECKED_HERE = OPTION_NAMES.filter((key) => key !== 'data');

describe('validateOptions', () => {
  it.each(CHECKED_HERE)('rejects a wrong type for %s, naming it', (key) => {
    let thrown: unknown;
    try {
      validateOptions({ [key]: WRONG[key] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SelectWidgetError);
    expect((thrown as SelectWidgetError).code).toBe('invalid-options');
    expect((thrown as Error).message).toContain(`"${key}`);
    expect((thrown as Error).message).toMatch(/must be /);
  });
});

describe('the schema', () => {
  it('gives the documented defaults', () => {
    expect(defaults()).toMatchObject({
      placeholder: '',
      searchable: true,
      multiple: false,
      theme: 'default',
      searchFields: ['label', 'description'],
      itemHeight: 36,
      language: 'en',
      plugins: [],
      missingSelectionPolicy: 'preserve',
      duplicateValuePolicy: 'warn',
    });
    expect('maxSelections' in defaults()).toBe(false);
  });

  it('lists the options that need a remount', () => {
    expect([...REMOUNT_ONLY].sort()).toEqual([
      'classNames',
      'dropdownParent',
      'multiple',
      'plugins',
      'searchable',
      'treeLayout',
    ]);
  });
});

describe('changedOptions', () => {
  const filter = () => true;
  const current = resolveOptions({
    placeholder: 'Pick',
    filterOption: filter,
    ajax: { url: '/a', prefetch: ['x'] },
    language: { noResults: 'None' },
    plugins: [{ name: 'checkbox', setup: () => undefined }],
  });

  it('is empty for the current values, even as new literals', () => {
    const again = {
      placeholder: 'Pick',
      filterOption: filter,
      ajax: { url: '/a', prefetch: ['x'] },
      language: { noResults: 'None' },
      plugins: [{ name: 'checkbox', setup: () => undefined }],
      searchFields: ['label', 'description'],
      multiple: false,
    };
    expect(changedOptions(current, again)).toEqual({});
    expect(changedOptions(current, {})).toEqual({});
  });

  it('treats undefined as the default', () => {
    expect(changedOptions(current, { theme: undefined, maxSelections: undefined })).toEqual({});
    expect(changedOptions(current, { placeholder: undefined })).toEqual({ placeholder: '' });
    expect(changedOptions(current, { filterOption: undefined })).toEqual({ filterOption: undefined });
  });

  it('keeps only what differs', () => {
    const other = () => false;
    expect(
      changedOptions(current, {
        placeholder: 'Pick',
        filterOption: other,
        ajax: { url: '/a', prefetch: ['y'] },
        plugins: [{ name: 'selectAll', setup: () => undefined }],
      }),
    ).toEqual({
      filterOption: other,
      ajax: { url: '/a', prefetch: ['y'] },
      plugins: [expect.objectContaining({ name: 'selectAll' })],
    });
  });

  it('always counts given data as a change, and drops unknown keys', () => {
    const data = [{ value: 'a', label: 'A' }];
    expect(changedOptions(current, { data, colour: 'red' } as never)).toEqual({ data });
    expect(changedOptions(current, { data: undefined })).toEqual({});
  });

  it('is pure: neither argument changes', () => {
    const partial = { placeholder: 'Other' };
    const before = JSON.stringify(current);
    changedOptions(current, partial);
    expect(partial).toEqual({ placeholder: 'Other' });
    expect(JSON.stringify(current)).toBe(before);
  });
});

describe('optionInput', () => {
  it('reads the control of each option from its check', () => {
    expect(optionInput('searchable')).toEqual({ kind: 'boolean', default: true, remount: true });
    expect(optionInput('clearable')).toEqual({ kind: 'boolean', default: false, remount: false });
    expect(optionInput('maxSelections')).toEqual({ kind: 'count', default: undefined, remount: false });
    expect(optionInput('minSearchLength')).toEqual({ kind: 'count', default: 0, remount: false });
    expect(optionInput('duplicateValuePolicy')).toEqual({
      kind: 'choice',
      default: 'warn',
      choices: ['ignore', 'warn', 'error'],
      remount: false,
    });
    expect(optionInput('placeholder')).toEqual({ kind: 'text', default: '', remount: false });
    expect(optionInput('templateResult')).toEqual({ kind: 'other', remount: false });
  });

  it('offers every choice the check accepts, and nothing it refuses', () => {
    for (const key of OPTION_NAMES) {
      const input = optionInput(key);
      if (input.kind !== 'choice') continue;
      for (const choice of input.choices) expect(() => validateOptions({ [key]: choice })).not.toThrow();
      expect(() => validateOptions({ [key]: 'none of these' })).toThrow(SelectWidgetError);
    }
  });
});

describe('onlyHooks', () => {
  it('is true when every changed option is read at the moment of use', () => {
    expect(onlyHooks({ beforeSelect: () => true, createOption: undefined })).toBe(true);
    expect(onlyHooks({ beforeSelect: () => true, placeholder: 'x' })).toBe(false);
    expect(onlyHooks({ templateResult: () => 'x' })).toBe(false);
  });
});
