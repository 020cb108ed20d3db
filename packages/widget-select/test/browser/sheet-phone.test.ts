/**
 * The sheet on a phone: touch emulation, a 390×844 viewport at device scale
 * 3, `presentation: 'auto'`. Taps and drags are real touch events (CDP).
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { axeViolations } from './axe';
import { $, $$, control, fixture, fruits, mount, rows, search, tags } from './helpers';

const realViewport = Object.getOwnPropertyDescriptor(window, 'visualViewport');

beforeEach(async () => {
  await page.viewport(390, 844);
  await commands.emulateMedia({ touch: true, deviceScale: 3 });
});

afterEach(async () => {
  await commands.emulateMedia({ touch: false, deviceScale: 1, reducedMotion: 'no-preference' });
  await page.viewport(414, 896);
  window.scrollTo(0, 0);
  if (realViewport) Object.defineProperty(window, 'visualViewport', realViewport);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

const sheet = () => $('.widget-select__dropdown--sheet');
const list = () => $('.widget-select__dropdown--sheet .widget-select__list')!;
const many = Array.from({ length: 40 }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));

/** The middle of an element, in the test frame's coordinates. */
function middle(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

async function tap(element: Element): Promise<void> {
  await commands.touchTap(middle(element));
}

/** Whether the list's scroll position holds still over a few frames. */
async function listAtRest(): Promise<boolean> {
  const before = list().scrollTop;
  for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
  return list().scrollTop === before;
}

/** Waits for the sheet's slide-in to end. */
async function settled(): Promise<HTMLElement> {
  const dialog = sheet();
  if (!dialog) throw new Error('no sheet');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** A widget labelled "Fruit" by a <label>. */
function labelled(options: Parameters<typeof mount>[0]) {
  const host = fixture('<label for="fruit">Fruit</label><div id="fruit"></div>');
  return mount(options, host.querySelector<HTMLElement>('#fruit')!);
}

test('the phone emulation is on: a coarse pointer, 390 px wide, device scale 3', () => {
  expect(matchMedia('(pointer: coarse)').matches).toBe(true);
  expect(window.innerWidth).toBe(390);
  expect(window.devicePixelRatio).toBe(3);
});

test('a tap opens the sheet, focus moves into it, a tap on a row picks it, closes and focus returns to the control', async () => {
  const widget = labelled({ data: fruits });
  await tap(control());
  await settled();
  expect(widget.isDropdownOpen()).toBe(true);
  expect(sheet()!.contains(document.activeElement)).toBe(true);
  await tap(rows()[1]!);
  expect(widget.getValue()).toBe('banana');
  expect(sheet()).toBeNull();
  expect(document.activeElement).toBe(control());
});

test('every target in the sheet is at least 44×44: rows, Done, the search field, the Retry button', async () => {
  labelled({ data: fruits, multiple: true });
  await tap(control());
  const dialog = await settled();
  const targets = [...rows(), $('.widget-select__done')!];
  for (const target of targets) {
    const box = target.getBoundingClientRect();
    expect(box.height, target.className).toBeGreaterThanOrEqual(44);
    expect(box.width, target.className).toBeGreaterThanOrEqual(44);
  }
  expect(search()!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  expect(dialog.contains(search())).toBe(true);
});

test('a long virtualized list has 44 px rows in the sheet, and its scroll extent matches them', async () => {
  const data = Array.from({ length: 300 }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));
  mount({ data });
  await tap(control());
  await settled();
  const [first, second] = rows();
  expect(first!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().top).toBe(
    first!.getBoundingClientRect().height,
  );
  expect(list().scrollHeight).toBeGreaterThanOrEqual(300 * 44);
});

test('the Retry button of a failed remote load is a 44×44 target in the sheet', async () => {
  mount({ ajax: { request: () => Promise.reject(new Error('offline')) } });
  await tap(control());
  await settled();
  const retry = await vi.waitFor(() => $<HTMLButtonElement>('.widget-select__retry')!);
  const box = retry.getBoundingClientRect();
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
});

test('a tag remove button is a 44×44 target on a touch screen', async () => {
  labelled({ data: fruits, multiple: true }).setValue(['apple', 'banana']);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  for (const remove of $$('.widget-select__tag-remove')) {
    const box = remove.getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // Its whole box is the button's: no neighbour takes the edges.
    for (const [x, y] of [
      [box.left + 1, box.top + box.height / 2],
      [box.right - 1, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + 1],
      [box.left + box.width / 2, box.bottom - 1],
    ] as const) {
      expect(document.elementFromPoint(x, y)?.closest('.widget-select__tag-remove')).toBe(remove);
    }
  }
  await tap($('.widget-select__tag-remove')!);
  expect(tags().map((tag) => tag.dataset.value)).toEqual(['banana']);
});

test('a touch scroll of the list picks nothing; a tap after it picks', async () => {
  const widget = mount({ data: many, multiple: true });
  await tap(control());
  await settled();
  const box = list().getBoundingClientRect();
  const x = box.left + box.width / 2;
  await commands.touchDrag({ x, y: box.bottom - 20 }, { x, y: box.top + 20 }, 10);
  await expect.poll(() => list().scrollTop).toBeGreaterThan(0);
  expect(widget.getValue()).toEqual([]);
  // A short drag (past the slop, too short to scroll far) picks nothing either.
  const start = list().scrollTop;
  await commands.touchDrag({ x, y: box.top + 100 }, { x, y: box.top + 80 }, 4);
  expect(widget.getValue()).toEqual([]);
  await expect.poll(() => list().scrollTop).toBeGreaterThan(start);
  // The fling goes on after the finger lifts, and a tap on a moving list only
  // stops it (the browser sends no click), as on any phone: tap once it rests.
  await expect.poll(listAtRest).toBe(true);
  const row = rows().find((each) => each.getBoundingClientRect().top > box.top + 10)!;
  await tap(row);
  expect(widget.getValue()).toEqual([row.dataset.value]);
});

test('a touch scroll that starts on a row neither highlights nor picks it', async () => {
  const widget = mount({ data: many });
  await tap(control());
  await settled();
  const row = rows()[3]!;
  const from = middle(row);
  await commands.touchDrag(from, { x: from.x, y: from.y - 120 }, 8);
  expect(widget.getValue()).toBe(null);
  expect(widget.isDropdownOpen()).toBe(true);
  expect(row.classList.contains('widget-select__option--highlighted')).toBe(false);
});

test('focus stays inside the sheet: Tab and Shift+Tab cycle through its controls, as in a modal dialog', async () => {
  const host = fixture(
    '<button id="before">before</button><label for="fruit">Fruit</label><div id="fruit"></div><button id="after">after</button>',
  );
  const widget = mount({ data: fruits, multiple: true }, host.querySelector<HTMLElement>('#fruit')!);
  await tap(control());
  await settled();
  const dialog = sheet()!;
  expect(document.activeElement).toBe(search());
  const seen: Element[] = [];
  for (let i = 0; i < 4; i++) {
    await userEvent.keyboard('{Tab}');
    expect(widget.isDropdownOpen()).toBe(true);
    expect(dialog.contains(document.activeElement), String(document.activeElement?.id)).toBe(true);
    seen.push(document.activeElement!);
  }
  expect(seen).toContain($('.widget-select__done'));
  expect(seen).toContain(search());
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
});

test('without a search field focus still moves into the sheet (no on-screen keyboard), and keys work there', async () => {
  const widget = labelled({ data: fruits, searchable: false });
  await tap(control());
  const dialog = await settled();
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.activeElement?.matches('input, textarea, [contenteditable]')).toBe(false);
  // The first row is highlighted on open.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(widget.getValue()).toBe('cherry');
  expect(document.activeElement).toBe(control());
});

test('the sheet has a header with the field label; in multiple mode the selected count sits next to Done', async () => {
  const widget = labelled({ data: fruits, multiple: true });
  widget.setValue(['apple']);
  await tap(control());
  const dialog = await settled();
  const header = $('.widget-select__sheet-header', dialog)!;
  expect(header).not.toBeNull();
  expect($('.widget-select__sheet-title', header)!.textContent).toBe('Fruit');
  const count = $('.widget-select__sheet-count', header)!;
  expect(count.textContent).toBe('1 selected');
  expect(header.contains($('.widget-select__done'))).toBe(true);
  await tap(rows()[2]!);
  expect(count.textContent).toBe('2 selected');
  // The header is at the top, above the search field.
  expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(search()!.getBoundingClientRect().top);
  await tap($('.widget-select__done')!);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toEqual(['apple', 'cherry']);
});

test('a single select has the title and no count or Done', async () => {
  labelled({ data: fruits });
  await tap(control());
  const dialog = await settled();
  expect($('.widget-select__sheet-title', dialog)!.textContent).toBe('Fruit');
  expect($('.widget-select__sheet-count', dialog)).toBeNull();
  expect($('.widget-select__done', dialog)).toBeNull();
});

test('tags are created inside the sheet', async () => {
  const widget = labelled({ data: fruits, multiple: true, allowCreate: true });
  await tap(control());
  await settled();
  await userEvent.keyboard('Kiwi');
  const create = await vi.waitFor(() => $('.widget-select__message--create')!);
  expect(sheet()!.contains(create)).toBe(true);
  await tap(create);
  expect(widget.getValue()).toEqual(['Kiwi']);
  expect(widget.isDropdownOpen()).toBe(true);
  expect($('.widget-select__sheet-count')!.textContent).toBe('1 selected');
  await tap($('.widget-select__done')!);
  expect(tags().map((tag) => tag.dataset.value)).toEqual(['Kiwi']);
});

/** A stand-in for window.visualViewport whose size the test controls, as the on-screen keyboard would. */
class FakeVisualViewport extends EventTarget {
  offsetTop = 0;
  offsetLeft = 0;
  pageTop = 0;
  pageLeft = 0;
  scale = 1;
  width = window.innerWidth;
  height = window.innerHeight;
}

function expectInside(element: Element, viewport: { offsetTop: number; height: number }): void {
  const box = element.getBoundingClientRect();
  expect(box.top, element.className).toBeGreaterThanOrEqual(viewport.offsetTop - 0.5);
  expect(box.bottom, element.className).toBeLessThanOrEqual(viewport.offsetTop + viewport.height + 0.5);
}

test('with the on-screen keyboard open the sheet sits above it, sized to what is left: search and list stay visible', async () => {
  const fake = new FakeVisualViewport();
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
  const widget = mount({ data: many });
  await tap(control());
  const dialog = await settled();
  // The keyboard opens as the search field takes focus: 844 - 336 px is left.
  fake.height = 508;
  fake.dispatchEvent(new Event('resize'));
  await vi.waitFor(() => expectInside(dialog, fake));
  expectInside(search()!, fake);
  expectInside(list(), fake);
  expect(list().getBoundingClientRect().height).toBeGreaterThanOrEqual(150);
  await userEvent.keyboard('Item 1');
  await expect.poll(() => rows().length).toBeLessThan(many.length);
  expectInside(dialog, fake);
  // The page is scrolled inside the layout viewport (iOS) and the keyboard grows.
  fake.offsetTop = 40;
  fake.height = 420;
  fake.dispatchEvent(new Event('scroll'));
  fake.dispatchEvent(new Event('resize'));
  await vi.waitFor(() => expectInside(dialog, fake));
  expectInside(search()!, fake);
  expectInside(list(), fake);
  await tap(rows()[0]!);
  expect(widget.getValue()).toBe('v1');
});

test('the back gesture closes the sheet and leaves no history entry behind; closing grows history no more', async () => {
  const widget = mount({ data: fruits });
  const state = history.state;
  await tap(control());
  await settled();
  const opened = history.length;
  history.back();
  await expect.poll(() => widget.isDropdownOpen()).toBe(false);
  expect(history.state).toEqual(state);
  expect(document.activeElement).toBe(control());
  // Opening and closing again reuses the one entry: the history does not grow.
  for (let i = 0; i < 3; i++) {
    await tap(control());
    expect(widget.isDropdownOpen(), `open ${i}`).toBe(true);
    const clicked = new Promise((resolve) => document.addEventListener('click', resolve, { once: true }));
    await commands.touchTap({ x: 200, y: 40 });
    // The tap's click closes it; it does not reach the control beneath and open it again.
    await clicked;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(widget.isDropdownOpen(), `closed ${i}`).toBe(false);
    await expect.poll(() => history.state).toEqual(state);
  }
  expect(history.length).toBe(opened);
});

test('the page behind cannot scroll while the sheet is open, and its scroll position is restored exactly', async () => {
  const host = fixture(
    '<div style="height: 2000px"></div><div id="late"></div><div style="height: 2000px"></div>',
  );
  const widget = mount({ data: fruits }, host.querySelector<HTMLElement>('#late')!);
  window.scrollTo(0, 1789);
  const top = window.scrollY;
  expect(top).toBe(1789);
  await tap(control());
  await settled();
  expect(window.scrollY).toBe(top);
  // On the backdrop, on the sheet's header, and on the list at its top (no chaining).
  const header = middle($('.widget-select__sheet-header')!);
  await commands.touchDrag(header, { x: header.x, y: header.y + 150 }, 6);
  expect(window.scrollY).toBe(top);
  const inList = middle($('.widget-select__dropdown--sheet .widget-select__list')!);
  await commands.touchDrag(inList, { x: inList.x, y: inList.y + 150 }, 6);
  expect(window.scrollY).toBe(top);
  await commands.touchDrag({ x: 200, y: 60 }, { x: 200, y: 300 }, 6);
  expect(window.scrollY).toBe(top);
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => widget.isDropdownOpen()).toBe(false);
  expect(window.scrollY).toBe(top);
  expect(document.documentElement.getAttribute('style') ?? '').toBe('');
});

