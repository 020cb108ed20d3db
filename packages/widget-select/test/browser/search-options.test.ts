import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, $$, control, mount, rows, search } from './helpers';
import { brokenImagesReported, nextTask } from './waits';

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

const cities: Option[] = [
  { value: 'dalat', label: 'Đà Lạt' },
  { value: 'hanoi', label: 'Hà Nội' },
  { value: 'danang', label: 'Đà Nẵng' },
  { value: 'nhatrang', label: 'Nha Trang' },
  { value: 'quangnam', label: 'Quảng Nam' },
];

/** Clears the focused search input with real key presses. */
const clearSearch = () => userEvent.keyboard('{Control>}a{/Control}{Backspace}');

test('"da nang" typed key by key finds "Đà Nẵng" (đ folds to d), in any case, with or without accents', async () => {
  const widget = mount({ data: cities });
  await userEvent.click(control());
  await userEvent.keyboard('da nang');
  expect(search()?.value).toBe('da nang');
  expect(labels()).toEqual(['Đà Nẵng']);
  await clearSearch();
  await userEvent.keyboard('DA NANG');
  expect(labels()).toEqual(['Đà Nẵng']);
  await clearSearch();
  await userEvent.keyboard('Đà Nẵng');
  expect(labels()).toEqual(['Đà Nẵng']);
  await clearSearch();
  await userEvent.keyboard('da');
  expect(labels()).toEqual(['Đà Lạt', 'Đà Nẵng']);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('dalat');
});

test('query tokens typed by the user match label and description separately, in any order', async () => {
  const widget = mount({
    data: [
      { value: 'smith', label: 'Zoe Smith', description: 'London' },
      { value: 'martin', label: 'Zoé Martin', description: 'Paris' },
      { value: 'durand', label: 'Paul Durand', description: 'Paris' },
    ],
  });
  await userEvent.click(control());
  await userEvent.keyboard('zoe paris');
  expect(labels()).toEqual(['Zoé Martin']);
  await clearSearch();
  await userEvent.keyboard('paris zoe');
  expect(labels()).toEqual(['Zoé Martin']);
  await clearSearch();
  await userEvent.keyboard('paris');
  expect(labels()).toEqual(['Zoé Martin', 'Paul Durand']);
  widget.updateOptions({ tokenSearch: false });
  await clearSearch();
  await userEvent.keyboard('zoe paris');
  expect(labels()).toEqual([]);
});

test('searchFields: meta.* paths (strings and string arrays) and { field, weight } ranking; unlisted fields are not searched', async () => {
  mount({
    data: [
      { value: 'a', label: 'Alpha', description: 'ops', meta: { team: 'ops', tags: ['x'] } },
      { value: 'b', label: 'Beta', meta: { team: 'x', tags: ['web', 'ops'] } },
      { value: 'c', label: 'Gamma', description: 'ops', meta: { team: 'sales', tags: [] } },
    ],
    searchFields: ['label', 'meta.team', { field: 'meta.tags', weight: 3 }],
  });
  await userEvent.click(control());
  await userEvent.keyboard('ops');
  // Beta matches in the weight-3 field, so it ranks above Alpha (weight 1) despite data order;
  // Gamma has "ops" only in its description, which is not a search field here.
  expect(labels()).toEqual(['Beta', 'Alpha']);
  await clearSearch();
  await userEvent.keyboard('web');
  expect(labels()).toEqual(['Beta']);
  await clearSearch();
  await userEvent.keyboard('sales gam');
  expect(labels()).toEqual(['Gamma']);
});

test('searchScorer: typed query ranks by score, zero and negative scores exclude; it gets raw and normalized query', async () => {
  const seen: [string, string][] = [];
  const ranks: Record<string, number> = { a: 2, b: 0, c: 5, d: -1, e: 3 };
  mount({
    data: ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: `Item ${value.toUpperCase()}` })),
    searchScorer: (option, query, normalized) => {
      seen.push([query, normalized]);
      return ranks[option.value] ?? 0;
    },
  });
  await userEvent.click(control());
  await userEvent.keyboard('Crè');
  expect(labels()).toEqual(['Item C', 'Item E', 'Item A']);
  expect(seen.at(-1)).toEqual(['Crè', 'cre']);
  expect($('.widget-select__option--highlighted')?.textContent).toBe('Item C');
});

