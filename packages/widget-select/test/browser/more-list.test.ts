/**
 * The "+N more" chip names what it hides: it is described by
 * `.widget-select__more-list`, the hidden tags' labels in selection order,
 * shown while the pointer rests on the chip or the chip has keyboard focus,
 * in the top layer (a manual popover; fixed in place without the Popover
 * API), never clipped; the chip still opens the list.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fixture, fruits, mount, search, tags } from './helpers';
import { withoutPopover } from './no-popover';

const chip = () => $('.widget-select__tag--more')!;
const moreList = () => $('.widget-select__more-list')!;
const shown = () => moreList().checkVisibility();
const rect = (node: Element) => node.getBoundingClientRect();

/** A widget with five values, two of them tags, inside a small card that clips what overflows it. */
function clippedWidget() {
  const host = fixture(
    '<div id="card" style="overflow: hidden; height: 48px; width: 300px; position: relative"><div id="m"></div></div><p id="away">away</p>',
  );
  const widget = mount(
    { data: fruits, multiple: true, maxVisibleTags: 2 },
    host.querySelector<HTMLElement>('#m')!,
  );
  widget.setValue(['elderberry', 'apple', 'date', 'banana', 'cherry']);
  return widget;
}

/** What the pointer would hit at the middle of `node`. */
function hitAt(node: Element): Element | null {
  const box = rect(node);
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

test('the chip is described by the list of the hidden labels, in selection order, hidden until wanted', () => {
  clippedWidget();
  expect(chip().textContent).toBe('+3 more');
  const list = moreList();
  expect(chip().getAttribute('aria-describedby')).toBe(list.id);
  expect(list.id).not.toBe('');
  expect(list.textContent).toBe('Date, Banana, Cherry');
  expect(shown()).toBe(false);
});

test('the pointer resting on the chip shows the list in the top layer, unclipped, below the chip; leaving hides it', async () => {
  clippedWidget();
  await userEvent.hover(chip());
  expect(shown()).toBe(true);
  expect(moreList().matches(':popover-open')).toBe(true);
  const list = rect(moreList());
  expect(list.top).toBeGreaterThanOrEqual(rect(chip()).bottom);
  // Outside the card that clips overflow, and still what the pointer would hit there.
  expect(list.bottom).toBeGreaterThan(rect($('#card')!).bottom);
  expect(moreList().contains(hitAt(moreList()))).toBe(true);
  await userEvent.hover($('#away')!);
  expect(shown()).toBe(false);
});

test('keyboard: ArrowLeft from the input reaches the chip, which shows the list; the tags and back; Enter opens', async () => {
  const widget = clippedWidget();
  control().focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(chip());
  expect(shown()).toBe(true);
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[1]);
  expect(shown()).toBe(false);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(chip());
  expect(shown()).toBe(true);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(control());
  expect(shown()).toBe(false);
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[1]);
  expect(shown()).toBe(false);
  await userEvent.keyboard('{ArrowRight}');
  expect(shown()).toBe(true);
  await userEvent.keyboard('{Enter}');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(search());
  expect(shown()).toBe(false);
});

test('Backspace and Delete on the chip remove nothing it hides, and the focus stays on it', async () => {
  const widget = clippedWidget();
  control().focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(chip());
  await userEvent.keyboard('{Backspace}');
  await userEvent.keyboard('{Delete}');
  expect(widget.getValue()).toEqual(['elderberry', 'apple', 'date', 'banana', 'cherry']);
  expect(document.activeElement).toBe(chip());
  expect(chip().textContent).toBe('+3 more');
  expect(shown()).toBe(true);
});

test('Delete on the first tag with maxVisibleTags: 1 moves focus to the next tag, which comes out from behind the chip', async () => {
  const widget = mount({ data: fruits, multiple: true, maxVisibleTags: 1 });
  widget.setValue(['apple', 'banana', 'cherry']);
  control().focus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[0]);
  await userEvent.keyboard('{Delete}');
  expect(widget.getValue()).toEqual(['banana', 'cherry']);
  expect(chip().textContent).toBe('+1 more');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('banana');
});

test('the chip still opens the list when clicked, and its labels leave so as not to cover it', async () => {
  const widget = clippedWidget();
  await userEvent.hover(chip());
  expect(shown()).toBe(true);
  await userEvent.click(chip());
  expect(widget.isDropdownOpen()).toBe(true);
  expect(shown()).toBe(false);
});

test('the labels can be hovered without hiding, and Escape dismisses them', async () => {
  clippedWidget();
  await userEvent.hover(chip());
  await userEvent.hover(moreList());
  expect(shown()).toBe(true);
  await userEvent.hover(chip());
  chip().focus();
  await userEvent.keyboard('{Escape}');
  expect(shown()).toBe(false);
});

test('a new value rewrites the list; without hidden tags there is no chip and nothing shows', async () => {
  const widget = clippedWidget();
  widget.setValue(['cherry', 'apple', 'banana']);
  expect(moreList().textContent).toBe('Banana');
  await userEvent.hover(chip());
  widget.setValue(['apple']);
  expect($('.widget-select__tag--more')).toBeNull();
  expect(shown()).toBe(false);
});

test('without the Popover API the list is fixed in place, above the card that clips', async () => {
  await withoutPopover(async () => {
    clippedWidget();
    // The pointer rests where the last test's chip was, which is this chip: a hover there is no move.
    await userEvent.hover($('#away')!);
    await userEvent.hover(chip());
    expect(shown()).toBe(true);
    expect(getComputedStyle(moreList()).position).toBe('fixed');
    expect(rect(moreList()).bottom).toBeGreaterThan(rect($('#card')!).bottom);
    expect(moreList().contains(hitAt(moreList()))).toBe(true);
  });
});

test('a widget mounted with tags already hidden shows their labels on hover too', async () => {
  const host = fixture(
    `<select id="m" multiple>${['Apple', 'Banana', 'Cherry', 'Date'].map((label) => `<option selected>${label}</option>`).join('')}</select><p id="away">away</p>`,
  );
  mount({ maxVisibleTags: 2 }, host.querySelector<HTMLElement>('#m')!);
  expect(chip().textContent).toBe('+2 more');
  await userEvent.hover(chip());
  expect(shown()).toBe(true);
  await userEvent.hover($('#away')!);
  expect(shown()).toBe(false);
});
