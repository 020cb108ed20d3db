/**
 * Built-in themes meet WCAG AA: 4.5:1 for text, 3:1 for focus indicators and
 * the invalid border. Ratios come from the computed styles of rendered parts,
 * with translucent layers composited over what lies beneath them.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { checkboxPlugin, selectAllHeaderPlugin } from '../../src/index';
import { $, $$, clickControl, control, fixture, mount, search } from './helpers';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const parts = color
    .match(/[\d.]+%?/g)
    ?.map((part) => (part.endsWith('%') ? Number.parseFloat(part) / 100 : Number.parseFloat(part)));
  if (!parts || parts.length < 3) throw new Error(`cannot parse colour "${color}"`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

/** The opaque colour behind an element: its background and its ancestors', composited over white. */
function background(node: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at: Element | null = node; at; at = at.parentElement) {
    const layer = parse(getComputedStyle(at).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Check {
  part: string;
  ratio: number;
  min: number;
}

/** Text colour of `node` against what is behind it. */
function text(part: string, node: Element | null | undefined): Check {
  if (!node) throw new Error(`part "${part}" is not rendered`);
  const bg = background(node);
  return { part, ratio: ratio(over(parse(getComputedStyle(node).color), bg), bg), min: 4.5 };
}

/** A non-text colour (border, ring, outline) of `node` against its own background. */
function indicator(part: string, node: Element | null, color: string): Check {
  const bg = background(node!);
  return { part, ratio: ratio(over(parse(color), bg), bg), min: 3 };
}

const shadowColor = (node: Element) => getComputedStyle(node).boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';

const data = [
  {
    label: 'Fruit',
    options: [
      { value: 'apple', label: 'Apple', description: 'Crisp and red' },
      { value: 'banana', label: 'Banana' },
      { value: 'cherry', label: 'Cherry' },
    ],
  },
  { label: 'Other', options: [{ value: 'date', label: 'Date' }] },
];

test.each(['default', 'dark', 'high-contrast'])('theme %s meets WCAG AA contrast', async (theme) => {
  const host = fixture(`
    <div id="empty" aria-label="Empty"></div>
    <div id="full" aria-label="Full"></div>`);
  const checks: Check[] = [];
  mount({ theme, placeholder: 'Pick one', required: true }, host.querySelector<HTMLElement>('#empty')!);
  checks.push(text('placeholder', $('#empty .widget-select__placeholder')));
  await userEvent.tab();
  const emptyControl = $('#empty .widget-select__control')!;
  expect(document.activeElement).toBe(emptyControl);
  checks.push(indicator('focus border', emptyControl, getComputedStyle(emptyControl).borderTopColor));
  checks.push(indicator('focus ring', emptyControl, shadowColor(emptyControl)));

  const widget = mount(
    {
      theme,
      data,
      multiple: true,
      clearable: true,
      highlightSearch: true,
      plugins: [checkboxPlugin(), selectAllHeaderPlugin()],
    },
    host.querySelector<HTMLElement>('#full')!,
  );
  widget.setValue(['banana']);
  checks.push(text('tag', $('#full .widget-select__tag-label')));
  checks.push(text('tag remove', $('#full .widget-select__tag-remove')));
  checks.push(text('clear button', $('#full .widget-select__clear')));

  await clickControl($<HTMLElement>('#full .widget-select__control')!);
  checks.push(text('search input', search()));
  checks.push(indicator('search focus ring', search(), shadowColor(search()!)));
  checks.push(text('group header', $('.widget-select__group')));
  checks.push(text('select-all button', $('.widget-select__bulk-button')));
  const row = (value: string) => $(`.widget-select__option[data-value="${value}"]`);
  checks.push(text('option', row('cherry')?.querySelector('.widget-select__label') ?? row('cherry')));
  checks.push(text('selected option', row('banana')));
  checks.push(text('checkbox (unchecked)', row('cherry')?.querySelector('.widget-select__checkbox')));
  await userEvent.hover(row('apple')!);
  expect(row('apple')?.classList.contains('widget-select__option--highlighted')).toBe(true);
  checks.push(text('highlighted option', row('apple')?.querySelector('.widget-select__label')));
  checks.push(text('highlighted description', row('apple')?.querySelector('.widget-select__description')));
  await userEvent.hover(row('cherry')!);
  checks.push(text('description', row('apple')?.querySelector('.widget-select__description')));
  await userEvent.hover(row('banana')!);
  checks.push(text('highlighted selected option', row('banana')));

  await userEvent.keyboard('an');
  checks.push(text('search match', $('.widget-select__match')));
  await userEvent.keyboard('zzz');
  checks.push(text('no results message', $('.widget-select__message--empty')));
  // The error row needs a failed remote load; render its classes in the dropdown instead.
  const errorRow = document.createElement('div');
  errorRow.className = 'widget-select__message widget-select__message--error';
  errorRow.textContent = 'Error';
  $('.widget-select__dropdown')!.append(errorRow);
  checks.push(text('error message', errorRow));

  await userEvent.keyboard('{Escape}');
  widget.setCustomValidity('Invalid');
  const invalid = $('#full .widget-select__control')!;
  checks.push(indicator('invalid border', invalid, getComputedStyle(invalid).borderTopColor));

  const failing = checks.filter((check) => !(check.ratio >= check.min));
  expect(
    failing.map((check) => `${check.part}: ${check.ratio.toFixed(2)} < ${check.min}`),
    theme,
  ).toEqual([]);
  expect(checks.length).toBeGreaterThan(18);
});

test('themes need no inline styles: the theme is only an attribute on the root and the dropdown', async () => {
  const widget = mount({ theme: 'dark', data: data[0]!.options });
  await userEvent.click(control());
  const root = $('.widget-select')!;
  expect(root.getAttribute('data-theme')).toBe('dark');
  expect($('.widget-select__dropdown')?.getAttribute('data-theme')).toBe('dark');
  for (const node of [root, ...$$('.widget-select *')]) {
    // Positioning writes through the CSSOM (allowed by CSP); no theme colour is ever inline.
    expect(node.getAttribute('style') ?? '', node.className).not.toMatch(/color|background|border/);
  }
  widget.updateOptions({ theme: 'high-contrast' });
  expect(root.getAttribute('data-theme')).toBe('high-contrast');
  expect($('.widget-select__dropdown')?.getAttribute('data-theme')).toBe('high-contrast');
});

const themes = ['default', 'dark', 'high-contrast'];

test.each(themes)(
  'theme %s: message rows, the create row and disabled options meet contrast',
  async (theme) => {
    const checks: Check[] = [];
    const widget = mount({
      theme,
      multiple: true,
      allowCreate: true,
      data: [...data[0]!.options, { value: 'kiwi', label: 'Kiwi', disabled: true }],
    });
    widget.setValue(['apple']);
    await clickControl();
    const row = (value: string) => $(`.widget-select__option[data-value="${value}"]`);
    // Disabled text conveys its state: 3:1 is the bar (WCAG 1.4.11), not 4.5:1.
    checks.push({ ...text('disabled option', row('kiwi')), min: 3 });
    checks.push(text('selected description', row('apple')?.querySelector('.widget-select__description')));
    await userEvent.keyboard('zzz');
    const create = $('.widget-select__message--create')!;
    expect(create.classList).toContain('widget-select__option--highlighted');
    checks.push(text('highlighted create row', create));
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}a');
    expect(create.isConnected && create.classList.contains('widget-select__option--highlighted')).toBe(false);
    if (create.isConnected) checks.push(text('create row', create));
    for (const kind of ['loading', 'hint', 'empty', 'error']) {
      const message = document.createElement('div');
      message.className = `widget-select__message widget-select__message--${kind}`;
      message.textContent = kind;
      $('.widget-select__dropdown')!.append(message);
      checks.push(text(`${kind} row`, message));
    }
    const failing = checks.filter((check) => !(check.ratio >= check.min));
    expect(failing.map((check) => `${check.part}: ${check.ratio.toFixed(2)} < ${check.min}`)).toEqual([]);
  },
);

/**
 * The active row against plain rows (WCAG 1.4.11, 3:1): its fill, or else an
 * outline at least 2px wide that has 3:1 against both the row and its neighbours.
 */
function activeIndicator(part: string, active: Element, plain: Element): Check {
  const activeBg = background(active);
  const plainBg = background(plain);
  const fill = ratio(activeBg, plainBg);
  const style = getComputedStyle(active);
  const outline = parse(style.outlineColor);
  const drawn = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 && outline[3] > 0;
  const edge = drawn
    ? Math.min(ratio(over(outline, activeBg), activeBg), ratio(over(outline, plainBg), plainBg))
    : 0;
  return { part, ratio: Math.max(fill, edge), min: 3 };
}

test.each(themes)('theme %s: the highlighted row stands out from plain rows by 3:1', async (theme) => {
  const widget = mount({ theme, multiple: true, data: data[0]!.options });
  widget.setValue(['banana']);
  await clickControl();
  const row = (value: string) => $(`.widget-select__option[data-value="${value}"]`)!;
  await userEvent.hover(row('apple'));
  const checks = [activeIndicator('highlighted vs plain', row('apple'), row('cherry'))];
  await userEvent.hover(row('banana'));
  checks.push(activeIndicator('highlighted selected vs plain', row('banana'), row('cherry')));
  const failing = checks.filter((check) => !(check.ratio >= check.min));
  expect(failing.map((check) => `${check.part}: ${check.ratio.toFixed(2)} < ${check.min}`)).toEqual([]);
});