test('filterOption replaces the built-in match: label matches it rejects are hidden, its own matches are shown', async () => {
  const widget = mount({
    data: [
      { value: 'apple', label: 'Apple', meta: { code: 'zz' } },
      { value: 'zebra', label: 'Zebra', meta: { code: 'ap-1' } },
      { value: 'apricot', label: 'Apricot', meta: { code: 'ap-2' } },
    ],
    filterOption: (option, query) => String(option.meta?.code).startsWith(query),
  });
  await userEvent.click(control());
  await userEvent.keyboard('ap');
  expect(labels()).toEqual(['Zebra', 'Apricot']);
  await userEvent.keyboard('-1');
  expect(labels()).toEqual(['Zebra']);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('zebra');
});

test('highlightSearch with an HTML-looking label: the label stays text, marks are real elements, nothing is injected', async () => {
  const w = window as { __xss?: number };
  delete w.__xss;
  const label = 'Photo <img src=x onerror="window.__xss=1"> Đà Nẵng';
  const widget = mount({
    data: [
      { value: 'x', label },
      { value: 'y', label: 'Plain' },
    ],
    highlightSearch: true,
  });
  const labelOf = () => rows()[0]!.querySelector('.widget-select__label')!;
  const marksOf = () =>
    Array.from(labelOf().children).map((child) => [child.tagName, child.className, child.textContent]);
  await userEvent.click(control());
  // The tag sits between the two matches, so it lands in the text around the marks.
  await userEvent.keyboard('photo nang');
  expect(rows()).toHaveLength(1);
  expect(rows()[0]!.querySelector('img, script, [onerror]')).toBeNull();
  expect(labelOf().textContent).toBe(label);
  expect(marksOf()).toEqual([
    ['MARK', 'widget-select__match', 'Photo'],
    ['MARK', 'widget-select__match', 'Nẵng'],
  ]);
  // The match itself holds markup characters.
  await clearSearch();
  await userEvent.keyboard('<img');
  expect(rows()).toHaveLength(1);
  expect(rows()[0]!.querySelector('img')).toBeNull();
  expect(labelOf().textContent).toBe(label);
  expect(marksOf()).toEqual([['MARK', 'widget-select__match', '<img']]);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('x');
  expect($('.widget-select__value')?.textContent).toBe(label);
  expect($('.widget-select img')).toBeNull();
  await brokenImagesReported();
  expect(w.__xss).toBeUndefined();
});

test('minSearchLength counts the trimmed query: spaces do not count; results appear at the length and hide again below it', async () => {
  mount({ data: people, minSearchLength: 2 });
  await userEvent.click(control());
  expect($('.widget-select__message--hint')?.textContent).toBe('Please enter 2 or more characters');
  await userEvent.keyboard('   ');
  expect(rows()).toHaveLength(0);
  expect($('.widget-select__message--hint')?.textContent).toBe('Please enter 2 or more characters');
  await userEvent.keyboard('z');
  expect(rows()).toHaveLength(0);
  expect($('.widget-select__message--hint')?.textContent).toBe('Please enter 1 or more characters');
  await userEvent.keyboard('  ');
  expect(rows()).toHaveLength(0);
  await userEvent.keyboard('o');
  expect($('.widget-select__message--hint')).toBeNull();
  expect(labels()).toEqual(['Zoé Martin']);
  await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
  expect(rows()).toHaveLength(0);
  expect($('.widget-select__message--hint')).not.toBeNull();
});

test('minResultsForSearch: the search shows once the local list reaches the count; an ajax source always shows it', async () => {
  const searchHidden = () => search()?.closest('[hidden]') !== null;
  const small = mount({ data: people, minResultsForSearch: 3 });
  await userEvent.click(control());
  expect(searchHidden()).toBe(false);
  expect(document.activeElement).toBe(search());
  small.close();
  const widget = mount({ data: people, minResultsForSearch: 4 });
  await userEvent.click(control());
  expect(searchHidden()).toBe(true);
  widget.close();

  const queries: string[] = [];
  mount({
    minResultsForSearch: 100,
    ajax: {
      debounce: 0,
      request: async (query: string) => {
        queries.push(query);
        // Answered in a task of its own, as over a network.
        await nextTask();
        return people.filter((p) => p.label.toLowerCase().includes(query.toLowerCase())).slice(0, 2);
      },
    },
  });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(2);
  expect(searchHidden()).toBe(false);
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('zo');
  await expect.poll(() => labels()).toEqual(['Zoé Martin']);
  expect(searchHidden()).toBe(false);
  expect(queries.at(-1)).toBe('zo');
});
