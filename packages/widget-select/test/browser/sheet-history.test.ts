/**
 * The page behind the sheets: one scroll lock and one history entry for every
 * open sheet of a window, whoever opens and closes them and however fast.
 * `presentation: 'sheet'` is forced, so this file runs in every engine.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectPlugin } from '../../src/index';
import { control, fixture, fruits, mount, rows } from './helpers';
import { goBack, historySettled } from './history-steps';

const SHEET_KEY = 'widgetSelectSheet';
const html = document.documentElement;
const pageUrl = location.href.replace(/#.*$/, '');
/** The page's own inline style on <html>: a longhand, to see it come back exactly. */
const PAGE_STYLE = 'overflow-y: scroll;';

let pageEntry = '';
let startLength = 0;

beforeEach(() => {
  // The page's own entry: stepping back past it is leaving the page.
  pageEntry = Math.random().toString(36).slice(2);
  history.pushState({ pageEntry }, '', pageUrl);
  startLength = history.length;
  html.style.cssText = PAGE_STYLE;
});

afterEach(() => {
  html.style.cssText = '';
});

/** Whether the engine names history entries (the Navigation API). */
const hasNavigation = 'navigation' in window;

const sheetState = () => (history.state as Record<string, unknown> | null)?.[SHEET_KEY];

/**
 * Still on the page's own entry, with at most `ahead` entries after it (what
 * a step back leaves ahead until the next push replaces it).
 */
function onPageEntry(ahead = 1): void {
  expect(location.href).toBe(pageUrl);
  expect(history.state).toEqual({ pageEntry });
  expect(history.length).toBeLessThanOrEqual(startLength + ahead);
}

/** Two sheet widgets side by side. */
function twoFields(options: Parameters<typeof mount>[0] = {}) {
  const host = fixture(
    '<div id="first" aria-label="First"></div><div id="second" aria-label="Second"></div>',
  );
  const first = mount(
    { data: fruits, presentation: 'sheet', ...options },
    host.querySelector<HTMLElement>('#first')!,
  );
  const second = mount(
    { data: fruits, presentation: 'sheet', ...options },
    host.querySelector<HTMLElement>('#second')!,
  );
  return { host, first, second };
}

