/**
 * Page swaps (Turbo Drive, htmx history, Barba): a snapshot of the page is
 * put back with a copy of each widget's markup, and the app mounts again on
 * the copied elements without having destroyed the old widgets.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget from '../../src/index';
import { $$, clickControl, fixture, fruits, rows } from './helpers';

/** What a page cache does: keeps a deep clone, drops the live page, and later puts the clone back. */
function swapForSnapshot(page: HTMLElement): HTMLElement {
  const snapshot = page.cloneNode(true) as HTMLElement;
  page.replaceWith(snapshot);
  return snapshot;
}

test('a <select> in a restored snapshot: the new widget replaces the dead copy, and destroy leaves the select as written', async () => {
  const page = fixture(
    '<form><label for="fruit">Fruit</label><select id="fruit" name="fruit"><option value="apple">Apple</option><option value="pear" selected>Pear</option></select></form>',
  );
  new SelectWidget('#fruit', { clearable: true });
  const snapshot = swapForSnapshot(page);
  const select = snapshot.querySelector('select') as HTMLSelectElement;
  const widget = new SelectWidget(select);
  expect($$('.widget-select', snapshot)).toHaveLength(1);
  expect(select.nextElementSibling?.classList.contains('widget-select')).toBe(true);
  await clickControl();
  const apple = rows().find((row) => row.textContent === 'Apple') as HTMLElement;
  await userEvent.click(apple);
  expect(select.value).toBe('apple');
  widget.destroy();
  expect($$('.widget-select', snapshot)).toHaveLength(0);
  expect(select.className).toBe('');
  expect(select.hasAttribute('aria-hidden')).toBe(false);
  expect(select.hasAttribute('tabindex')).toBe(false);
  expect(select.getAttribute('style')).toBeNull();
});

test("a plain mount in a restored snapshot: one control, still named by the mount's aria-label", async () => {
  const page = fixture('<div><div id="picker" aria-label="Fruit"></div></div>');
  new SelectWidget('#picker', { data: fruits, multiple: true });
  const snapshot = swapForSnapshot(page);
  const mountElement = snapshot.querySelector('#picker') as HTMLElement;
  const widget = new SelectWidget(mountElement, { data: fruits, multiple: true });
  expect($$('.widget-select', snapshot)).toHaveLength(1);
  expect($$('[role="combobox"]', snapshot).map((box) => box.getAttribute('aria-label'))).toEqual(['Fruit']);
  widget.destroy();
  expect(mountElement.getAttribute('aria-label')).toBe('Fruit');
});

test('a live widget is never taken for a copy: a second mount on its element is refused', () => {
  fixture('<select id="fruit"><option value="apple">Apple</option></select>');
  const widget = new SelectWidget('#fruit');
  expect(() => new SelectWidget('#fruit')).toThrow(expect.objectContaining({ code: 'already-mounted' }));
  expect($$('.widget-select')).toHaveLength(1);
  widget.destroy();
});

test('a widget fitting its tags to the line, dropped with its page, is no longer watched for size; put back, it is again', async () => {
  const watched = new Set<Element>();
  const { observe, unobserve } = ResizeObserver.prototype;
  ResizeObserver.prototype.observe = function (target, options) {
    watched.add(target);
    observe.call(this, target, options);
  };
  ResizeObserver.prototype.unobserve = function (target) {
    watched.delete(target);
    unobserve.call(this, target);
  };
  try {
    const page = fixture('<div id="m"></div>');
    const widget = new SelectWidget(page.querySelector<HTMLElement>('#m')!, {
      data: fruits,
      multiple: true,
      maxVisibleTags: 'auto',
    });
    const control = page.querySelector('.widget-select__control') as Element;
    expect(watched.has(control)).toBe(true);
    // The page goes without destroy(): held by the page's one observer, the widget could never be collected.
    const parent = page.parentNode as Node;
    page.remove();
    await expect.poll(() => watched.has(control)).toBe(false);
    parent.appendChild(page);
    widget.setValue(['apple', 'banana']);
    expect(watched.has(control)).toBe(true);
    widget.destroy();
  } finally {
    Object.assign(ResizeObserver.prototype, { observe, unobserve });
  }
});
