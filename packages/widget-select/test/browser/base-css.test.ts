/**
 * `widget-select/base.css` alone (no theme), as an app that brings its own
 * look loads it: the widget stays usable. This file imports no other
 * stylesheet (not the shared helpers, which load style.css).
 */
import '../../src/styles/base.css';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { part } from '../../../../tests/parts';
import SelectWidget from '../../src/index';

let widget: SelectWidget | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  widget?.destroy();
  host?.remove();
});

function mountBare(): { control: HTMLElement; after: HTMLButtonElement } {
  host = document.createElement('div');
  host.style.cssText = 'padding: 20px; width: 360px;';
  host.innerHTML =
    '<div id="mount" aria-label="Fruit"></div><button type="button">After</button><p>Text under the widget.</p>';
  document.body.append(host);
  widget = new SelectWidget(host.querySelector<HTMLElement>('#mount')!, {
    placeholder: 'Pick a fruit',
    data: ['Apple', 'Banana', 'Cherry', 'Date'].map((label) => ({ value: label.toLowerCase(), label })),
  });
  return {
    control: host.querySelector<HTMLElement>(part('control'))!,
    after: host.querySelector('button')!,
  };
}

test('no theme: the control draws no border or background of its own', () => {
  const { control } = mountBare();
  const style = getComputedStyle(control);
  expect(style.borderTopWidth).toBe('0px');
  expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(style.display).toBe('flex');
});

test('the dropdown opens under the control, opaque and above the content after it; a row takes the click', async () => {
  const { control, after } = mountBare();
  await userEvent.click(control);
  const dropdown = document.querySelector<HTMLElement>(part('dropdown'))!;
  const style = getComputedStyle(dropdown);
  // In the top layer (Popover API) it is placed in viewport coordinates.
  expect(style.position).toBe(dropdown.matches(':popover-open') ? 'fixed' : 'absolute');
  expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  const box = dropdown.getBoundingClientRect();
  expect(box.top).toBeGreaterThanOrEqual(control.getBoundingClientRect().bottom - 1);
  // It overlays the button after the widget instead of pushing it down.
  expect(box.bottom).toBeGreaterThan(after.getBoundingClientRect().top);
  const row = [...document.querySelectorAll<HTMLElement>(part('option'))].find(
    (r) => r.textContent === 'Cherry',
  )!;
  const center = row.getBoundingClientRect();
  expect(
    document
      .elementFromPoint(center.x + center.width / 2, center.y + center.height / 2)
      ?.closest(part('option')),
  ).toBe(row);
  await userEvent.click(row);
  expect(widget!.getValue()).toBe('cherry');
});

test('keyboard focus shows an outline on the control', async () => {
  const { control } = mountBare();
  await userEvent.tab();
  expect(document.activeElement).toBe(control);
  const style = getComputedStyle(control);
  expect(style.outlineStyle).toBe('solid');
  expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
});

test('the active row is outlined, so it shows without colour', async () => {
  const { control } = mountBare();
  control.focus();
  await userEvent.keyboard('{ArrowDown}');
  const active = document.querySelector<HTMLElement>(part('optionHighlighted'))!;
  expect(getComputedStyle(active).outlineStyle).toBe('solid');
});

test('the live region is in the page for screen readers, but takes no room and shows nothing', async () => {
  const { control } = mountBare();
  // In from the widget's first use.
  await userEvent.hover(control);
  const live =
    host!.querySelector<HTMLElement>('.widget-select__live') ??
    document.querySelector<HTMLElement>('.widget-select__live')!;
  const box = live.getBoundingClientRect();
  expect(box.width).toBeLessThanOrEqual(1);
  expect(box.height).toBeLessThanOrEqual(1);
  expect(getComputedStyle(live).clipPath).toBe('inset(50%)');
});
