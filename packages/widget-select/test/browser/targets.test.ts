/**
 * Pointer targets (WCAG 2.5.8, 24×24 CSS px) and focus indicators that must
 * not be cut off, measured on the rendered parts.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, fruits, mount, tags } from './helpers';
import { catalog, row, shown } from './tree-helpers';

const MIN = 24;

/** The target's box, and every point just inside its edges hits the target. */
function expectTarget(target: HTMLElement | null): void {
  if (!target) throw new Error('target not rendered');
  const box = target.getBoundingClientRect();
  expect(box.width, target.className).toBeGreaterThanOrEqual(MIN);
  expect(box.height, target.className).toBeGreaterThanOrEqual(MIN);
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  for (const [x, y] of [
    [box.left + 1, cy],
    [box.right - 1, cy],
    [cx, box.top + 1],
    [cx, box.bottom - 1],
  ] as const) {
    expect(document.elementFromPoint(x, y)?.closest(`.${target.classList[0]}`), `${x},${y}`).toBe(target);
  }
}

test('the clear button is at least 24×24', () => {
  mount({ data: fruits, clearable: true }).setValue('apple');
  expectTarget($('.widget-select__clear'));
});

test('a tag remove button is at least 24×24, and tags keep their height', async () => {
  mount({ data: fruits, multiple: true }).setValue(['apple']);
  // Tags render lazily (content-visibility: auto): hit-test after a frame.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expectTarget($('.widget-select__tag-remove'));
  expect(tags()[0]!.getBoundingClientRect().height).toBeLessThanOrEqual(30);
});

test('a tree twisty is at least 24×24, and a near miss of its glyph toggles the node instead of picking it', async () => {
  const widget = mount({ data: catalog });
  widget.open();
  const twisty = $('.widget-select__option[data-value="books"] .widget-select__twisty');
  expectTarget(twisty);
  // 9px below the middle of the glyph: a near miss, outside the glyph's 13px-high line box.
  const range = document.createRange();
  range.selectNodeContents(twisty!);
  const glyph = range.getBoundingClientRect();
  const node = row('books')!.getBoundingClientRect();
  await userEvent.click(row('books')!, {
    position: { x: glyph.left + glyph.width / 2 - node.left, y: glyph.top + glyph.height / 2 + 9 - node.top },
  });
  expect(shown()).toContain('novels');
  expect(widget.getValue()).toBe(null);
  expect(widget.isDropdownOpen()).toBe(true);
});

test('the focus outline of a tag is not clipped by the scrolling values box', async () => {
  mount({ data: fruits, multiple: true }).setValue(['apple', 'banana']);
  await clickControl();
  await userEvent.keyboard('{Escape}{ArrowLeft}');
  const tag = tags()[1]!;
  expect(tag.matches(':focus, .widget-select__tag--focused')).toBe(true);
  const style = getComputedStyle(tag);
  const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
  expect(reach).toBeGreaterThan(0);
  const values = $('.widget-select__values')!;
  const clip = values.getBoundingClientRect();
  const inner = {
    top: clip.top + values.clientTop,
    left: clip.left + values.clientLeft,
    bottom: clip.top + values.clientTop + values.clientHeight,
    right: clip.left + values.clientLeft + values.clientWidth,
  };
  for (const each of tags()) {
    const box = each.getBoundingClientRect();
    expect(box.top - reach).toBeGreaterThanOrEqual(inner.top - 0.5);
    expect(box.left - reach).toBeGreaterThanOrEqual(inner.left - 0.5);
    expect(box.bottom + reach).toBeLessThanOrEqual(inner.bottom + 0.5);
    expect(box.right + reach).toBeLessThanOrEqual(inner.right + 0.5);
  }
});
