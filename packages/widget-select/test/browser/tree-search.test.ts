import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, control, highlighted, mount, rows, search } from './helpers';
import { catalog, clickLabel, expand, row, shown, twisty } from './tree-helpers';

const expandedOf = (value: string) => row(value)?.getAttribute('aria-expanded');
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Deletes the query key by key, as a user does (WebKit's WebDriver clear fires no input event). */
async function clearQuery(): Promise<void> {
  await userEvent.keyboard('{Backspace}'.repeat(search()!.value.length));
}

test('search shows matches with their ancestors expanded temporarily, then restores the manual expansion', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  await expand('books');
  expect(shown()).toEqual(['electronics', 'books', 'novels', 'poetry', 'garden']);
  await userEvent.keyboard('ultra');
  expect(shown()).toEqual(['electronics', 'computers', 'laptops', 'ultrabooks', 'ultra-13', 'ultra-15']);
  for (const node of ['electronics', 'computers', 'laptops', 'ultrabooks']) {
    expect(expandedOf(node)).toBe('true');
    expect(twisty(node)?.textContent).toBe('▼');
  }
  expect(row('ultra-15')?.getAttribute('aria-level')).toBe('5');
  await clearQuery();
  expect(shown()).toEqual(['electronics', 'books', 'novels', 'poetry', 'garden']);
  expect(expandedOf('electronics')).toBe('false');
  expect(expandedOf('books')).toBe('true');
});

test('a matching node without matching children stays collapsed; its twisty shows all its children', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  await userEvent.keyboard('phones');
  expect(shown()).toEqual(['electronics', 'phones']);
  expect(highlighted()?.dataset.value).toBe('phones');
  expect(expandedOf('electronics')).toBe('true');
  expect(expandedOf('phones')).toBe('false');
  await expand('phones');
  expect(shown()).toEqual(['electronics', 'phones', 'android', 'iphone']);
  expect(expandedOf('phones')).toBe('true');
});

test('collapsing a temporarily expanded node during search lasts for that query only', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  await userEvent.keyboard('ultra');
  await expand('computers');
  expect(shown()).toEqual(['electronics', 'computers']);
  expect(expandedOf('computers')).toBe('false');
  await clearQuery();
  expect(shown()).toEqual(['electronics', 'books', 'garden']);
  await userEvent.type(search()!, 'ultra');
  expect(expandedOf('computers')).toBe('true');
  expect(shown()).toContain('ultra-13');
});

test('ArrowLeft collapses a temporarily expanded node; ArrowRight opens it again', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  await userEvent.keyboard('gaming');
  expect(highlighted()?.dataset.value).toBe('gaming');
  await userEvent.keyboard('{ArrowLeft}');
  expect(highlighted()?.dataset.value).toBe('laptops');
  await userEvent.keyboard('{ArrowLeft}');
  expect(expandedOf('laptops')).toBe('false');
  expect(shown()).toEqual(['electronics', 'computers', 'laptops']);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('gaming');
  expect(search()?.value).toBe('gaming');
});

test('a pick during search cascades, clears the query and brings the manual expansion back', async () => {
  const widget = mount({ data: catalog, multiple: true });
  await userEvent.click(control());
  await expand('books');
  await userEvent.keyboard('ultra');
  await clickLabel('ultrabooks');
  expect(widget.getValue()).toEqual(['ultrabooks', 'ultra-13', 'ultra-15']);
  expect(search()?.value).toBe('');
  expect(shown()).toEqual(['electronics', 'books', 'novels', 'poetry', 'garden']);
  expect(row('electronics')?.classList.contains('widget-select__option--indeterminate')).toBe(true);
});

function bigTree(roots: number, children: number): Option[] {
  return Array.from({ length: roots }, (_, r) => ({
    value: `r${r}`,
    label: `Root ${r}`,
    children: Array.from({ length: children }, (_, c) => ({ value: `r${r}-${c}`, label: `Leaf ${r}.${c}` })),
  }));
}

// 30 s: building 100,000 nodes takes seconds on two busy cores, WebKit the longest.
test('a 100k-node tree: expanding a node with 10k children and a search that opens every branch stay fast', async () => {
  mount({ data: bigTree(10, 9_999) });
  await userEvent.click(control());
  expect(shown()).toHaveLength(10);

  let started = performance.now();
  await userEvent.click(twisty('r0')!);
  await nextFrame();
  const expandMs = performance.now() - started;
  expect(expandedOf('r0')).toBe('true');
  expect(rows().length).toBeLessThan(200);
  const list = $('.widget-select__list')!;
  expect(list.scrollHeight).toBeGreaterThan(10_000 * 30);
  list.scrollTop = list.scrollHeight;
  await nextFrame();
  expect(shown()).toContain('r9');
  expect(row('r0-9998')?.getAttribute('aria-posinset')).toBe('9999');

  started = performance.now();
  await userEvent.keyboard('7');
  await nextFrame();
  const searchMs = performance.now() - started;
  expect(rows().length).toBeLessThan(200);
  expect(highlighted()?.dataset.value).toBe('r0-7');
  list.scrollTop = 0;
  await nextFrame();
  expect(expandedOf('r0')).toBe('true');
  expect(shown().slice(0, 3)).toEqual(['r0', 'r0-7', 'r0-17']);
  // Generous bounds that still catch quadratic work (10k² steps take seconds).
  expect(expandMs).toBeLessThan(1500);
  expect(searchMs).toBeLessThan(1500);
}, 30_000);
