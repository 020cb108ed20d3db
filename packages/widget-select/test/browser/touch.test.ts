/**
 * Touch screens: no zoom on focus (iOS zooms into inputs under 16px), no
 * on-screen keyboard for a list that needs no search, and placement against
 * the visual viewport that the on-screen keyboard shrinks.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { control, dropdown, fixture, fruits, mount, search } from './helpers';

const realViewport = Object.getOwnPropertyDescriptor(window, 'visualViewport');

afterEach(async () => {
  await commands.emulateMedia({ touch: false });
  // The real one may live on the prototype: then dropping the stand-in restores it.
  if (realViewport) Object.defineProperty(window, 'visualViewport', realViewport);
  else delete (window as { visualViewport?: unknown }).visualViewport;
});

test('on a touch screen the search field is at least 16px, so iOS does not zoom in on focus', async () => {
  await commands.emulateMedia({ touch: true });
  expect(matchMedia('(pointer: coarse)').matches).toBe(true);
  mount({ data: fruits });
  await userEvent.click(control());
  expect(Number.parseFloat(getComputedStyle(search()!).fontSize)).toBeGreaterThanOrEqual(16);
});

test('a short list below minResultsForSearch opens without focusing a text field (no on-screen keyboard)', async () => {
  await commands.emulateMedia({ touch: true });
  // The dropdown keeps focus on the control; a sheet moves it to its list (sheet-phone.test.ts).
  mount({ data: fruits, minResultsForSearch: 10, presentation: 'dropdown' });
  await userEvent.click(control());
  expect(dropdown()).not.toBe(null);
  expect(document.activeElement).toBe(control());
  expect(document.activeElement?.matches('input, textarea, [contenteditable]')).toBe(false);
});

/** A stand-in for window.visualViewport whose size the test controls, as the keyboard would. */
class FakeVisualViewport extends EventTarget {
  offsetTop = 0;
  offsetLeft = 0;
  pageTop = 0;
  pageLeft = 0;
  scale = 1;
  width = document.documentElement.clientWidth;
  height = document.documentElement.clientHeight;
}

test('placement follows the visual viewport the on-screen keyboard shrinks', async () => {
  const fake = new FakeVisualViewport();
  Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
  const host = fixture('<div id="mount" aria-label="Fruit"></div>');
  host.style.cssText = 'position: fixed; left: 20px; width: 300px; top: 300px;';
  const widget = mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  expect(document.documentElement.clientHeight).toBeGreaterThan(700);
  // The keyboard covers everything below 400px.
  fake.height = 400;
  widget.open();
  expect(dropdown()?.getAttribute('data-placement')).toBe('top');
  // The keyboard closes.
  fake.height = document.documentElement.clientHeight;
  fake.dispatchEvent(new Event('resize'));
  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('bottom'));
  // It opens again, and the page is scrolled inside the layout viewport.
  fake.height = 400;
  fake.dispatchEvent(new Event('resize'));
  await vi.waitFor(() => expect(dropdown()?.getAttribute('data-placement')).toBe('top'));
  expect(dropdown()!.getBoundingClientRect().bottom).toBeLessThanOrEqual(400);
});