test("a change handler opening the next field's sheet: the page stays locked behind it, one history entry, and <html>'s style comes back exactly once it closes", async () => {
  const { first, second } = twoFields();
  first.on('change', () => second.open());
  await userEvent.click(control());
  await userEvent.click(rows()[1]!);
  expect(first.getValue()).toBe('banana');
  expect(first.isDropdownOpen()).toBe(false);
  expect(second.isDropdownOpen()).toBe(true);
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  await historySettled();
  // The first sheet's history step does not close the second.
  expect(second.isDropdownOpen()).toBe(true);
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  expect(sheetState()).toBeTypeOf('string');
  expect(history.length).toBeLessThanOrEqual(startLength + 1);
  await userEvent.keyboard('{Escape}');
  expect(second.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  await historySettled();
  onPageEntry();
  first.destroy();
  second.destroy();
  expect(html.style.cssText).toBe(PAGE_STYLE);
});

test('a.open(); b.open() from code: locked while either is open, restored exactly after both close and are destroyed', async () => {
  const { first, second } = twoFields();
  first.open();
  second.open();
  expect(second.isDropdownOpen()).toBe(true);
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  await historySettled();
  expect(second.isDropdownOpen()).toBe(true);
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  expect(sheetState()).toBeTypeOf('string');
  first.close();
  second.close();
  expect(html.style.cssText).toBe(PAGE_STYLE);
  first.destroy();
  second.destroy();
  expect(html.style.cssText).toBe(PAGE_STYLE);
  await historySettled();
  onPageEntry();
});

test('the back gesture closes the top sheet only; the one below gets an entry of its own and the next back closes it', async () => {
  let holdFirst = true;
  // Keeps the first sheet open while the second takes the focus (that focus move would close it).
  const keepOpen: SelectPlugin = {
    name: 'keep-open',
    setup(api) {
      api.intercept((change) => (holdFirst && change.open === false ? false : change));
      return undefined;
    },
  };
  const host = fixture(
    '<div id="first" aria-label="First"></div><div id="second" aria-label="Second"></div>',
  );
  const first = mount(
    { data: fruits, presentation: 'sheet', plugins: [keepOpen] },
    host.querySelector<HTMLElement>('#first')!,
  );
  const second = mount({ data: fruits, presentation: 'sheet' }, host.querySelector<HTMLElement>('#second')!);
  first.open();
  second.open();
  await historySettled();
  expect([first.isDropdownOpen(), second.isDropdownOpen()]).toEqual([true, true]);
  expect(sheetState()).toBeTypeOf('string');
  expect(history.length).toBeLessThanOrEqual(startLength + 1);
  holdFirst = false;
  await goBack();
  expect([first.isDropdownOpen(), second.isDropdownOpen()]).toEqual([true, false]);
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  expect(sheetState()).toBeTypeOf('string');
  await goBack();
  expect(first.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  onPageEntry();
});

test('close(); open() in one task: the sheet stays open with one entry, and the back gesture then closes it', async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  widget.open();
  await historySettled();
  widget.close();
  widget.open();
  await historySettled();
  expect(widget.isDropdownOpen()).toBe(true);
  expect(sheetState()).toBeTypeOf('string');
  expect(getComputedStyle(html).overflowY).toBe('hidden');
  await goBack();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  onPageEntry();
});

test("open(); close(); then in the next task open(); close(): the history ends on the page's own entry, not before it", async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  widget.open();
  widget.close();
  await new Promise((resolve) => setTimeout(resolve, 0));
  widget.open();
  widget.close();
  await historySettled();
  onPageEntry();
  expect(html.style.cssText).toBe(PAGE_STYLE);
});

test('rapid open/close patterns never step back past the page, keep the history bounded and restore the style exactly', async () => {
  const { first, second } = twoFields();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 300; i++) {
    first.open();
    first.close();
  }
  for (let i = 0; i < 40; i++) {
    first.open();
    first.close();
    await tick();
  }
  for (let i = 0; i < 40; i++) {
    first.open();
    await tick();
    first.close();
  }
  for (let i = 0; i < 40; i++) {
    first.open();
    second.open();
    if (i % 2) await tick();
    second.close();
    first.close();
  }
  await historySettled();
  expect(first.isDropdownOpen() || second.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  onPageEntry();
  // Open once more: the back gesture still closes it, and still only it.
  first.open();
  await historySettled();
  expect(sheetState()).toBeTypeOf('string');
  await goBack();
  expect(first.isDropdownOpen()).toBe(false);
  onPageEntry();
});

test("an app's pushState while the sheet is open: closing never steps back over the app's entry, and back from it lands on the page, not on a left-over sheet entry", async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  await userEvent.click(control());
  await historySettled();
  history.pushState({ app: 'next' }, '', `${pageUrl}#next`);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  await historySettled();
  expect(location.hash).toBe('#next');
  expect(history.state).toEqual({ app: 'next' });
  // Stepping over the sheet entry left behind the app's needs the Navigation API.
  if (!hasNavigation) return;
  await goBack();
  expect(sheetState()).toBeUndefined();
  // Ahead: the sheet's entry and the page's.
  onPageEntry(2);
  // Forward steps over it too, back onto the app's entry.
  history.forward();
  await historySettled();
  expect(location.hash).toBe('#next');
  expect(history.state).toEqual({ app: 'next' });
});

