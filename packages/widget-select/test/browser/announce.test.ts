/**
 * Announcements reach a screen reader one way, never two: through the
 * engine's ariaNotify() where it has one (also from a shadow root or the top
 * layer, where a live region may go unheard), else through the polite live
 * region. Every engine runs both paths: a stand-in ariaNotify where the
 * engine has none, and the engine's own removed for a moment where it has one.
 */
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fixture, fruits, mount } from './helpers';
import { frames } from './waits';

type Notify = (this: Element, text: string) => void;
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'ariaNotify');
const live = (root: ParentNode = document) => $('.widget-select__live', root)!;

function replaceAriaNotify(value: Notify | undefined): void {
  if (value)
    Object.defineProperty(Element.prototype, 'ariaNotify', { configurable: true, writable: true, value });
  else Reflect.deleteProperty(Element.prototype, 'ariaNotify');
}

afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'ariaNotify', original);
  else Reflect.deleteProperty(Element.prototype, 'ariaNotify');
});

/** Picks the first option by keyboard. */
async function pickFirst(): Promise<void> {
  await userEvent.click(control());
  await userEvent.keyboard('{Enter}');
}

test('with ariaNotify a pick is announced once through it, and the live region is hidden', async () => {
  const calls: [Element, string][] = [];
  replaceAriaNotify(function (text) {
    calls.push([this, text]);
  });
  const widget = mount({ data: fruits, multiple: true });
  // An untouched widget has no region; the first use puts it in, before anything is said.
  expect($('.widget-select__live')).toBeNull();
  await userEvent.hover(control());
  expect(live().textContent).toBe('');
  expect(live().getAttribute('aria-hidden')).toBe('true');
  expect(live().hasAttribute('aria-live')).toBe(false);
  await pickFirst();
  expect(widget.getValue()).toEqual(['apple']);
  expect(calls.map(([, text]) => text)).toEqual(['Apple selected']);
  expect(calls[0]?.[0]).toBe($('.widget-select'));
  // The hidden region mirrors the last announcement, for tests and debugging.
  expect(live().textContent?.trim()).toBe('Apple selected');
});

test('with ariaNotify a widget in a shadow root announces through it too', async () => {
  const calls: string[] = [];
  replaceAriaNotify((text) => {
    calls.push(text);
  });
  const host = fixture('<div id="host"></div>').querySelector('#host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  const target = document.createElement('div');
  target.setAttribute('aria-label', 'Fruit');
  shadow.append(target);
  const widget = mount({ data: fruits, multiple: true }, target);
  await userEvent.click(control(shadow));
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['apple']);
  expect(calls).toEqual(['Apple selected']);
  expect(live(shadow).getAttribute('aria-hidden')).toBe('true');
});

test('without ariaNotify the polite live region announces the pick', async () => {
  replaceAriaNotify(undefined);
  const widget = mount({ data: fruits, multiple: true });
  await userEvent.hover(control());
  expect(live().textContent).toBe('');
  expect(live().getAttribute('aria-live')).toBe('polite');
  expect(live().hasAttribute('aria-hidden')).toBe(false);
  await pickFirst();
  expect(widget.getValue()).toEqual(['apple']);
  expect(live().textContent?.trim()).toBe('Apple selected');
});

/**
 * Follows the live region from the moment it goes in: the text it held then, and each text it takes after,
 * marked with whether the page had laid the region out (a frame rendered it) by then. A reader announces
 * only changes of a region it already has.
 */
function followRegion(): string[] {
  const log: string[] = [];
  let laidOut = false;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const added = [...record.addedNodes].find(
        (node) => node instanceof HTMLElement && node.matches('.widget-select__live'),
      );
      if (added) {
        log.push(`in, holding "${added.textContent}"`);
        new ResizeObserver(() => {
          laidOut = true;
        }).observe(added as HTMLElement);
      } else if ((record.target as Element).matches?.('.widget-select__live')) {
        log.push(
          `"${record.target.textContent?.trim()}"${laidOut ? '' : ' before a frame rendered the region'}`,
        );
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return log;
}

test('without ariaNotify the first message, a click on a tag remove button, lands in a region a frame rendered empty', async () => {
  replaceAriaNotify(undefined);
  const log = followRegion();
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana']);
  // The pointer arriving is the widget's first use: the region goes in then.
  await userEvent.click($('.widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual(['banana']);
  await expect.poll(() => log).toEqual(['in, holding ""', '"Apple removed"']);
});

test('without ariaNotify a message said before the region is in the page waits for a frame to render it empty', async () => {
  replaceAriaNotify(undefined);
  const log = followRegion();
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana']);
  // A screen reader's activation of the button: a click with no pointer or focus before it.
  $('.widget-select__tag-remove')!.click();
  expect(widget.getValue()).toEqual(['banana']);
  await expect.poll(() => log).toEqual(['in, holding ""', '"Apple removed"']);
});

test('without ariaNotify a message still waiting for its frame is dropped by destroy', async () => {
  replaceAriaNotify(undefined);
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple']);
  $('.widget-select__tag-remove')!.click();
  const region = live();
  widget.destroy();
  await frames(3);
  expect(region.isConnected).toBe(false);
  expect(region.textContent).toBe('');
});
