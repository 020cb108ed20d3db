/**
 * Forced colours (Windows High Contrast, `forced-colors: active`): the
 * browser replaces author colours and drops box shadows, so every state
 * drawn with a background tint or a shadow would vanish. Each state is
 * compared in real screenshots against the same part without the state.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { control, fixture, mount } from './helpers';
import { changed, pixels } from './pixels';
import { catalog, expand, row } from './tree-helpers';

beforeEach(async () => {
  await commands.emulateMedia({ forcedColors: 'active' });
  expect(matchMedia('(forced-colors: active)').matches).toBe(true);
});
afterEach(async () => {
  await commands.emulateMedia({ forcedColors: 'none' });
});

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
];

/**
 * Share of a row's pixels an indicator must change: a 2px outline around a
 * 36px row is over 10%; clipping by the list edge alone changes about 3%.
 */
const ROW_CHANGE = 0.08;

/** A widget inside a padded frame, so a ring outside the control is in the picture. */
function framed(options: Parameters<typeof mount>[0]) {
  const host = fixture(
    '<div id="frame" style="padding: 8px"><div id="mount" aria-label="Fruit"></div></div>',
  );
  const widget = mount(options, host.querySelector<HTMLElement>('#mount')!);
  return { widget, frame: host.querySelector<HTMLElement>('#frame')! };
}

/** Hides a row's text, so only non-text indicators (fill, outline, bar) remain in its picture. */
function withoutText(node: HTMLElement | null): HTMLElement {
  if (!node) throw new Error('row not rendered');
  for (const part of Array.from(node.children) as HTMLElement[]) part.style.visibility = 'hidden';
  return node;
}

test('the focused control shows a focus indicator', async () => {
  const { frame } = framed({ data: fruits });
  const before = await pixels(frame);
  await userEvent.tab();
  expect(document.activeElement).toBe(control());
  expect(changed(before, await pixels(frame))).toBeGreaterThan(0.02);
});

test('the highlighted row stands out from plain rows without its text', async () => {
  const { widget } = framed({ data: fruits });
  widget.open();
  await userEvent.hover(row('apple')!);
  expect(row('apple')!.classList).toContain('widget-select__option--highlighted');
  const highlighted = await pixels(withoutText(row('apple')));
  await userEvent.hover(row('banana')!);
  const plain = await pixels(withoutText(row('apple')));
  expect(changed(highlighted, plain)).toBeGreaterThan(ROW_CHANGE);
});

test('a selected row stands out from plain rows without its text', async () => {
  const { widget } = framed({ data: fruits, multiple: true });
  widget.setValue(['apple']);
  widget.open();
  await userEvent.hover(row('date')!);
  const selected = await pixels(withoutText(row('apple')));
  const plain = await pixels(withoutText(row('banana')));
  expect(changed(selected, plain)).toBeGreaterThan(ROW_CHANGE);
});

test('disabled rows and a disabled control are drawn in the system GrayText colour, unlike enabled rows', async () => {
  const { widget } = framed({ data: fruits });
  widget.open();
  const probe = document.createElement('span');
  probe.style.color = 'GrayText';
  document.body.append(probe);
  const grayText = getComputedStyle(probe).color;
  probe.remove();
  expect(getComputedStyle(row('cherry')!).color).toBe(grayText);
  expect(getComputedStyle(row('banana')!).color).not.toBe(grayText);
  widget.close();
  widget.disable();
  expect(getComputedStyle(control()).color).toBe(grayText);
});

test("a tree parent's partial state stays visible without its text", async () => {
  const { widget } = framed({ data: catalog, multiple: true });
  widget.setValue(['novels']);
  widget.open();
  await expand('electronics');
  await userEvent.hover(row('garden')!);
  expect(row('books')!.classList).toContain('widget-select__option--indeterminate');
  const partial = await pixels(withoutText(row('books')));
  const plain = await pixels(withoutText(row('electronics')));
  expect(changed(partial, plain)).toBeGreaterThan(ROW_CHANGE);
});

/** The computed colour of `GrayText`. */
function grayText(): string {
  const probe = document.createElement('span');
  probe.style.color = 'GrayText';
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

test("the control's arrow stays a triangle: only its top border is drawn, its sides stay transparent", async () => {
  framed({ data: fruits });
  const arrow = getComputedStyle(control(), '::after');
  expect(arrow.borderLeftColor).toBe('rgba(0, 0, 0, 0)');
  expect(arrow.borderRightColor).toBe('rgba(0, 0, 0, 0)');
  expect(arrow.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
});

test('the placeholder is drawn in GrayText, told apart from a chosen value', async () => {
  const { widget } = framed({ data: fruits, placeholder: 'Choose a fruit' });
  const placeholder = control().querySelector<HTMLElement>('.widget-select__placeholder')!;
  expect(getComputedStyle(placeholder).color).toBe(grayText());
  widget.setValue('apple');
  const value = control().querySelector<HTMLElement>('.widget-select__value')!;
  expect(getComputedStyle(value).color).not.toBe(grayText());
});
