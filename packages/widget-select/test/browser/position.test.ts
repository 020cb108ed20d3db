/** Dropdown positioning: flip, height cap, recompute on resize, and the dropdownParent portal. */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { $, control, dropdown, fixture, fruits, mount, recordEvents, rows, search, shows } from './helpers';
import { withoutPopover } from './no-popover';

const GAP = 4;
const many = Array.from({ length: 30 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
const rect = (node: Element | null) => node!.getBoundingClientRect();

afterEach(async () => {
  await page.viewport(414, 896);
});

/** A fixture whose widget host is pinned at `css` (e.g. "bottom: 10px") in the viewport. */
function pinned(css: string): HTMLElement {
  const host = fixture('<div id="mount" aria-label="Fruit"></div>');
  host.style.cssText = `position: fixed; left: 20px; width: 300px; ${css}`;
  return host.querySelector<HTMLElement>('#mount')!;
}

test('renders below the control by default', () => {
  const widget = mount({ data: fruits });
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
  expect(rect(dropdown()).top).toBeCloseTo(rect(control()).bottom + GAP, 0);
});

test('flips above when the room below is too small and the room above larger', () => {
  const widget = mount({ data: fruits }, pinned('bottom: 10px'));
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
  expect(rect(dropdown()).bottom).toBeCloseTo(rect(control()).top - GAP, 0);
  expect(rect(dropdown()).top).toBeGreaterThanOrEqual(0);
});

test('stays below when neither side fits but below is larger, capping its height to the viewport', async () => {
  await page.viewport(414, 320);
  const widget = mount({ data: many }, pinned('top: 100px'));
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
  expect(rect(dropdown()).bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  // The list shrank and still scrolls.
  const list = $('.widget-select__list')!;
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
});

test('without the Popover API, an overflow:hidden ancestor caps the height of the dropdown in place', () =>
  withoutPopover(() => {
    const host = fixture(`
      <div id="clip" style="height: 200px; overflow: hidden">
        <div id="mount" aria-label="Fruit"></div>
      </div>`);
    const widget = mount({ data: many }, host.querySelector<HTMLElement>('#mount')!);
    widget.open();
    const clip = rect(host.querySelector('#clip'));
    expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
    expect(rect(dropdown()).bottom).toBeLessThanOrEqual(clip.bottom + 1);
    const list = $('.widget-select__list')!;
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  }));

test('placement is recomputed on window resize', async () => {
  await page.viewport(414, 896);
  const mountAt = pinned('top: 500px');
  const widget = mount({ data: fruits }, mountAt);
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');

  await page.viewport(414, 600);

  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('top'));
  await page.viewport(414, 896);
  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('bottom'));
});

test('placement is recomputed on every open', () => {
  const mountAt = pinned('top: 20px');
  const widget = mount({ data: fruits }, mountAt);
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
  widget.close();
  mountAt.parentElement!.style.top = 'auto';
  mountAt.parentElement!.style.bottom = '10px';
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
});

/** A fixed modal that clips (overflow: hidden) around a scrolling body holding the widget. */
function modal(): { scroller: HTMLElement; target: HTMLElement; modalEl: HTMLElement } {
  const host = fixture(`
    <div id="modal" role="dialog" aria-label="Modal"
      style="position: fixed; top: 40px; left: 40px; width: 320px; height: 220px; overflow: hidden;">
      <div id="scroller" style="height: 220px; overflow: auto;">
        <div style="height: 120px"></div>
        <div id="mount" aria-label="Fruit"></div>
        <div style="height: 800px"></div>
      </div>
    </div>
    <p id="outside" style="position: fixed; bottom: 10px; right: 10px; margin: 0">Outside</p>`);
  return {
    modalEl: host.querySelector<HTMLElement>('#modal')!,
    scroller: host.querySelector<HTMLElement>('#scroller')!,
    target: host.querySelector<HTMLElement>('#mount')!,
  };
}

const aligned = () => {
  const anchor = rect(control());
  const box = rect(dropdown());
  expect(box.left).toBeCloseTo(anchor.left, 0);
  expect(box.width).toBeCloseTo(anchor.width, 0);
  if (dropdown()?.getAttribute('data-placement') === 'top')
    expect(box.bottom).toBeCloseTo(anchor.top - GAP, 0);
  else expect(box.top).toBeCloseTo(anchor.bottom + GAP, 0);
};

test('dropdownParent portals out of an overflow:hidden modal and follows the control as it scrolls', async () => {
  const { scroller, target, modalEl } = modal();
  const widget = mount({ data: fruits, dropdownParent: document.body, theme: 'dark' }, target);
  widget.open();
  const portalled = dropdown()!;
  expect(portalled.parentElement).toBe(document.body);
  expect(portalled.classList.contains('widget-select__dropdown--portal')).toBe(true);
  expect(portalled.getAttribute('data-theme')).toBe('dark');
  aligned();
  // Not clipped by the modal: the whole list shows below its bottom edge.
  expect(rect(portalled).bottom).toBeGreaterThan(rect(modalEl).bottom);

  scroller.scrollTop = 60;
  await vi.waitFor(aligned);
  expect(rect(control()).top).toBeLessThan(rect(modalEl).top + 120);
});

test('a portalled dropdown hides while its control is scrolled out of the clipping modal, and shows again with it', async () => {
  const { scroller, target } = modal();
  const widget = mount({ data: fruits, dropdownParent: document.body }, target);
  const log = recordEvents(widget, { focus: true });
  await userEvent.click(control());
  const portalled = dropdown()!;
  const focused = document.activeElement;
  expect(shows(portalled)).toBe(true);
  // The modal shows 220px of its body; the control sits 120px down it.
  scroller.scrollTop = 300;
  await vi.waitFor(() => expect(shows(portalled)).toBe(false));
  // Still open, with the focus where it was: the list comes back as the control does.
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(focused);
  scroller.scrollTop = 60;
  await vi.waitFor(() => expect(shows(portalled)).toBe(true));
  aligned();
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toBe(fruits[2]!.value);
  expect(log.filter(([name]) => name === 'blur')).toEqual([]);
});

test('a list closed while hidden with its control opens visible', async () => {
  const { scroller, target } = modal();
  const widget = mount({ data: fruits, dropdownParent: document.body }, target);
  widget.open();
  scroller.scrollTop = 300;
  await vi.waitFor(() => expect(shows(dropdown()!)).toBe(false));
  widget.close();
  scroller.scrollTop = 60;
  await userEvent.click(control());
  expect(shows(dropdown()!)).toBe(true);
});

test('a portalled dropdown follows the control when it resizes', async () => {
  const { target } = modal();
  const widget = mount({ data: fruits, dropdownParent: 'body' }, target);
  widget.open();
  target.style.width = '200px';
  await vi.waitFor(() => expect(rect(dropdown()).width).toBeCloseTo(200, 0));
  aligned();
});

test('outside clicks close a portalled dropdown; clicks inside it do not', async () => {
  const { target } = modal();
  const widget = mount({ data: fruits, dropdownParent: document.body }, target);
  await userEvent.click(control());
  await userEvent.click(search()!);
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toBe('banana');
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.click($('#outside')!);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(dropdown()).toBeNull();
});

test('destroy() removes a portalled dropdown', () => {
  const { target } = modal();
  const widget = mount({ data: fruits, dropdownParent: document.body }, target);
  widget.open();
  expect(document.body.querySelector(':scope > .widget-select__dropdown')).not.toBeNull();
  widget.destroy();
  expect(document.querySelector('.widget-select__dropdown')).toBeNull();
});

test('a transformed and scaled portal target still lines the dropdown up with the control', () => {
  const host = fixture(`
    <div id="mount" aria-label="Fruit"></div>
    <div id="layer" style="position: fixed; top: 0; left: 0; transform: translate(30px, 50px) scale(0.5);
      transform-origin: 0 0"></div>`);
  const widget = mount(
    { data: fruits, dropdownParent: '#layer' },
    host.querySelector<HTMLElement>('#mount')!,
  );
  widget.open();
  expect(dropdown()?.parentElement?.id).toBe('layer');
  aligned();
});

test('a dropdownParent whose element is gone by open() warns and keeps the dropdown in the widget', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const layer = document.createElement('div');
  layer.id = 'nowhere';
  document.body.append(layer);
  const widget = mount({ data: fruits, dropdownParent: '#nowhere' });
  layer.remove();
  widget.open();
  expect(dropdown()?.parentElement?.classList.contains('widget-select')).toBe(true);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('#nowhere'));
  warn.mockRestore();
});

