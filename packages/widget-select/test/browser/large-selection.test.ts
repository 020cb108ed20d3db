/**
 * Large selections: the value and the events are complete at once, the tags
 * follow a few per frame, and past the first few hundred only as the user
 * scrolls to them or walks to them.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, fixture, mount, recordEvents, tags, tagValues } from './helpers';

const SIZE = 6000;
const data = Array.from({ length: SIZE }, (_, i) => ({ value: `v${i}`, label: `Tag ${i}` }));
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
const values = () => $('.widget-select__values')!;
/** Tags arrive a chunk per frame: on a busy machine a few dozen frames take a while. */
const SETTLE = { timeout: 15_000, interval: 20 };
/**
 * Tags shown before the user asks for more: a few screens of the tag area,
 * not thousands (each tag is a handful of DOM nodes, and next to a native
 * select of a million options every few thousand new nodes cost a garbage
 * collection that traces the whole document).
 */
const EAGER = 400;

test('select-all answers getValue at once, fires one change, then shows a few hundred tags and the rest as the tag area is scrolled', async () => {
  const widget = mount({ data, multiple: true });
  const log = recordEvents(widget);
  widget.selectAll();
  expect(widget.getValue()).toHaveLength(SIZE);
  await vi.waitFor(() => expect(tags().length).toBeGreaterThanOrEqual(EAGER), SETTLE);
  expect($('[role="grid"]')?.getAttribute('aria-colcount')).toBe(String(SIZE));
  await frames(5);
  expect(tags()).toHaveLength(EAGER);
  await vi.waitFor(() => {
    values().scrollTop = values().scrollHeight;
    expect(tags()).toHaveLength(SIZE);
  }, SETTLE);
  expect(tagValues()).toEqual(widget.getValue());
  expect(tags().at(-1)?.getAttribute('aria-colindex')).toBe(String(SIZE));
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
});

test('ArrowRight on the last tag shown moves to the next selected value, adding its tag', async () => {
  const widget = mount({ data, multiple: true });
  widget.selectAll();
  await vi.waitFor(() => expect(tags()).toHaveLength(EAGER), SETTLE);
  tags()[EAGER - 1]?.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe(`v${EAGER}`);
  await userEvent.keyboard('{ArrowRight}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe(`v${EAGER + 1}`);
});

test('destroy while tags are still being added cancels them and restores the mount exactly', async () => {
  const host = fixture('<div id="mount"><p>kept</p></div>');
  const element = host.querySelector<HTMLElement>('#mount')!;
  const before = host.innerHTML;
  const widget = mount({ data, multiple: true }, element);
  widget.selectAll();
  expect(tags().length).toBeLessThan(SIZE);
  widget.destroy();
  await frames(4);
  expect(host.innerHTML).toBe(before);
  expect(document.querySelector('.widget-select__tag')).toBeNull();
  widget.selectAll();
  expect(widget.getValue()).toHaveLength(SIZE);
  await frames(2);
  expect(host.innerHTML).toBe(before);
});

test('a new value while tags are being added replaces them: no tag of the old selection arrives later', async () => {
  const widget = mount({ data, multiple: true });
  widget.selectAll();
  widget.setValue(['v3', 'v1']);
  await frames(4);
  expect(tagValues()).toEqual(['v3', 'v1']);
});
