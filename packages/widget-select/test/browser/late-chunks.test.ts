/**
 * A part loaded on demand that is late or cannot be fetched, forgotten,
 * held or failed by the loader's test gate (the tests' setup has every
 * part up front): the open list. The lazy features' late and failed
 * chunks are covered on a fresh module graph in unit/lazy-features.test.ts. An opening
 * waits for the list's code and opens only if still wanted; a failure
 * leaves the widget closed, usable and honest, emits `load-failed` each
 * time it is asked, and the next use loads it. A press on a chip waits for
 * the chips' drag (the tags' list part) and drags if still held.
 */
import { expect, test, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { tagsListPart } from '../../src/features/tags';
import SelectWidget from '../../src/index';
import { loadGate } from '../load-gate';
import type { SelectOptions } from '../../src/types';
import { loadOpenList } from '../../src/view/open-list-slot';
import { chromiumOnly } from './engines';
import { gatedPartsPage } from './gated-parts';

const OPEN_LIST = 'open list';
const TAGS_LIST = 'tags list';
const fruits = ['Apple', 'Banana', 'Cherry'].map((label) => ({ value: label.toLowerCase(), label }));

const mount = gatedPartsPage(loadOpenList);

/** A page whose parts named in `held` are missing and held by the loader's test gate, with a field beside the widget. */
async function freshPage(held: string[], options: SelectOptions = {}) {
  const page = mount(
    { hold: held },
    { data: fruits, ...options },
    '<div id="widget"></div><input id="other" aria-label="Other field">',
  );
  const other = page.host.querySelector('#other') as HTMLInputElement;
  return { ...page, Widget: SelectWidget, loadGate, other };
}

test('a click on the control while the list is late opens it when it comes, once, as an action of its own', async () => {
  const { Widget, widget, loadGate, events, control } = await freshPage([OPEN_LIST]);
  await userEvent.click(control);
  expect(control.getAttribute('aria-expanded')).toBe('false');
  expect(events).toEqual([]);
  loadGate.release(OPEN_LIST);
  await Widget.ready();
  await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
  expect(events).toEqual(['open']);
  expect(widget.isDropdownOpen()).toBe(true);
});

test('a click elsewhere while the list is late wins: no open and no focus taken afterwards', async () => {
  const { Widget, loadGate, events, control, other } = await freshPage([OPEN_LIST]);
  await userEvent.click(control);
  await userEvent.click(other);
  await userEvent.keyboard('pear');
  loadGate.release(OPEN_LIST);
  await Widget.ready();
  await new Promise((settled) => requestAnimationFrame(settled));
  expect(control.getAttribute('aria-expanded')).toBe('false');
  expect(events).toEqual([]);
  expect(document.activeElement).toBe(other);
  expect(other.value).toBe('pear');
});

test('a key elsewhere, Escape, close() or destroy() while the list is late cancels the opening', async () => {
  const { Widget, widget, loadGate, events, control } = await freshPage([OPEN_LIST]);
  control.focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Escape}');
  widget.open();
  widget.close();
  loadGate.release(OPEN_LIST);
  await Widget.ready();
  await new Promise((settled) => requestAnimationFrame(settled));
  expect(control.getAttribute('aria-expanded')).toBe('false');
  expect(events).toEqual([]);
});

test('a list that cannot be fetched: closed and usable, load-failed each time it is asked, ready() rejects, the next use loads it', async () => {
  const { Widget, widget, loadGate, events, errors, control } = await freshPage([OPEN_LIST]);
  loadGate.fail(OPEN_LIST);
  await userEvent.click(control);
  await vi.waitFor(() => expect(errors).toHaveLength(1));
  expect(errors[0]).toMatchObject({ code: 'load-failed' });
  expect(errors[0]?.message).toContain('open list');
  expect(control.getAttribute('aria-expanded')).toBe('false');
  expect(control.hasAttribute('aria-busy')).toBe(false);
  await expect(Widget.ready()).rejects.toMatchObject({ code: 'load-failed' });
  // The value, the closed control and every method keep working.
  widget.setValue('banana');
  expect(widget.getValue()).toBe('banana');
  expect(control.textContent).toContain('Banana');
  widget.open();
  await vi.waitFor(() => expect(errors).toHaveLength(2));
  expect(events).toEqual([]);
  loadGate.release(OPEN_LIST);
  await userEvent.click(control);
  await vi.waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
  expect(events).toEqual(['open']);
  await Widget.ready();
});