/** The boxes read of the control and of the dropdown while `run` runs. */
function boxReads(run: () => void): { control: number; dropdown: number } {
  const read = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  try {
    run();
    const of = (node: Element | null) => read.mock.contexts.filter((context) => context === node).length;
    return { control: of(control()), dropdown: of(dropdown()) };
  } finally {
    read.mockRestore();
  }
}

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** As {@link boxReads}, counting the reads of the two frames after `run` too. */
async function boxReadsThrough(run: () => void): Promise<{ control: number; dropdown: number }> {
  const read = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  try {
    run();
    await twoFrames();
    const of = (node: Element | null) => read.mock.contexts.filter((context) => context === node).length;
    return { control: of(control()), dropdown: of(dropdown()) };
  } finally {
    read.mockRestore();
  }
}

test('an open reads the control and the dropdown once, in one batch, when the list fits below', async () => {
  const widget = mount({ data: many });
  // Built at the first sign of use (a pointer over it), before the first open: it learns the control's width.
  $('.widget-select')!.dispatchEvent(new PointerEvent('pointerenter'));
  await twoFrames();
  expect(boxReads(() => widget.open())).toEqual({ control: 1, dropdown: 1 });
  aligned();
  widget.close();
  await twoFrames();
  expect(boxReads(() => widget.open())).toEqual({ control: 1, dropdown: 1 });
  aligned();
});

