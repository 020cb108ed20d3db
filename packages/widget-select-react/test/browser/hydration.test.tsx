/**
 * Server rendering: <WidgetSelect> renders the closed control on the server
 * (react-dom/server), the page shows it at its final size, and hydration
 * puts the widget in its place without a layout shift or a hydration warning.
 */
import { act, type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectValue } from 'widget-select';
import { layoutShiftOf } from '../../../../tests/layout-shift';
import { WidgetSelect } from '../../src/index';
import { control, row, tagValues } from './helpers';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

let root: Root | null = null;
let page: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  page?.remove();
});

/** Loads the server's HTML, paints it, hydrates it: the layout shift and the console's complaints. */
async function serveAndHydrate(app: () => ReactNode) {
  const html = renderToString(app());
  page = document.createElement('main');
  page.style.cssText = 'width: 360px; padding: 20px;';
  page.innerHTML = `<div id="app">${html}</div><p id="after">Text after the widget</p>`;
  document.body.append(page);
  const app$ = page.querySelector<HTMLElement>('#app')!;
  const serverHeight = app$.getBoundingClientRect().height;
  const complaints: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args));
  const shift = await layoutShiftOf(() =>
    act(() => {
      root = hydrateRoot(app$, app(), { onRecoverableError: (e) => complaints.push(e) });
    }),
  );
  error.mockRestore();
  return { html, shift, complaints, serverHeight, height: app$.getBoundingClientRect().height };
}

function Controlled({ initial, multiple }: { initial: SelectValue; multiple?: boolean }) {
  const [value, setValue] = useState<SelectValue>(initial);
  return (
    <WidgetSelect
      data={fruits}
      multiple={multiple}
      clearable
      placeholder="Pick a fruit"
      aria-label="Fruit"
      value={value}
      onChange={(next) => setValue(next)}
    />
  );
}

test('the server renders the closed control: its classes and the placeholder', () => {
  const html = renderToString(<WidgetSelect data={fruits} placeholder="Pick a fruit" aria-label="Fruit" />);
  expect(html).toContain('class="widget-select widget-select--single"');
  expect(html).toContain('class="widget-select__control"');
  expect(html).toContain('<span class="widget-select__placeholder">Pick a fruit</span>');
});

test('single with a placeholder: hydrates without a shift or a warning, then works', async () => {
  const result = await serveAndHydrate(() => <Controlled initial={null} />);
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
  expect(result.height).toBe(result.serverHeight);
  expect(document.querySelectorAll('.widget-select')).toHaveLength(1);
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  await expect.poll(() => control().textContent).toContain('Cherry');
});

test('single with a value: the server shows its label', async () => {
  const result = await serveAndHydrate(() => <Controlled initial="banana" />);
  expect(result.html).toContain('Banana');
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
  expect(control().textContent).toContain('Banana');
});

test('multiple with tags and a form name: the same size before and after hydration', async () => {
  const result = await serveAndHydrate(() => (
    <WidgetSelect
      data={fruits}
      multiple
      clearable
      name="fruits"
      aria-label="Fruits"
      defaultValue={['apple', 'cherry']}
      classNames={{ control: 'app-control', tag: 'app-tag' }}
    />
  ));
  expect(result.html).toContain('app-tag');
  expect(result.complaints).toEqual([]);
  expect(result.shift).toBe(0);
  expect(result.height).toBe(result.serverHeight);
  expect(tagValues()).toEqual(['apple', 'cherry']);
  expect(document.querySelectorAll('.widget-select')).toHaveLength(1);
});

test('with a name, the server HTML holds the named field: a form posts the values before hydration, and after', async () => {
  const app = () => (
    <form>
      <label htmlFor="fruit">Fruit</label>
      <WidgetSelect data={fruits} name="fruit" id="fruit" defaultValue="banana" />
    </form>
  );
  page = document.createElement('main');
  page.innerHTML = `<div id="app">${renderToString(app())}</div>`;
  document.body.append(page);
  const container = page.querySelector<HTMLElement>('#app')!;
  const posted = () => [...new FormData(container.querySelector('form')!).entries()];
  // No script has run: the server's field is what the form posts, and what the label names.
  expect(posted()).toEqual([['fruit', 'banana']]);
  expect(container.querySelector('label')?.control?.getAttribute('name')).toBe('fruit');
  const complaints: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args));
  act(() => {
    root = hydrateRoot(container, app(), { onRecoverableError: (e) => complaints.push(e) });
  });
  error.mockRestore();
  expect(complaints).toEqual([]);
  expect(posted()).toEqual([['fruit', 'banana']]);
  expect(container.querySelectorAll('select[name="fruit"]')).toHaveLength(1);
  expect(container.querySelector('label')?.control).toBe(container.querySelector('select[name="fruit"]'));
});
