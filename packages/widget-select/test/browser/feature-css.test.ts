/**
 * The stylesheets by entry: `widget-select/core.css` styles what the core
 * renders, and core.css with a feature's stylesheet styles that feature's
 * parts exactly as style.css does (every computed property of every element,
 * in each theme). This file imports no stylesheet; each test adopts the
 * sheets it compares.
 */
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { part } from '../../../../tests/parts';
import SelectWidget, { checkboxPlugin, type SelectOptions, selectAllHeaderPlugin } from '../../src/index';
import coreCss from '../../src/styles/core.css?inline';
import styleCss from '../../src/styles/index.css?inline';
import pluginsCss from '../../src/styles/plugins.css?inline';
import remoteCss from '../../src/styles/remote.css?inline';
import sheetCss from '../../src/styles/sheet.css?inline';
import tagsCss from '../../src/styles/tags.css?inline';
import treeCss from '../../src/styles/tree.css?inline';

let widget: SelectWidget | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  widget?.destroy();
  host?.remove();
  document.adoptedStyleSheets = [];
});

function adopt(...texts: string[]): void {
  document.adoptedStyleSheets = texts.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
}

function mount(options: SelectOptions): HTMLElement {
  host = document.createElement('div');
  host.style.cssText = 'padding: 20px; width: 360px;';
  host.innerHTML = '<div id="mount" aria-label="Fruit"></div>';
  document.body.append(host);
  widget = new SelectWidget(host.querySelector<HTMLElement>('#mount')!, options);
  return host.querySelector<HTMLElement>(part('control'))!;
}

/**
 * A real click in the control's padding, beside its tags: at its centre a
 * tag's remove button may sit, as fonts decide. Playwright reads `position`;
 * WebdriverIO (WebKit) reads `x`/`y` from the centre.
 */
function clickBesideTags(control: HTMLElement): Promise<void> {
  const { width, height } = control.getBoundingClientRect();
  return userEvent.click(control, {
    position: { x: 4, y: height / 2 },
    x: Math.round(4 - width / 2),
    y: 0,
  } as Parameters<typeof userEvent.click>[1]);
}

/** Every computed property of every element (and its generated content) on the page, in document order. */
function computedStyles(): string[] {
  return [...document.body.querySelectorAll('*')].flatMap((element) =>
    [null, '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      const properties = Array.from({ length: style.length }, (_, i) => style.item(i)).sort();
      return `${element.className}${pseudo ?? ''} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`;
    }),
  );
}

/** Differences of core.css + `feature` from style.css, in each theme; also what core.css alone changes. */
function compare(feature: string): { differences: string[]; coreAlone: number } {
  const differences: string[] = [];
  let coreAlone = 0;
  for (const theme of ['default', 'dark'] as const) {
    widget?.updateOptions({ theme });
    adopt(styleCss);
    const expected = computedStyles();
    adopt(coreCss, feature);
    const actual = computedStyles();
    for (const [i, line] of actual.entries()) {
      if (line === expected[i]) continue;
      const want = new Set(expected[i]?.split(';'));
      const got = line.split(';').filter((declaration) => !want.has(declaration));
      differences.push(`${theme}: ${line.split(' ')[0]} ${got.slice(0, 3).join(';')}`);
    }
    adopt(coreCss);
    coreAlone += computedStyles().filter((line, i) => line !== expected[i]).length;
  }
  return { differences, coreAlone };
}

const fruits = ['Apple', 'Banana', 'Cherry', 'Date'].map((label) => ({ value: label.toLowerCase(), label }));

test('core.css styles no part that only a feature renders', () => {
  const selectors = coreCss.replace(/:not\([^)]*\)/g, '');
  for (const only of [
    '__twisty',
    'treeitem',
    '__dropdown--sheet',
    '__backdrop',
    '__sheet-',
    '__done',
    '__retry',
    '__message--error',
    '__message--create',
    '--sortable',
    '__drop-indicator',
    '__tag--dragging',
    '__checkbox',
    '__bulk',
  ]) {
    expect(selectors, only).not.toContain(only);
  }
});

test('tree.css: twisties, indentation and a failed lazy load as style.css has them', async () => {
  const control = mount({
    multiple: true,
    data: [
      { value: 'fruit', label: 'Fruit', children: fruits },
      { value: 'lazy', label: 'Lazy', hasChildren: true },
    ],
    loadChildren: () => Promise.reject(new Error('offline')),
  });
  adopt(styleCss);
  widget?.setValue(['apple']);
  await clickBesideTags(control);
  const lazy = [...document.querySelectorAll<HTMLElement>(part('option'))].find((row) =>
    row.textContent?.includes('Lazy'),
  );
  await userEvent.click(lazy!.querySelector<HTMLElement>(part('twisty'))!);
  await expect.poll(() => document.querySelector(part('retry'))).not.toBeNull();
  const { differences, coreAlone } = compare(treeCss);
  expect(differences).toEqual([]);
  expect(coreAlone).toBeGreaterThan(0);
});

test('tags.css: sortable tags and the create row as style.css has them', async () => {
  const control = mount({ multiple: true, allowCreate: true, sortable: true, data: fruits });
  adopt(styleCss);
  widget?.setValue(['apple', 'banana']);
  // Typed on the control, as a creatable field takes it: a click at the control's
  // middle lands on a tag where the engine's font makes the tags wider (Firefox).
  control.focus();
  await userEvent.keyboard('Kiwi');
  await expect.poll(() => document.querySelector('.widget-select__message--create')).not.toBeNull();
  const { differences, coreAlone } = compare(tagsCss);
  expect(differences).toEqual([]);
  expect(coreAlone).toBeGreaterThan(0);
});

test('remote.css: the error row and its Retry button as style.css has them', async () => {
  const control = mount({ ajax: { request: () => Promise.reject(new Error('offline')), debounce: 0 } });
  adopt(styleCss);
  await userEvent.click(control);
  await expect.poll(() => document.querySelector(part('retry'))).not.toBeNull();
  const { differences, coreAlone } = compare(remoteCss);
  expect(differences).toEqual([]);
  expect(coreAlone).toBeGreaterThan(0);
});

test('sheet.css: the sheet, its header and backdrop as style.css has them', async () => {
  const control = mount({ multiple: true, presentation: 'sheet', data: fruits });
  adopt(styleCss);
  await userEvent.click(control);
  await expect.poll(() => document.querySelector('.widget-select__done')).not.toBeNull();
  const { differences, coreAlone } = compare(sheetCss);
  expect(differences).toEqual([]);
  expect(coreAlone).toBeGreaterThan(0);
});

test('plugins.css: checkboxes and the select-all header as style.css has them', async () => {
  const control = mount({
    multiple: true,
    data: fruits,
    plugins: [checkboxPlugin(), selectAllHeaderPlugin()],
  });
  adopt(styleCss);
  widget?.setValue(['apple']);
  await clickBesideTags(control);
  await expect.poll(() => document.querySelector('.widget-select__bulk')).not.toBeNull();
  const { differences, coreAlone } = compare(pluginsCss);
  expect(differences).toEqual([]);
  expect(coreAlone).toBeGreaterThan(0);
});
