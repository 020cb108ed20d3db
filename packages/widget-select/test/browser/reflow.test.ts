/**
 * Reflow at 320×256 CSS px (WCAG 1.4.10) and text spacing (WCAG 1.4.12):
 * long labels are readable in full, nothing is clipped, and the search
 * field of an open dropdown stays on screen.
 */
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { $, $$, clickAt, control, dropdown, fixture, mount, search } from './helpers';

afterEach(async () => {
  await page.viewport(414, 896);
  document.getElementById('text-spacing')?.remove();
});

const LONG =
  'Saint Helena, Ascension and Tristan da Cunha (British Overseas Territory in the South Atlantic)';

/** An element and its label/description parts show all of their text: nothing cut either way. */
function expectFullText(node: Element | null | undefined): void {
  if (!(node instanceof HTMLElement)) throw new Error('part not rendered');
  for (const part of [node, ...node.querySelectorAll('.widget-select__label, .widget-select__description')]) {
    expect(part.scrollWidth, part.className).toBeLessThanOrEqual(part.clientWidth + 1);
    expect(part.scrollHeight, part.className).toBeLessThanOrEqual(part.clientHeight + 1);
  }
}

/** The row shows all of its content: its children lie inside it. */
function expectInside(part: Element | null | undefined, row: Element): void {
  if (!part) throw new Error('part not rendered');
  const inner = part.getBoundingClientRect();
  const outer = row.getBoundingClientRect();
  expect(inner.top, part.className).toBeGreaterThanOrEqual(outer.top - 0.5);
  expect(inner.bottom, part.className).toBeLessThanOrEqual(outer.bottom + 0.5);
}

/** A widget host as wide as the viewport allows. */
function narrow(): HTMLElement {
  const host = fixture('<div id="mount" aria-label="Country"></div>');
  host.style.width = 'auto';
  return host.querySelector<HTMLElement>('#mount')!;
}

/** The WCAG 1.4.12 text spacing overrides, as a user style (removed after each test). */
function applyTextSpacing(): void {
  const style = document.createElement('style');
  style.id = 'text-spacing';
  style.textContent = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
  document.head.append(style);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    value: `v${i}`,
    label: i === 0 ? LONG : `Option ${i}`,
    description: i === 0 ? `${LONG}, described` : `Description ${i}`,
  }));

test('at 320px a long option label wraps in a short list (rows are measured)', async () => {
  await page.viewport(320, 256);
  const widget = mount({ data: options(5) }, narrow());
  widget.setValue('v0');
  await userEvent.click(control());
  const row = $('.widget-select__option[data-value="v0"]')!;
  expectFullText(row.querySelector('.widget-select__label'));
  expectFullText(row.querySelector('.widget-select__description'));
  expectFullText(row);
  // The selected value in the control shows its full text too.
  await userEvent.keyboard('{Escape}');
  expectFullText($('.widget-select__value'));
});

test('at 320px a long tag label is shown in full', async () => {
  await page.viewport(320, 256);
  mount({ data: options(5), multiple: true }, narrow()).setValue(['v0']);
  // Tags render lazily (content-visibility: auto): measure after a frame.
  await nextFrame();
  await nextFrame();
  const label = $('.widget-select__tag-label')!;
  expectFullText(label);
  // …inside the control, not running past its edge.
  expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
    $('.widget-select__values')!.getBoundingClientRect().right,
  );
  expectFullText($('.widget-select__values'));
});

test('at 320px the active row of a fixed-height virtual list shows its full label', async () => {
  await page.viewport(320, 256);
  mount({ data: options(500) }, narrow());
  await userEvent.click(control());
  const row = $('.widget-select__option[data-value="v0"]')!;
  expect($('.widget-select__list')!.classList).toContain('widget-select__list--virtual');
  expect(row.classList).toContain('widget-select__option--highlighted');
  expectFullText(row.querySelector('.widget-select__label'));
  expectFullText(row);
  // The other rows keep the fixed height the scroll math relies on.
  expect($('.widget-select__option[data-value="v1"]')!.getBoundingClientRect().height).toBe(36);
});

test('text spacing overrides do not clip labels or descriptions in fixed-height virtual rows', async () => {
  applyTextSpacing();
  mount({ data: options(500) }, narrow());
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}');
  const rows = $$('.widget-select__option').slice(0, 6);
  expect(rows.length).toBe(6);
  for (const row of rows) {
    expectInside(row.querySelector('.widget-select__label'), row);
    expectInside(row.querySelector('.widget-select__description'), row);
  }
});

test('text spacing overrides never cut a label: virtual rows grow to their text and the list measures them', async () => {
  applyTextSpacing();
  // Labels that fit a row at normal spacing, and outgrow it with these overrides.
  const data = Array.from({ length: 500 }, (_, i) => ({
    value: `v${i}`,
    label: `Option ${i} of the catalogue`,
    description: `Described at length, entry ${i}`,
  }));
  mount({ data }, narrow());
  await userEvent.click(control());
  await nextFrame();
  await nextFrame();
  const rows = $$('.widget-select__option').slice(1, 7);
  expect(rows.length).toBe(6);
  for (const row of rows) {
    expectFullText(row.querySelector('.widget-select__label'));
    expectFullText(row.querySelector('.widget-select__description'));
    expectInside(row.querySelector('.widget-select__description'), row);
  }
  // Still virtual: rows far below are not rendered.
  expect($('.widget-select__option[data-value="v400"]')).toBeNull();
  await userEvent.keyboard('{End}');
  expect($('.widget-select__option[data-value="v499"]')).not.toBeNull();
});

test('at 320×256 an open multiple select never puts its search field above the viewport', async () => {
  await page.viewport(320, 256);
  const host = fixture(`<div style="height: 70px"></div><div id="tags" aria-label="Tags"></div>
    <div style="height: 1000px"></div>`);
  host.style.width = 'auto';
  const many = Array.from({ length: 30 }, (_, i) => ({ value: `v${i}`, label: `Tag ${i}` }));
  const widget = mount({ data: many, multiple: true }, host.querySelector<HTMLElement>('#tags')!);
  widget.setValue(many.slice(0, 12).map((o) => o.value));
  const anchor = control().getBoundingClientRect();
  expect(anchor.bottom).toBeGreaterThan(150);
  // On the arrow (the control's ::after, at its end).
  const { width, height } = control().getBoundingClientRect();
  await clickAt(control(), { x: width - 14, y: height / 2 });
  expect(document.activeElement).toBe(search());
  await nextFrame();
  expect(dropdown()!.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  const field = search()!.getBoundingClientRect();
  expect(field.top).toBeGreaterThanOrEqual(0);
  expect(field.bottom).toBeLessThanOrEqual(256);
});