test('the sheet slides in, and does not under prefers-reduced-motion', async () => {
  const widget = mount({ data: fruits });
  await tap(control());
  expect(sheet()!.getAnimations().length).toBeGreaterThan(0);
  widget.close();
  await commands.emulateMedia({ reducedMotion: 'reduce' });
  await tap(control());
  expect(sheet()).not.toBeNull();
  expect(sheet()!.getAnimations()).toEqual([]);
});

test('the same widget on a desktop viewport, or a wide touch screen, stays a dropdown', async () => {
  const widget = mount({ data: fruits });
  await page.viewport(1024, 768);
  await tap(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(sheet()).toBeNull();
  expect($('.widget-select__backdrop')).toBeNull();
  widget.close();
  await commands.emulateMedia({ touch: false, deviceScale: 1 });
  await page.viewport(390, 844);
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(sheet()).toBeNull();
});

test('axe finds nothing wrong in the open sheet: with a search field, in multiple mode, and with its list focused', async () => {
  for (const options of [{}, { multiple: true }, { searchable: false }]) {
    const widget = labelled({ data: fruits, ...options });
    await tap(control());
    const dialog = await settled();
    expect(await axeViolations(dialog, { strict: true }), JSON.stringify(options)).toEqual([]);
    widget.destroy();
  }
});
