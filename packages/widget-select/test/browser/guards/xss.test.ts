/**
 * Permanent XSS guard: a corpus of payloads in every place where untrusted
 * text reaches the widget. Nothing may run (each payload would call
 * `window.__xss()`), and the widget's DOM (dropdown open, tags rendered) may
 * hold no live event-handler attributes, script-capable elements or
 * `javascript:` URLs.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { en } from '../../../src/i18n/en';
import type { DataItem, Messages, Option, SelectOptions } from '../../../src/index';
import { fixture, fruits, mount, paste, rows, search, tags } from '../helpers';
import { brokenImagesReported } from '../waits';
import { XSS_PAYLOADS } from './xss-payloads';

declare global {
  interface Window {
    __xss?: () => void;
  }
}

// Hundreds of renders per test: generous on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

let executed = 0;
beforeEach(() => {
  executed = 0;
  window.__xss = () => {
    executed++;
  };
});
afterEach(() => {
  delete window.__xss;
});

/** Lets image loads fail and their handlers (if any) run. */
async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await brokenImagesReported();
}

const LIVE_ELEMENTS = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK']);
const URL_ATTRIBUTES = new Set(['src', 'href', 'xlink:href', 'action', 'formaction', 'data', 'poster']);
const DANGEROUS_URL = /^(javascript|vbscript):|^data:text\/html/;

/** Every live piece of markup in the widgets' DOM (roots, portaled dropdowns, native selects). */
function liveMarkup(): string[] {
  const roots = [
    ...document.querySelectorAll('.widget-select'),
    ...document.querySelectorAll('.widget-select__dropdown'),
    ...document.querySelectorAll('select'),
  ];
  expect(roots.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const root of roots) {
    for (const node of [root, ...root.querySelectorAll('*')]) {
      if (LIVE_ELEMENTS.has(node.tagName.toUpperCase())) found.push(`<${node.tagName.toLowerCase()}>`);
      for (const { name, value } of Array.from(node.attributes)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) found.push(`${lower}= on <${node.tagName.toLowerCase()}>`);
        if (lower === 'srcdoc') found.push('srcdoc=');
        // Browsers ignore whitespace and control characters inside a scheme.
        const url = Array.from(value)
          .filter((char) => char > ' ')
          .join('')
          .toLowerCase();
        if (URL_ATTRIBUTES.has(lower) && DANGEROUS_URL.test(url)) found.push(`${lower}="${value}"`);
      }
    }
  }
  return found;
}

async function expectInert(): Promise<void> {
  expect(liveMarkup()).toEqual([]);
  await settle();
  expect(executed).toBe(0);
  expect(liveMarkup()).toEqual([]);
}

const nativeSelect = (multiple = true) =>
  fixture(`<select id="native" ${multiple ? 'multiple' : ''}></select>`).querySelector<HTMLSelectElement>(
    '#native',
  )!;

