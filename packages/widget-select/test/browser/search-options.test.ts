import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, $$, control, highlighted, mount, rowLabels, rows, search } from './helpers';

const people: Option[] = [
  { value: 'an', label: 'Nguyễn Văn An', description: 'Hà Nội', meta: { team: { name: 'Design' } } },
  { value: 'dung', label: 'Đặng Dũng', description: 'Đà Nẵng', meta: { team: { name: 'Sales' } } },
  { value: 'zoe', label: 'Zoé Martin', description: 'Paris', meta: { team: { name: 'Design' } } },
];

const labels = () => $$('.widget-select__option .widget-select__label').map((el) => el.textContent);

test('accent-insensitive by default, including đ; accentInsensitive false matches accents exactly', async () => {
  const widget = mount({ data: people });
  await userEvent.click(control());
  await userEvent.keyboard('dang');
  expect(labels()).toEqual(['Đặng Dũng']);
  widget.updateOptions({ accentInsensitive: false });
  widget.setSearchQuery('dang');
  expect(labels()).toEqual([]);
  expect($('.widget-select__message--empty')).not.toBeNull();
  widget.setSearchQuery('Đặng');
  expect(labels()).toEqual(['Đặng Dũng']);
});

test('tokenSearch: tokens may match different fields; false needs the whole query in one field', async () => {
  const widget = mount({ data: people });
  widget.open();
  widget.setSearchQuery('zoe paris');
  expect(labels()).toEqual(['Zoé Martin']);
  widget.updateOptions({ tokenSearch: false });
  widget.setSearchQuery('zoe paris');
  expect(labels()).toEqual([]);
});

test('searchFields reaches meta paths with weights', () => {
  const widget = mount({ data: people, searchFields: ['label', { field: 'meta.team.name', weight: 2 }] });
  widget.open();
  widget.setSearchQuery('design');
  expect(labels()).toEqual(['Nguyễn Văn An', 'Zoé Martin']);
  widget.setSearchQuery('paris');
  expect(labels()).toEqual([]);
});

test('ranking: label prefix, then label, then other fields; ties keep data order', () => {
  const widget = mount({
    data: [
      { value: '1', label: 'Green apple' },
      { value: '2', label: 'Kiwi', description: 'apple-like' },
      { value: '3', label: 'Apple pie' },
      { value: '4', label: 'Applesauce' },
    ],
  });
  widget.open();
  widget.setSearchQuery('apple');
  expect(labels()).toEqual(['Apple pie', 'Applesauce', 'Green apple', 'Kiwi']);
});

test('searchScorer ranks higher first and excludes non-positive; filterOption replaces the match', () => {
  const widget = mount({
    data: people,
    searchScorer: (option, _query, normalized) =>
      option.value === 'an' ? -1 : option.label.length + normalized.length,
  });
  widget.open();
  widget.setSearchQuery('x');
  expect(labels()).toEqual(['Zoé Martin', 'Đặng Dũng']);
  widget.close();
  const filtered = mount({ data: people, filterOption: (option, query) => option.value.startsWith(query) });
  filtered.open();
  filtered.setSearchQuery('zo');
  expect($$('.widget-select__option .widget-select__label').at(-1)?.textContent).toBe('Zoé Martin');
});

test('highlightSearch wraps matched label tokens in mark elements, never via HTML strings', async () => {
  mount({ data: [{ value: 'x', label: '<b>Đà</b> Nẵng' }], highlightSearch: true });
  await userEvent.click(control());
  await userEvent.keyboard('nang');
  const marks = $$('mark.widget-select__match');
  expect(marks.map((mark) => mark.textContent)).toEqual(['Nẵng']);
  expect($('.widget-select__option b')).toBeNull();
  expect($('.widget-select__label')?.textContent).toBe('<b>Đà</b> Nẵng');
});

test('minSearchLength hides results behind a localized hint row', async () => {
  mount({ data: people, minSearchLength: 3 });
  await userEvent.click(control());
  expect(rows()).toHaveLength(0);
  expect($('.widget-select__message--hint')?.textContent).toBe('Please enter 3 or more characters');
  await userEvent.keyboard('zo');
  expect($('.widget-select__message--hint')?.textContent).toBe('Please enter 1 or more characters');
  await userEvent.keyboard('e');
  expect(labels()).toEqual(['Zoé Martin']);
  expect($('.widget-select__message--hint')).toBeNull();
});

