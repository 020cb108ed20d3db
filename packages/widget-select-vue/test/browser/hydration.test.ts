/**
 * Server rendering: <WidgetSelect> renders the closed control on the server
 * (@vue/server-renderer), the page shows it at its final size, and
 * hydration puts the widget in its place without a layout shift or a
 * hydration warning.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { type App, type Component, createSSRApp, h, ref } from 'vue';
import { renderToString } from 'vue/server-renderer';
import type { SelectValue } from 'widget-select';
import { layoutShiftOf } from '../../../../tests/layout-shift';
import { WidgetSelect } from '../../src/index';
import { control, flush, row, tagValues } from './helpers';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

let app: App | null = null;
let page: HTMLElement | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  page?.remove();
});

/** Loads the server's HTML, paints it, hydrates it: the layout shift and the console's complaints. */
async function serveAndHydrate(component: Component) {
  const html = await renderToString(createSSRApp(component));
  page = document.createElement('main');
  page.style.cssText = 'width: 360px; padding: 20px;';
  page.innerHTML = `<div id="app">${html}</div><p id="after">Text after the widget</p>`;
  document.body.append(page);
  const container = page.querySelector<HTMLElement>('#app')!;
  const serverHeight = container.getBoundingClientRect().height;
  const complaints: unknown[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => complaints.push(args));
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args));
  const shift = await layoutShiftOf(async () => {
    app = createSSRApp(component);
    app.mount(container);
    await flush();
  });
  warn.mockRestore();
  error.mockRestore();
  return { html, shift, complaints, serverHeight, height: container.getBoundingClientRect().height };
}

const controlled = (initial: SelectValue, multiple = false): Component => ({
  setup() {
    const value = ref<SelectValue>(initial);
    return () =>
      h(WidgetSelect, {
        modelValue: value.value,
        'onUpdate:modelValue': (next: SelectValue) => (value.value = next),
        ariaLabel: 'Fruit',
        options: { data: fruits, multiple, clearable: true, placeholder: 'Pick a fruit' },
      });
  },
});

test('the server renders the closed control: its classes and the placeholder', async () => {
  const html = await renderToString(createSSRApp(controlled(null)));
  expect(html).toContain('class="widget-select widget-select--single"');
  expect(html).toContain('<span class="widget-select__placeholder">Pick a fruit</span>');
});

test('single with a placeholder: hydrates without a shift or a warning, then works', async () => {
  const result = await serveAndHydrate(controlled(null));
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
  expect(result.height).toBe(result.serverHeight);
  expect(document.querySelectorAll('.widget-select')).toHaveLength(1);
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  await expect.poll(() => control().textContent).toContain('Cherry');
});

test('single with a value: the server shows its label', async () => {
  const result = await serveAndHydrate(controlled('banana'));
  expect(result.html).toContain('Banana');
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
});

test('multiple with tags and a form name: the same size before and after hydration', async () => {
  const result = await serveAndHydrate({
    render: () =>
      h(WidgetSelect, {
        modelValue: ['apple', 'cherry'],
        name: 'fruits',
        ariaLabel: 'Fruits',
        options: { data: fruits, multiple: true, clearable: true, classNames: { tag: 'app-tag' } },
      }),
  });
  expect(result.html).toContain('app-tag');
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
  expect(result.height).toBe(result.serverHeight);
  expect(tagValues()).toEqual(['apple', 'cherry']);
  expect(document.querySelectorAll('.widget-select')).toHaveLength(1);
});

test('with a name, the server HTML holds the named field: a form posts the values before hydration, and after', async () => {
  const form: Component = {
    render: () =>
      h('form', [
        h('label', { for: 'fruits' }, 'Fruits'),
        h(WidgetSelect, {
          modelValue: ['apple', 'cherry'],
          name: 'fruits',
          id: 'fruits',
          options: { data: fruits, multiple: true },
        }),
      ]),
  };
  page = document.createElement('main');
  page.innerHTML = `<div id="app">${await renderToString(createSSRApp(form))}</div>`;
  document.body.append(page);
  const container = page.querySelector<HTMLElement>('#app')!;
  const posted = () => new FormData(container.querySelector('form')!).getAll('fruits');
  // No script has run: the server's field is what the form posts, and what the label names.
  expect(posted()).toEqual(['apple', 'cherry']);
  expect(container.querySelector('label')?.control?.getAttribute('name')).toBe('fruits');
  const complaints: unknown[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => complaints.push(args));
  app = createSSRApp(form);
  app.mount(container);
  await flush();
  warn.mockRestore();
  expect(complaints).toEqual([]);
  expect(posted()).toEqual(['apple', 'cherry']);
  expect(container.querySelectorAll('select[name="fruits"]')).toHaveLength(1);
  expect(container.querySelector('label')?.control).toBe(container.querySelector('select[name="fruits"]'));
});