/** Three sortable tags while the chips' drag (the tags' list part) is late; the first and third tags' centres. */
async function lateDrag() {
  const page = await freshPage([TAGS_LIST], { multiple: true, sortable: true });
  page.widget.setValue(['apple', 'banana', 'cherry']);
  const [first, , third] = [...page.host.querySelectorAll('.widget-select__tag')].map((tag) =>
    tag.getBoundingClientRect(),
  );
  const at = (rect: DOMRect | undefined, x: number) => ({ x, y: (rect?.top ?? 0) + (rect?.height ?? 0) / 2 });
  return {
    ...page,
    onFirst: at(first, (first?.left ?? 0) + 10),
    pastThird: at(third, (third?.right ?? 0) - 2),
  };
}

test('a press on a chip while its drag is late drags once the drag comes, the button still down', async () => {
  const { widget, loadGate, onFirst, pastThird } = await lateDrag();
  await commands.mouseDown(onFirst);
  loadGate.release(TAGS_LIST);
  await tagsListPart.load();
  await commands.mouseUp(pastThird);
  expect(widget.getValue()).toEqual(['banana', 'cherry', 'apple']);
});

test("a press released before the chips' drag comes moves nothing when it comes", async () => {
  const { widget, loadGate, onFirst, pastThird } = await lateDrag();
  await commands.mouseDown(onFirst);
  await commands.mouseUp(pastThird);
  loadGate.release(TAGS_LIST);
  await tagsListPart.load();
  await commands.mouseDown(pastThird);
  await commands.mouseUp(onFirst);
  expect(widget.getValue()).toEqual(['apple', 'banana', 'cherry']);
});

test("a chip that left the page while its press waited for the drag starts nothing, and the drag's part arrives cleanly", async () => {
  const { widget, loadGate, onFirst, pastThird, errors } = await lateDrag();
  await commands.mouseDown(onFirst);
  (document.activeElement as HTMLElement | null)?.blur();
  widget.setValue(['banana', 'cherry']);
  loadGate.release(TAGS_LIST);
  await expect(tagsListPart.load()).resolves.toBeTruthy();
  await commands.mouseUp(pastThird);
  expect(widget.getValue()).toEqual(['banana', 'cherry']);
  expect(errors).toEqual([]);
});

chromiumOnly(
  'two fingers held on chips while the drag is late bind it once: a later drag shows one drop indicator',
  async () => {
    const { host, loadGate, onFirst, pastThird } = await lateDrag();
    await commands.touchPoints('touchStart', [{ ...onFirst, id: 1 }]);
    await commands.touchPoints('touchStart', [
      { ...onFirst, id: 1 },
      { ...pastThird, x: pastThird.x - 10, id: 2 },
    ]);
    loadGate.release(TAGS_LIST);
    await tagsListPart.load();
    await commands.touchPoints('touchEnd', []);
    await commands.mouseDown(onFirst);
    await commands.mouseMove(pastThird);
    expect(host.querySelectorAll('.widget-select__drop-indicator')).toHaveLength(1);
    await commands.mouseUp(pastThird);
  },
);

chromiumOnly(
  "a tap elsewhere while the mouse holds a chip and the drag is late does not end the mouse's wait",
  async () => {
    const { widget, other, loadGate, onFirst, pastThird } = await lateDrag();
    await commands.mouseDown(onFirst);
    const field = other.getBoundingClientRect();
    await commands.touchTap({ x: field.left + 5, y: field.top + field.height / 2 });
    loadGate.release(TAGS_LIST);
    await tagsListPart.load();
    await commands.mouseUp(pastThird);
    expect(widget.getValue()).toEqual(['banana', 'cherry', 'apple']);
  },
);

test("a widget destroyed while a press waits for the chips' drag stops waiting", async () => {
  const cancels: (() => void)[] = [];
  const when = tagsListPart.when.bind(tagsListPart);
  const spy = vi.spyOn(tagsListPart, 'when').mockImplementation((...args) => {
    const cancel = vi.fn(when(...args));
    cancels.push(cancel);
    return cancel;
  });
  try {
    const { widget, onFirst } = await lateDrag();
    await commands.mouseDown(onFirst);
    expect(cancels).toHaveLength(1);
    widget.destroy();
    expect(cancels[0]).toHaveBeenCalled();
    await commands.mouseUp(onFirst);
  } finally {
    spy.mockRestore();
  }
});