/** Mounts a multiple widget on a native select, selects everything and opens the dropdown. */
async function renderAll(data: DataItem[], options: SelectOptions = {}): Promise<void> {
  const widget = mount({ multiple: true, virtualScroll: false, ...options, data }, nativeSelect());
  const values: string[] = [];
  for (const item of data) {
    if ('options' in item) values.push(...item.options.map((o) => o.value));
    else values.push(...(item.children ?? [item]).map((o) => o.value));
  }
  widget.setValue(values);
  widget.open();
  expect((widget.getValue() as string[]).length).toBeGreaterThanOrEqual(values.length);
  expect(rows().length).toBeGreaterThan(0);
  expect(tags().length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
}

test('the corpus has at least 60 distinct payloads', () => {
  expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
});

test('option labels: rows, tags and the native select', async () => {
  await renderAll(XSS_PAYLOADS.map((p, i) => ({ value: `v${i}`, label: p })));
  await expectInert();
});

test('option labels in single mode: the shown value', async () => {
  const widget = mount(
    { data: XSS_PAYLOADS.map((p, i) => ({ value: `v${i}`, label: p })), virtualScroll: false },
    nativeSelect(false),
  );
  widget.open();
  for (let i = 0; i < XSS_PAYLOADS.length; i++) {
    widget.setValue(`v${i}`);
    expect(liveMarkup()).toEqual([]);
  }
  await expectInert();
});

test('descriptions and meta (built-in layout)', async () => {
  await renderAll(
    XSS_PAYLOADS.map((p, i) => ({ value: `v${i}`, label: `Item ${i}`, description: p, meta: { html: p } })),
  );
  await expectInert();
});

test('option values', async () => {
  await renderAll(XSS_PAYLOADS.map((p, i) => ({ value: p, label: `Item ${i}` })));
  await expectInert();
});

test('avatars: javascript: and other URLs never reach a src', async () => {
  await renderAll(XSS_PAYLOADS.map((p, i) => ({ value: `v${i}`, label: `Item ${i}`, avatar: p })));
  await expectInert();
});

test('group labels', async () => {
  await renderAll(
    XSS_PAYLOADS.map((p, i) => ({ label: p, options: [{ value: `v${i}`, label: `Item ${i}` }] })),
  );
  await expectInert();
});

test('tree labels', async () => {
  const data: Option[] = XSS_PAYLOADS.map((p, i) => ({
    value: `n${i}`,
    label: p,
    children: [{ value: `c${i}`, label: p }],
  }));
  await renderAll(data);
  await expectInert();
});

test('placeholder, single and multiple', async () => {
  for (const multiple of [false, true]) {
    const widget = mount({ multiple, data: fruits }, nativeSelect(multiple));
    for (const placeholder of XSS_PAYLOADS) {
      widget.updateOptions({ placeholder });
      expect(liveMarkup()).toEqual([]);
    }
    widget.destroy();
  }
  await expectInert();
});

/** The corpus in groups, each for a fresh widget (a widget with hundreds of tags is slow to grow). */
const chunks = (size: number): string[][] =>
  Array.from({ length: Math.ceil(XSS_PAYLOADS.length / size) }, (_, i) =>
    XSS_PAYLOADS.slice(i * size, (i + 1) * size),
  );

test('created tags (typed, then Enter)', async () => {
  let created = 0;
  for (const chunk of chunks(20)) {
    const widget = mount({ multiple: true, allowCreate: true, virtualScroll: false }, nativeSelect());
    widget.open();
    const input = search()!;
    for (const payload of chunk) {
      input.value = payload;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(liveMarkup()).toEqual([]);
      input.focus();
      await userEvent.keyboard('{Enter}');
    }
    created += (widget.getValue() as string[]).length;
    widget.open();
    expect(liveMarkup()).toEqual([]);
    widget.destroy();
  }
  // Payloads equal to an earlier one after trimming and case folding pick it instead.
  expect(created).toBeGreaterThanOrEqual(60);
  await expectInert();
});

test('pasted tags', async () => {
  let created = 0;
  for (const chunk of chunks(20)) {
    const widget = mount({ multiple: true, allowCreate: true, virtualScroll: false }, nativeSelect());
    widget.open();
    for (const payload of chunk) {
      paste(`${payload}\n${payload} 2`);
    }
    await expect.poll(() => (widget.getValue() as string[]).length).toBeGreaterThan(chunk.length);
    created += (widget.getValue() as string[]).length;
    widget.open();
    expect(liveMarkup()).toEqual([]);
    widget.destroy();
  }
  expect(created).toBeGreaterThan(XSS_PAYLOADS.length);
  await expectInert();
});

test('remote responses (ajax.request): labels, descriptions, values, avatars', async () => {
  const options = XSS_PAYLOADS.map((p, i) => ({ value: `r${i}:${p}`, label: p, description: p, avatar: p }));
  const widget = mount({
    multiple: true,
    virtualScroll: false,
    ajax: { request: async () => ({ options }) },
  });
  widget.open();
  await expect.poll(() => rows().length).toBe(options.length);
  widget.setValue(options.map((o) => o.value));
  expect(tags()).toHaveLength(options.length);
  await expectInert();
});

/** A language table whose every message is the payload (placeholders kept). */
function hostileTable(payload: string): Partial<Messages> {
  const table: Partial<Messages> = {};
  for (const [key, text] of Object.entries(en) as [keyof Messages, string][]) {
    const placeholders = text.match(/\{\w+\}/g)?.join(' ') ?? '';
    table[key] = `${payload} ${placeholders}`;
  }
  return table;
}

test('i18n tables (custom language object): every message, local and remote', async () => {
  for (const payload of XSS_PAYLOADS) {
    const language = hostileTable(payload);
    const local = mount(
      { multiple: true, allowCreate: true, clearable: true, maxVisibleTags: 1, data: fruits, language },
      nativeSelect(),
    );
    local.setValue(['apple', 'banana', 'cherry']);
    local.open();
    local.setSearchQuery(payload);
    expect(liveMarkup()).toEqual([]);
    local.destroy();
    const hint = mount({ data: fruits, minSearchLength: 3, language });
    hint.open();
    expect(liveMarkup()).toEqual([]);
    hint.destroy();
    const waiting = mount({ ajax: { request: async () => [], loadOnOpen: false }, language });
    waiting.open();
    expect(liveMarkup()).toEqual([]);
    waiting.destroy();
    const failing = mount({ ajax: { request: () => Promise.reject(new Error('down')) }, language });
    failing.on('error', () => {});
    failing.open();
    await expect.poll(() => document.querySelector('.widget-select__retry')).not.toBeNull();
    expect(liveMarkup()).toEqual([]);
    failing.destroy();
  }
  mount({ data: fruits, language: hostileTable(XSS_PAYLOADS[0] as string) }).open();
  await expectInert();
});

/**
 * A strict allowlist sanitizer, as a page would pass to `sanitizeTemplate`:
 * a few formatting elements without attributes, everything else as text.
 */
function sanitize(html: string): string {
  const allowed = new Set(['B', 'I', 'EM', 'STRONG', 'SMALL', 'SPAN']);
  const dropped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'XMP', 'IFRAME', 'TEXTAREA', 'TITLE']);
  const escapeText = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const walk = (node: Node): string => {
    let out = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) out += escapeText(child.textContent ?? '');
      else if (child instanceof Element) {
        const tag = child.tagName.toUpperCase();
        if (dropped.has(tag)) continue;
        const inner = walk(child);
        out += allowed.has(tag) ? `<${tag.toLowerCase()}>${inner}</${tag.toLowerCase()}>` : inner;
      }
    }
    return out;
  };
  return walk(new DOMParser().parseFromString(html, 'text/html').body);
}

test('templates (rows and tags) through sanitizeTemplate', async () => {
  const template = (option: Option) =>
    `<span>${option.label}</span><small>${option.description ?? ''}</small>`;
  await renderAll(
    XSS_PAYLOADS.map((p, i) => ({ value: `v${i}`, label: p, description: p })),
    { templateResult: template, templateSelection: template, sanitizeTemplate: sanitize },
  );
  expect(document.querySelectorAll('.widget-select__option small').length).toBeGreaterThan(0);
  await expectInert();
});

test('the guard itself sees live markup and execution (canary)', async () => {
  mount({ data: fruits });
  const canary = document.createElement('img');
  canary.setAttribute('src', 'x');
  canary.setAttribute('onerror', '__xss()');
  document.querySelector('.widget-select')?.append(canary);
  expect(liveMarkup()).toEqual(['onerror= on <img>']);
  await settle();
  expect(executed).toBe(1);
  canary.remove();
});
