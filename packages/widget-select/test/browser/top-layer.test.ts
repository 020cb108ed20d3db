/**
 * The dropdown in the top layer (Popover API): never clipped by a modal
 * <dialog>, an overflow:hidden card or a scrolling box, with default options;
 * today's in-place dropdown where the API is missing.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, dropdown, fixture, fruits, mount, recordEvents, rows, search, shows } from './helpers';
import { withoutPopover } from './no-popover';

const GAP = 4;
const rect = (node: Element | null) => node!.getBoundingClientRect();

/** The element hit at the middle of `node`, as a real pointer would find it. */
function hitAt(node: Element): Element | null {
  const box = rect(node);
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/** Every row can be seen and hit where it is, without scrolling anything. */
function expectEveryRowVisible(): void {
  expect(rows().length).toBeGreaterThan(0);
  for (const row of rows()) expect(row.contains(hitAt(row)), `row ${row.dataset.value}`).toBe(true);
}

/** The dropdown lines up with the control, as in place: same left edge and width, a 4px gap. */
function expectAligned(): void {
  const anchor = rect(control());
  const box = rect(dropdown());
  expect(box.left).toBeCloseTo(anchor.left, 0);
  expect(box.width).toBeCloseTo(anchor.width, 0);
  if (dropdown()?.getAttribute('data-placement') === 'top')
    expect(box.bottom).toBeCloseTo(anchor.top - GAP, 0);
  else expect(box.top).toBeCloseTo(anchor.bottom + GAP, 0);
}

let dialog: HTMLDialogElement | null = null;
afterEach(() => {
  if (dialog?.open) dialog.close();
  dialog = null;
});

/** A small modal dialog (showModal) holding a widget near its bottom edge. */
function modalDialog(): { dialog: HTMLDialogElement; target: HTMLElement } {
  const host = fixture(`
    <dialog style="width: 320px; height: 120px; padding: 12px">
      <p id="dialog-text" style="margin: 0 0 8px">Edit the record</p>
      <div id="in-dialog" aria-label="Fruit"></div>
    </dialog>`);
  dialog = host.querySelector('dialog')!;
  dialog.showModal();
  return { dialog, target: host.querySelector<HTMLElement>('#in-dialog')! };
}

test('inside a modal <dialog>, the dropdown shows whole above the dialog and takes real clicks, with default options', async () => {
  const { dialog, target } = modalDialog();
  const widget = mount({ data: fruits }, target);
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(search());
  // It reaches past the dialog's bottom edge, unclipped.
  expect(rect(dropdown()).bottom).toBeGreaterThan(rect(dialog).bottom);
  expectEveryRowVisible();
  expectAligned();
  await userEvent.click(rows()[4]!);
  expect(widget.getValue()).toBe('elderberry');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
  expect(dialog.open).toBe(true);
});

test('inside a modal <dialog>, Escape closes the list and not the dialog; the next Escape is the dialog’s', async () => {
  const { dialog, target } = modalDialog();
  const widget = mount({ data: fruits }, target);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(dialog.open).toBe(true);
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{Escape}');
  expect(dialog.open).toBe(false);
});

test('inside a modal <dialog>, a click outside the list closes it, keyboard picks work and the live region speaks', async () => {
  const { dialog, target } = modalDialog();
  const widget = mount({ data: fruits, multiple: true }, target);
  // The region goes in at the first use, before anything is said.
  await userEvent.hover(control());
  const live = $('.widget-select__live')!;
  // Outside a modal dialog everything is inert: the region must be inside it.
  expect(dialog.contains(live)).toBe(true);
  await userEvent.click(control());
  await userEvent.keyboard('e');
  await expect.poll(() => live.textContent?.trim()).toBe('4 results available');
  expectEveryRowVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toEqual(['apple']);
  await expect.poll(() => live.textContent?.trim()).toBe('Apple selected');
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  await userEvent.click($('#dialog-text')!);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(dialog.open).toBe(true);
});

test('inside an overflow:hidden card, the dropdown is not clipped and its last row takes a click', async () => {
  const host = fixture(`
    <div id="card" style="position: relative; overflow: hidden; height: 80px; padding: 8px; border: 1px solid">
      <div id="mount" aria-label="Fruit"></div>
    </div>`);
  const widget = mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  expect(rect(dropdown()).bottom).toBeGreaterThan(rect(host.querySelector('#card')).bottom);
  expectEveryRowVisible();
  expectAligned();
  await userEvent.click(rows()[4]!);
  expect(widget.getValue()).toBe('elderberry');
});

/** A 160px overflow:auto box with the widget's mount 60px down its taller content. */
function scrollingBox(): { box: HTMLElement; target: HTMLElement } {
  const host = fixture(`
    <div id="box" style="height: 160px; overflow: auto">
      <div style="height: 60px"></div>
      <div id="mount" aria-label="Fruit"></div>
      <div style="height: 400px"></div>
    </div>`);
  return {
    box: host.querySelector<HTMLElement>('#box')!,
    target: host.querySelector<HTMLElement>('#mount')!,
  };
}

test('inside a 160px overflow:auto box, the dropdown is not clipped and follows the control as the box scrolls', async () => {
  const { box, target } = scrollingBox();
  const widget = mount({ data: fruits }, target);
  await userEvent.click(control());
  expect(rect(dropdown()).bottom).toBeGreaterThan(rect(box).bottom);
  expectEveryRowVisible();
  const before = rect(dropdown()).top;
  box.scrollTop = 40;
  await vi.waitFor(() => expect(rect(dropdown()).top).toBeCloseTo(before - 40, 0));
  expectAligned();
  await userEvent.click(rows()[3]!);
  expect(widget.getValue()).toBe('date');
  expect(box.scrollTop).toBe(40);
});

test('in the top layer, the dropdown hides while its control is scrolled out of its overflow:auto box', async () => {
  const { box, target } = scrollingBox();
  const widget = mount({ data: fruits }, target);
  const log = recordEvents(widget, { focus: true });
  await userEvent.click(control());
  const list = dropdown()!;
  const focused = document.activeElement;
  box.scrollTop = 200;
  await vi.waitFor(() => expect(shows(list)).toBe(false));
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(focused);
  box.scrollTop = 20;
  await vi.waitFor(() => expect(shows(list)).toBe(true));
  expectAligned();
  expectEveryRowVisible();
  expect(log.filter(([name]) => name === 'blur')).toEqual([]);
});

test('a control slotted into a scrolling box of a shadow tree: the dropdown follows the box and hides past it', async () => {
  const host = fixture('<div id="card"><div id="mount" aria-label="Fruit"></div></div>');
  const shadow = host.querySelector('#card')!.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<div id="box" style="height: 160px; overflow: auto">
    <div style="height: 60px"></div><slot></slot><div style="height: 400px"></div></div>`;
  const box = shadow.querySelector<HTMLElement>('#box')!;
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  const list = dropdown()!;
  const before = rect(list).top;
  box.scrollTop = 40;
  await vi.waitFor(() => expect(rect(list).top).toBeCloseTo(before - 40, 0));
  expectAligned();
  box.scrollTop = 200;
  await vi.waitFor(() => expect(shows(list)).toBe(false));
  box.scrollTop = 20;
  await vi.waitFor(() => expect(shows(list)).toBe(true));
  expectAligned();
});

test('an absolutely positioned control outside a static overflow:hidden parent keeps its list shown', async () => {
  const host = fixture(`<div style="height: 40px; overflow: hidden">
    <div id="mount" aria-label="Fruit" style="position: absolute; top: 120px; width: 300px"></div></div>`);
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(shows(dropdown()!)).toBe(true);
  expectAligned();
});

/**
 * A control placed by `style` in `#mount`, in a transformed scrolling box that is its containing block
 * (`between`: the markup it sits in inside the box): its list shows, then hides once the box scrolls
 * the control past its edge.
 */
async function expectHiddenPastTransformedBox(style: string, between = ['', '']): Promise<void> {
  const host = fixture(`<div style="height: 200px"></div>
    <div id="box" style="height: 160px; overflow: auto; transform: translateZ(0)">
    <div style="height: 500px"></div>${between[0]}
    <div id="mount" aria-label="Fruit" style="${style}; top: 60px; width: 300px"></div>${between[1]}</div>`);
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  const list = dropdown()!;
  await vi.waitFor(() => expect(shows(list)).toBe(true));
  host.querySelector<HTMLElement>('#box')!.scrollTop = 200;
  await vi.waitFor(() => expect(shows(list)).toBe(false));
}

test('an absolutely positioned control in a transformed scrolling box: the box is its containing block and hides the list past its edge', () =>
  expectHiddenPastTransformedBox('position: absolute'));

test('a fixed control in a transformed scrolling box: the box is its containing block and hides the list past its edge, and a positioned parent between them clips nothing', () =>
  expectHiddenPastTransformedBox('position: fixed', [
    '<div style="position: relative; height: 10px; overflow: hidden">',
    '</div>',
  ]));

test('inside a modal <dialog> held by a small contained box, the dialog (in the top layer) is what clips, not the box', async () => {
  const host = fixture(`<div style="contain: paint; overflow: hidden; height: 40px">
    <dialog style="width: 320px; height: 120px"><div id="in-dialog" aria-label="Fruit"></div></dialog></div>`);
  dialog = host.querySelector('dialog')!;
  dialog.showModal();
  mount({ data: fruits }, host.querySelector<HTMLElement>('#in-dialog')!);
  await userEvent.click(control());
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(shows(dropdown()!)).toBe(true);
  expectEveryRowVisible();
});

test('a fixed control in a small clipping size container keeps its list shown: a container is no containing block', async () => {
  const host = fixture(`<div style="container-type: inline-size; overflow: hidden; height: 40px">
    <div id="mount" aria-label="Fruit" style="position: fixed; top: 120px; width: 300px"></div></div>`);
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(shows(dropdown()!)).toBe(true);
});

test('a slot styled with overflow (display: contents, no box of its own) clips nothing', async () => {
  const host = fixture('<div id="card"><div id="mount" aria-label="Fruit"></div></div>');
  const shadow = host.querySelector('#card')!.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<slot style="overflow: hidden"></slot>';
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(shows(dropdown()!)).toBe(true);
});

test('in the top layer, a control scrolled off the page with the page keeps its list shown: only a clipping box hides it', async () => {
  const host = fixture(
    '<div style="height: 300px"></div><div id="mount" aria-label="Fruit"></div><div style="height: 3000px"></div>',
  );
  mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  const list = dropdown()!;
  window.scrollTo(0, rect(control()).bottom + window.scrollY + 2);
  await vi.waitFor(() => expect(rect(control()).bottom).toBeLessThan(0));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(shows(list)).toBe(true);
  window.scrollTo(0, 0);
});

test('the UA popover box (inset, margin, border, padding, overflow, size) does not change how the dropdown looks', async () => {
  fixture('<div id="mount" aria-label="Fruit"></div>');
  mount({ data: fruits }, '#mount');
  await userEvent.click(control());
  const box = dropdown()!;
  expect(box.matches(':popover-open')).toBe(true);
  const style = getComputedStyle(box);
  expect(style.padding).toBe('0px');
  expect(style.borderTopWidth).toBe('1px');
  expect(style.overflow).toBe('hidden');
  expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
  expectAligned();
  // As tall as its content: no stretching to the viewport.
  const content = Array.from(box.children).reduce((sum, child) => sum + rect(child).height, 0);
  expect(rect(box).height).toBeCloseTo(content + 2, 0);
});

test('the dropdown stays in the widget in the DOM (so a modal dialog does not make it inert) and leaves on close', async () => {
  const { target } = modalDialog();
  const widget = mount({ data: fruits }, target);
  await userEvent.click(control());
  expect(dropdown()?.parentElement?.classList.contains('widget-select')).toBe(true);
  expect(dropdown()?.getAttribute('popover')).toBe('manual');
  await userEvent.keyboard('{Escape}');
  expect(dropdown()).toBeNull();
  widget.open();
  widget.destroy();
  expect(dropdown()).toBeNull();
});

test('with dropdownParent the dropdown is portalled there as before, not put in the top layer', async () => {
  const host = fixture('<div id="mount" aria-label="Fruit"></div><div id="layer"></div>');
  mount({ data: fruits, dropdownParent: '#layer' }, host.querySelector<HTMLElement>('#mount')!);
  await userEvent.click(control());
  expect(dropdown()?.parentElement?.id).toBe('layer');
  expect(dropdown()?.hasAttribute('popover')).toBe(false);
  expectAligned();
});

test('without the Popover API the dropdown opens in place, as before', () =>
  withoutPopover(async () => {
    expect((HTMLElement.prototype as { showPopover?: unknown }).showPopover).toBeUndefined();
    const widget = mount({ data: fruits });
    await userEvent.click(control());
    expect(dropdown()?.hasAttribute('popover')).toBe(false);
    expect(dropdown()?.parentElement?.classList.contains('widget-select')).toBe(true);
    expect(getComputedStyle(dropdown()!).position).toBe('absolute');
    expectAligned();
    await userEvent.click(rows()[1]!);
    expect(widget.getValue()).toBe('banana');
  }));
