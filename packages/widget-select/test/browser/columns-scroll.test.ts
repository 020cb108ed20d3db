import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, clickControl, dropdown, fixture, highlighted, mount } from './helpers';
import { frames } from './waits';

/** Four levels with long labels: wider together than a 600 px window. */
const level = (depth: number, path: string): Option[] =>
  ['a', 'b'].map((key) => {
    const value = `${path}${key}`;
    const label = `Level ${depth} choice ${value} with a long label`;
    return depth < 4 ? { value, label, children: level(depth + 1, value) } : { value, label };
  });

afterEach(async () => {
  await page.viewport(414, 896);
});

test('columns: the active column is scrolled into view in a 600 px wide window, at each level and back', async () => {
  await page.viewport(600, 700);
  const host = fixture('<div id="places" aria-label="Place"></div>');
  host.style.width = '300px';
  mount({ data: level(1, ''), treeLayout: 'columns' }, host.querySelector<HTMLElement>('#places')!);
  await clickControl();
  const inView = async (label: string) => {
    await frames();
    const row = highlighted()!;
    expect(row.textContent).toContain(label);
    const box = row.getBoundingClientRect();
    const columns = $('.widget-select__columns')!.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(Math.max(0, columns.left) - 1);
    expect(box.right).toBeLessThanOrEqual(Math.min(window.innerWidth, columns.right) + 1);
  };
  await userEvent.keyboard('{ArrowDown}');
  await inView('Level 1');
  for (const depth of [2, 3, 4]) {
    await userEvent.keyboard('{ArrowRight}');
    await inView(`Level ${depth}`);
  }
  for (const depth of [3, 2, 1]) {
    await userEvent.keyboard('{ArrowLeft}');
    await inView(`Level ${depth}`);
  }
});

test.each(['ltr', 'rtl'])(
  'columns (%s): the dropdown opens under a control away from the left edge, as wide as its columns',
  async (dir) => {
    await page.viewport(1100, 700);
    const host = fixture(`<div dir="${dir}"><div id="places" aria-label="Place"></div></div>`);
    host.style.cssText = 'margin-left: 600px; width: 220px';
    mount({ data: level(1, ''), treeLayout: 'columns' }, host.querySelector<HTMLElement>('#places')!);
    await clickControl();
    await frames();
    const anchor = $('.widget-select__control')!.getBoundingClientRect();
    const box = dropdown()!.getBoundingClientRect();
    expect(Math.abs(box.left - anchor.left)).toBeLessThanOrEqual(1);
    expect(box.width).toBeGreaterThanOrEqual(anchor.width - 1);
    // As wide as its one column (and its border): the column is not left alone at one end of a wider box.
    expect(box.width - $('.widget-select__column')!.getBoundingClientRect().width).toBeLessThanOrEqual(4);
  },
);
