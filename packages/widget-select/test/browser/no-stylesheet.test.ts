/**
 * An app that forgot the stylesheet: the open list is no scroll container and
 * as tall as all its rows. A long list then renders only the rows that fit
 * the window (not every row, which froze the page for seconds at 100,000
 * options) and the console says what is missing. This file imports no
 * stylesheet (not the shared helpers, which load style.css).
 */
import { afterEach, expect, test, vi } from 'vitest';
import { part } from '../../../../tests/parts';
import SelectWidget from '../../src/index';

let widget: SelectWidget | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  widget?.destroy();
  host?.remove();
  vi.restoreAllMocks();
});

function mountUnstyled(count: number): SelectWidget {
  host = document.createElement('div');
  host.innerHTML = '<div id="mount" aria-label="Person"></div>';
  document.body.append(host);
  const data = Array.from({ length: count }, (_, i) => ({ value: `p${i}`, label: `Person ${i}` }));
  widget = new SelectWidget(host.querySelector<HTMLElement>('#mount')!, { data });
  return widget;
}

test('without the stylesheet a long list renders the rows that fit the window, and warns once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const widget = mountUnstyled(20_000);
  widget.open();
  const rendered = document.querySelectorAll(part('option')).length;
  expect(rendered).toBeGreaterThan(0);
  // 36 px rows by default: a window's worth, with a few rows of margin.
  expect(rendered).toBeLessThanOrEqual(Math.ceil(window.innerHeight / 36) + 12);
  widget.close();
  widget.open();
  const stylesheet = warn.mock.calls.filter(([message]) => String(message).includes('style.css'));
  expect(stylesheet).toHaveLength(1);
  expect(String(stylesheet[0]?.[0])).toMatch(/does not scroll/);
});