test("a change handler that pushes the app's entry as a pick closes the sheet: that entry stays, and the next sheet still gets an entry the back gesture takes", async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  widget.on('change', () => history.pushState({ app: 'picked' }, '', `${pageUrl}#picked`));
  await userEvent.click(control());
  await historySettled();
  await userEvent.click(rows()[2]!);
  expect(widget.isDropdownOpen()).toBe(false);
  await historySettled();
  expect(location.hash).toBe('#picked');
  expect(history.state).toEqual({ app: 'picked' });
  widget.open();
  await historySettled();
  expect(sheetState()).toBeTypeOf('string');
  await goBack();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(history.state).toEqual({ app: 'picked' });
  // Stepping over the sheet entry left behind the app's needs the Navigation API.
  if (!hasNavigation) return;
  await goBack();
  expect(sheetState()).toBeUndefined();
  // Ahead: the first sheet's entry, the app's, the second sheet's.
  onPageEntry(3);
});

test('a hash change while the sheet is open closes it, and back from the new hash lands on the page, not on a left-over sheet entry', async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  await userEvent.click(control());
  await historySettled();
  location.hash = '#elsewhere';
  await historySettled();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(html.style.cssText).toBe(PAGE_STYLE);
  expect(location.hash).toBe('#elsewhere');
  // Stepping over the sheet entry left behind the app's needs the Navigation API.
  if (!hasNavigation) return;
  await goBack();
  expect(sheetState()).toBeUndefined();
  // Ahead: the sheet's entry and the page's.
  onPageEntry(2);
});

test("an element adopted into an iframe locks the iframe's page and takes its history entry there, not the top document's", async () => {
  const host = fixture('<div id="field" aria-label="Fruit"></div>');
  const frame = document.createElement('iframe');
  // A loaded document: the initial about:blank one turns every push into a replace.
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><title>frame</title><body></body>';
  host.append(frame);
  await loaded;
  const frameDoc = frame.contentDocument!;
  const frameWindow = frame.contentWindow!;
  frameDoc.documentElement.style.cssText = PAGE_STYLE;
  const field = host.querySelector<HTMLElement>('#field')!;
  const widget = mount({ data: fruits, presentation: 'sheet' }, field);
  frameDoc.body.append(field);
  widget.open();
  expect(widget.isDropdownOpen()).toBe(true);
  expect(frameDoc.documentElement.style.overflowY).toBe('hidden');
  expect(html.style.cssText).toBe(PAGE_STYLE);
  expect((frameWindow.history.state as Record<string, unknown> | null)?.[SHEET_KEY]).toBeTypeOf('string');
  expect(history.state).toEqual({ pageEntry });
  // The back gesture lands in the frame's history: it closes the sheet.
  frameWindow.history.back();
  await expect.poll(() => widget.isDropdownOpen()).toBe(false);
  expect(frameDoc.documentElement.style.cssText).toBe(PAGE_STYLE);
  widget.open();
  widget.close();
  expect(frameDoc.documentElement.style.cssText).toBe(PAGE_STYLE);
  await historySettled();
  expect(frameWindow.history.state).toBeNull();
  expect(html.style.cssText).toBe(PAGE_STYLE);
  onPageEntry();
});

test('a sheet whose iframe is removed while it is open closes and is destroyed without an error', async () => {
  const host = fixture('<div id="field" aria-label="Fruit"></div>');
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><title>frame</title><body></body>';
  host.append(frame);
  await loaded;
  const field = host.querySelector<HTMLElement>('#field')!;
  const widget = mount({ data: fruits, presentation: 'sheet' }, field);
  frame.contentDocument!.body.append(field);
  widget.open();
  frame.remove();
  widget.close();
  widget.destroy();
  await historySettled();
  expect(html.style.cssText).toBe(PAGE_STYLE);
  onPageEntry();
});

test("in a fresh iframe (its initial about:blank, where a push only replaces) closing the sheet never steps the page's history back", async () => {
  const host = fixture('<div id="field" aria-label="Fruit"></div>');
  const frame = document.createElement('iframe');
  host.append(frame);
  const field = host.querySelector<HTMLElement>('#field')!;
  const widget = mount({ data: fruits, presentation: 'sheet' }, field);
  frame.contentDocument!.body.append(field);
  widget.open();
  expect(frame.contentDocument!.documentElement.style.overflow).toBe('hidden');
  widget.close();
  await historySettled();
  expect(widget.isDropdownOpen()).toBe(false);
  onPageEntry();
});
