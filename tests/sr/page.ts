/**
 * The screen-reader record's page (scripts/screen-reader.mjs bundles it from
 * the sources): one labelled field per mode, chosen by the URL's `?mode=`,
 * so each key sequence starts from a fresh page.
 */
import '../../packages/widget-select/src/styles/index.css';
import SelectWidget from '../../packages/widget-select/src/index';
import '../../packages/widget-select/src/element/index';

const fruits = ['Apple', 'Banana', 'Cherry', 'Grape', 'Lemon', 'Mango', 'Orange', 'Pear'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const food = [
  {
    value: 'fruit',
    label: 'Fruit',
    children: [
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear' },
    ],
  },
  { value: 'veg', label: 'Vegetables', children: [{ value: 'leek', label: 'Leek' }] },
];

/** The same food one level down, so that a level-2 node expands and collapses. */
const pantry = [{ value: 'food', label: 'Food', children: food }];

/** A remote source answering from memory after a short delay, as a server would. */
const ajax = {
  debounce: 100,
  request: async (query: string) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const q = query.trim().toLowerCase();
    return { options: fruits.filter((fruit) => fruit.label.toLowerCase().includes(q)) };
  },
};

interface Setup {
  label: string;
  options?: Record<string, unknown>;
  /** Values selected before the keys start (set with `setValue`). */
  value?: string[];
  element?: string;
}

/** Each mode's field, made only when asked for (100,000 options take a while). */
const modes: Record<string, () => Setup> = {
  start: () => ({ label: 'Nothing yet' }),
  single: () => ({ label: 'Fruit', options: { data: fruits } }),
  multiple: () => ({ label: 'Fruits', options: { data: fruits, multiple: true } }),
  creation: () => ({ label: 'Tags', options: { data: fruits, multiple: true, allowCreate: true } }),
  tree: () => ({ label: 'Food', options: { data: food, multiple: true } }),
  'nested-tree': () => ({ label: 'Pantry', options: { data: pantry, multiple: true } }),
  remote: () => ({ label: 'Fruit', options: { ajax } }),
  apply: () => ({ label: 'Fruits', options: { data: fruits, multiple: true, commit: 'apply' } }),
  count: () => ({
    label: 'Fruits',
    options: { data: fruits, multiple: true, selectionDisplay: 'count' },
    value: ['apple', 'cherry'],
  }),
  tags: () => ({
    label: 'Fruits',
    options: { data: fruits, multiple: true },
    value: ['apple', 'banana', 'cherry'],
  }),
  more: () => ({
    label: 'Fruits',
    options: { data: fruits, multiple: true, maxVisibleTags: 1 },
    value: ['apple', 'banana', 'cherry'],
  }),
  ranges: () => ({ label: 'Fruits', options: { data: fruits, multiple: true } }),
  columns: () => ({ label: 'Food', options: { data: food, treeLayout: 'columns' } }),
  large: () => ({
    label: 'Option',
    options: {
      data: Array.from({ length: 100_000 }, (_, i) => ({ value: `o${i + 1}`, label: `Option ${i + 1}` })),
    },
  }),
  element: () => ({
    label: 'Fruit',
    element: `<widget-select name="fruit">${fruits
      .map((fruit) => `<option value="${fruit.value}">${fruit.label}</option>`)
      .join('')}</widget-select>`,
  }),
};

const mode = new URLSearchParams(location.search).get('mode') ?? 'single';
const make = modes[mode];
if (!make) throw new Error(`Unknown mode "${mode}": ${Object.keys(modes).join(', ')}`);
const setup = make();
const main = document.querySelector('main') as HTMLElement;
const label = document.createElement('label');
label.id = 'field-label';
label.textContent = setup.label;
main.append(label);
if (setup.element) {
  main.insertAdjacentHTML('beforeend', setup.element);
  main.querySelector('widget-select')?.setAttribute('aria-labelledby', 'field-label');
} else if (setup.options) {
  const target = document.createElement('div');
  target.setAttribute('aria-labelledby', 'field-label');
  main.append(target);
  const widget = new SelectWidget(target, setup.options as never);
  if (setup.value) widget.setValue(setup.value as never);
}
document.documentElement.dataset.ready = 'true';
