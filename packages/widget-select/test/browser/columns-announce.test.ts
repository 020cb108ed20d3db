/**
 * treeLayout: 'columns' for screen readers: moving into a column says its
 * name and how many rows it holds (a reader says the row and the list's
 * size, but not the name of a column entered from its parent), and each
 * column is a listbox named by its parent in the accessibility tree.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { AXNode } from '../../../../tests/browser-commands';
import type { Option } from '../../src/index';
import '../../src/locales/de';
import { COUNT_DELAY } from '../../src/open-list/list-announcer';
import { $, clickControl, fixture, mount, search } from './helpers';
import { chromiumOnly } from './engines';
import { columnTexts, places, rowOf } from './columns-helpers';
import { steppedTimers } from './waits';

const original = Object.getOwnPropertyDescriptor(Element.prototype, 'ariaNotify');
let said: string[] = [];

beforeEach(() => {
  // Every announcement, in order (the live region only keeps the last one).
  said = [];
  Object.defineProperty(Element.prototype, 'ariaNotify', {
    configurable: true,
    writable: true,
    value: (text: string) => said.push(text),
  });
});

afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'ariaNotify', original);
  else Reflect.deleteProperty(Element.prototype, 'ariaNotify');
});

const cascader = (options = {}) => {
  const host = fixture('<label for="city">City</label><div id="city"></div>');
  return mount(
    { data: places, treeLayout: 'columns', ...options },
    host.querySelector<HTMLElement>('#city')!,
  );
};

test('ArrowRight and Enter into a column say its name and count; ArrowLeft back into a named column says nothing more', async () => {
  cascader();
  await clickControl();
  said = [];
  await userEvent.keyboard('{ArrowRight}');
  expect(said).toEqual(['Asia, 2 items']);
  await userEvent.keyboard('{ArrowRight}');
  expect(said).toEqual(['Asia, 2 items', 'Vietnam, 2 items']);
  await userEvent.keyboard('{ArrowLeft}');
  expect(said).toHaveLength(2);
  // Into the same column again: said again.
  await userEvent.keyboard('{Enter}');
  expect(said).toEqual(['Asia, 2 items', 'Vietnam, 2 items', 'Vietnam, 2 items']);
});

test('a click that opens a column says it too; one row is "1 item"; the table of the language says it', async () => {
  const widget = cascader();
  await clickControl();
  said = [];
  await userEvent.click(rowOf('europe')!);
  await userEvent.click(rowOf('de')!);
  expect(said).toEqual(['Europe, 2 items', 'Germany, 1 item']);
  widget.close();
  widget.updateOptions({ language: 'de' });
  await clickControl();
  said = [];
  await userEvent.click(rowOf('asia')!);
  await expect.poll(() => said).toEqual(['Asia, 2 Einträge']);
});

test('a lazy column is said once its rows arrive (the tree says "Loading…" meanwhile)', async () => {
  let answer: (children: Option[]) => void = () => {};
  cascader({
    data: [{ value: 'asia', label: 'Asia', hasChildren: true }],
    loadChildren: () => new Promise<Option[]>((resolve) => (answer = resolve)),
  });
  await clickControl();
  said = [];
  await userEvent.keyboard('{ArrowRight}');
  expect(said).toEqual(['Asia, Loading…']);
  answer([
    { value: 'vn', label: 'Vietnam' },
    { value: 'jp', label: 'Japan' },
    { value: 'kr', label: 'Korea' },
  ]);
  await expect.poll(() => said).toEqual(['Asia, Loading…', 'Asia, 3 items']);
});

test('in the sheet, opening a column and going back (Back button, ArrowLeft) say the column shown', async () => {
  cascader({ presentation: 'sheet' });
  await clickControl();
  said = [];
  await userEvent.click(rowOf('asia')!);
  await userEvent.click(rowOf('jp')!);
  expect(columnTexts()).toEqual([['Tokyo', 'Osaka']]);
  expect(said).toEqual(['Asia, 2 items', 'Japan, 2 items']);
  await userEvent.click($('.widget-select__back')!);
  expect(said.at(-1)).toBe('Asia, 2 items');
  await userEvent.keyboard('{ArrowLeft}');
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  expect(said.at(-1)).toBe('City, 2 items');
});

test('a field named by two labels: the first column is said, and its Back button shows, with both', async () => {
  const host = fixture(
    '<label for="town">Town</label><label for="town">(required)</label><div id="town"></div>',
  );
  mount(
    { data: places, treeLayout: 'columns', presentation: 'sheet' },
    host.querySelector<HTMLElement>('#town')!,
  );
  await clickControl();
  await userEvent.click(rowOf('asia')!);
  expect($('.widget-select__back')!.textContent).toBe('Town (required)');
  said = [];
  await userEvent.keyboard('{ArrowLeft}');
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  expect(said).toEqual(['Town (required), 2 items']);
});

test.each([false, true])(
  'a query says how many leaves its flat list shows once typing pauses (multiple: %s)',
  async (multiple) => {
    const advance = steppedTimers();
    cascader({ multiple });
    await clickControl();
    said = [];
    const typed = async (query: string) => {
      await userEvent.clear(search()!);
      await userEvent.type(search()!, query);
      await advance(COUNT_DELAY);
      return [columnTexts(), said.at(-1)];
    };
    expect(await typed('tok')).toEqual([[['Asia / Japan / Tokyo']], '1 result available']);
    expect(await typed('japan')).toEqual([
      [['Asia / Japan / Tokyo', 'Asia / Japan / Osaka']],
      '2 results available',
    ]);
    expect(await typed('zz')).toEqual([[[]], 'No results found']);
  },
);

/** Every node of a tree, depth first. */
const flatten = (nodes: AXNode[]): AXNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

chromiumOnly(
  'the accessibility tree: each column a listbox named by its parent, the first by the field',
  async () => {
    cascader();
    await clickControl();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowRight}');
    const nodes = flatten(await commands.axTree('.widget-select__dropdown'));
    const listboxes = nodes.filter((node) => node.role === 'listbox');
    expect(listboxes.map((node) => node.name)).toEqual(['City', 'Asia', 'Japan']);
    const options = (box: AXNode | undefined) =>
      flatten(box?.children ?? [])
        .filter((node) => node.role === 'option')
        .map((node) => node.name);
    expect(options(listboxes[2])).toEqual(['Tokyo', 'Osaka']);
  },
);