test('a first open with the list built by it reads the boxes once, and nothing in the frames after; a resize still moves it', async () => {
  await page.viewport(414, 896);
  const mountAt = pinned('top: 500px');
  const widget = mount({ data: many }, mountAt);
  expect(await boxReadsThrough(() => widget.open())).toEqual({ control: 1, dropdown: 1 });
  aligned();
  await page.viewport(414, 600);
  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('top'));
  aligned();
});

test("a widget destroyed by a plugin's onDropdownOpen handler leaves no listener on the window or the document", () => {
  const added: AbortSignal[] = [];
  const record = (options: unknown) => {
    const signal = (options as AddEventListenerOptions | undefined)?.signal;
    if (signal) added.push(signal);
  };
  const onWindow = vi.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, ...args) {
    record(args[2]);
    return EventTarget.prototype.addEventListener.apply(this, args);
  });
  const onDocument = vi.spyOn(document, 'addEventListener').mockImplementation(function (
    this: Document,
    ...args
  ) {
    record(args[2]);
    return EventTarget.prototype.addEventListener.apply(this, args);
  });
  try {
    const widget = mount({
      data: fruits,
      plugins: [
        {
          name: 'closes-the-page',
          setup(api) {
            api.onDropdownOpen(() => {
              widget.destroy();
              return undefined;
            });
            return undefined;
          },
        },
      ],
    });
    widget.open();
    expect(document.querySelector('.widget-select')).toBeNull();
    expect(added.filter((signal) => !signal.aborted)).toHaveLength(0);
  } finally {
    onWindow.mockRestore();
    onDocument.mockRestore();
  }
});

test('a dropdown whose content grows while open is placed again: it flips above rather than run off the screen', async () => {
  await page.viewport(414, 896);
  const widget = mount({ data: fruits.slice(0, 1) }, pinned('top: 700px'));
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
  // New rows while open, as a remote answer brings them.
  widget.setData(many);
  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('top'));
  expect(rect(dropdown()).bottom).toBeCloseTo(rect(control()).top - GAP, 0);
  expect(rect(dropdown()).top).toBeGreaterThanOrEqual(0);
  // Shrunk again, it keeps its side, where it still fits: the search field does not jump.
  widget.setData(fruits.slice(0, 1));
  await vi.waitFor(() => expect(rect(dropdown()).height).toBeLessThan(120));
  await twoFrames();
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
  aligned();
});

/** Collects the ResizeObserver loop errors the page reports while `run` runs, without failing the run. */
async function resizeLoopErrors(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const heard = (event: ErrorEvent) => {
    if (!/ResizeObserver/.test(event.message)) return;
    seen.push(event.message);
    event.preventDefault();
  };
  window.addEventListener('error', heard);
  try {
    await run();
  } finally {
    window.removeEventListener('error', heard);
  }
  return seen;
}

test('content that grows past the room below while open is capped to it, with no ResizeObserver loop error', async () => {
  await page.viewport(414, 300);
  const widget = mount({ data: fruits.slice(0, 1) }, pinned('top: 20px'));
  widget.open();
  await twoFrames();
  const errors = await resizeLoopErrors(async () => {
    widget.setData(many);
    await vi.waitFor(() => expect(rect(dropdown()).bottom).toBeLessThanOrEqual(300 + 1));
    await twoFrames();
  });
  expect(errors).toEqual([]);
  const list = $('.widget-select__list')!;
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
});

test('a dropdown opened above keeps its side while typing filters its rows', async () => {
  await page.viewport(414, 896);
  const widget = mount({ data: many }, pinned('top: 700px'));
  await userEvent.click(control());
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
  await userEvent.keyboard('Option 29');
  await vi.waitFor(() => expect(rows()).toHaveLength(1));
  await twoFrames();
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
  aligned();
  expect(widget.isDropdownOpen()).toBe(true);
});

test('an open reads the boxes once for a control of a fractional width too', async () => {
  const mountAt = pinned('top: 300px');
  mountAt.parentElement!.style.width = '300.5px';
  const widget = mount({ data: many }, mountAt);
  $('.widget-select')!.dispatchEvent(new PointerEvent('pointerenter'));
  await twoFrames();
  expect(await boxReadsThrough(() => widget.open())).toEqual({ control: 1, dropdown: 1 });
});