test('minResultsForSearch hides the search field of a small local list', async () => {
  mount({ data: people, minResultsForSearch: 10 });
  await userEvent.click(control());
  expect(search()?.closest('[hidden]')).not.toBeNull();
  expect(document.activeElement).toBe(control());
});

test('templates: string output is HTML (sanitized when sanitizeTemplate is set), nodes are inserted', async () => {
  const widget = mount({
    data: people,
    multiple: true,
    templateResult: (option) =>
      `<strong class="t">${option.label}</strong><img src=x onerror="window.__bad=1">`,
    templateSelection: (option) => {
      const node = document.createElement('em');
      node.textContent = option.value;
      return node;
    },
    sanitizeTemplate: (html) => html.replace(/<img[^>]*>/g, ''),
  });
  await userEvent.click(control());
  expect($$('.widget-select__option strong.t').map((el) => el.textContent)).toEqual(
    people.map((p) => p.label),
  );
  expect($('.widget-select__option img')).toBeNull();
  await userEvent.click(rows()[0]!);
  expect($('.widget-select__tag em')?.textContent).toBe('an');
  expect((window as { __bad?: number }).__bad).toBeUndefined();
  widget.close();
});

test('each template runs once per option however much the list scrolls', async () => {
  const data = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Row ${i}` }));
  const calls = new Map<string, number>();
  mount({
    data,
    templateResult: (option) => {
      calls.set(option.value, (calls.get(option.value) ?? 0) + 1);
      return `<span>${option.label}</span>`;
    },
  });
  await userEvent.click(control());
  for (let i = 0; i < 3; i++) {
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{PageDown}{PageDown}');
  }
  expect(Math.max(...calls.values())).toBe(1);
  expect(calls.get('v1999')).toBe(1);
});

test('isOptionDisabled is re-evaluated on every render and honored by keyboard and selectAll', async () => {
  let blocked = new Set(['zoe']);
  const widget = mount({
    data: people,
    multiple: true,
    isOptionDisabled: (option) => blocked.has(option.value),
  });
  await userEvent.click(control());
  expect(rows()[2]?.classList.contains('widget-select__option--disabled')).toBe(true);
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toContain('Đặng Dũng');
  blocked = new Set(['an']);
  await userEvent.keyboard('{End}');
  expect(rows()[0]?.getAttribute('aria-disabled')).toBe('true');
  expect(rows()[2]?.getAttribute('aria-disabled')).toBeNull();
  expect(highlighted()?.textContent).toContain('Zoé Martin');
  widget.selectAll();
  expect(widget.getValue()).toEqual(['dung', 'zoe']);
  expect(rowLabels()).toHaveLength(3);
});

test('groups show while any of their options match', async () => {
  const widget = mount({
    data: [
      { label: 'Fruit', options: [{ value: 'a', label: 'Apple' }] },
      { label: 'Veg', options: [{ value: 'c', label: 'Carrot' }] },
    ],
  });
  widget.open();
  widget.setSearchQuery('carr');
  expect($$('.widget-select__group').map((g) => g.textContent)).toEqual(['Veg']);
  expect(labels()).toEqual(['Carrot']);
});

test('French and German accents fold: "creme brulee", "muller" and "strasse" find their labels', async () => {
  mount({
    data: [
      { value: '1', label: 'Crème brûlée' },
      { value: '2', label: 'Herr Müller' },
      { value: '3', label: 'Hauptstraße' },
      { value: '4', label: 'Garçon' },
    ],
  });
  await userEvent.click(control());
  await userEvent.keyboard('creme brulee');
  expect(labels()).toEqual(['Crème brûlée']);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}muller');
  expect(labels()).toEqual(['Herr Müller']);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}strasse');
  expect(labels()).toEqual(['Hauptstraße']);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}GARCON');
  expect(labels()).toEqual(['Garçon']);
});
