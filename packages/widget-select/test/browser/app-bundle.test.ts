/**
 * The default entry and `<widget-select>` as an app's bundler ships them:
 * tree-shaken by the package's `sideEffects`, where a module the entries
 * import only for its side effects survives only as an entry file the list
 * names (tests/app-bundle.ts). The lazy features are added by a call in the
 * entries themselves; a bare import of their module was dropped, and an
 * `ajax` widget then threw `feature-missing` from its constructor.
 */
import { afterEach, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { part } from '../../../../tests/parts';
import type { SelectOptions } from '../../src/index';
import { columnTexts, places } from './columns-helpers';
import { fixture, rowLabels } from './helpers';

/** What the bundled apps export: the entry's SelectWidget, and `<widget-select>` defined. */
interface App {
  default: {
    new (target: HTMLElement, options: SelectOptions): { destroy(): void; setValue(value: string): void };
    ready(): Promise<void>;
  };
}

const urls: string[] = [];
afterEach(() => {
  for (const url of urls.splice(0)) URL.revokeObjectURL(url);
});

/** Bundles `source` as an app does and imports it: a fresh module graph, nothing added up front. */
async function importApp(source: string): Promise<App> {
  const code = await commands.bundleApp(source);
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  urls.push(url);
  return import(/* @vite-ignore */ url);
}

/** Remote countries through a request and a transform, as the GraphQL recipe asks for them. */
const ajax: SelectOptions['ajax'] = {
  debounce: 0,
  request: async (query) => ({
    nodes: ['Finland', 'Ireland', 'Spain'].filter((name) => name.toLowerCase().includes(query)),
  }),
  transform: (body) => ({
    options: (body as { nodes: string[] }).nodes.map((name) => ({ value: name, label: name })),
  }),
};

test('widget-select bundled by an app: an ajax widget mounts, loads its remote chunk and lists the answer', async () => {
  const app = await importApp("export { default } from 'widget-select';");
  const host = fixture('<div id="country"></div>');
  const widget = new app.default(host.querySelector<HTMLElement>('#country')!, { ajax });
  try {
    await app.default.ready();
    await userEvent.click(host.querySelector<HTMLElement>(part('control'))!);
    await expect.poll(rowLabels).toEqual(['Finland', 'Ireland', 'Spain']);
    await userEvent.keyboard('land');
    await expect.poll(rowLabels).toEqual(['Finland', 'Ireland']);
  } finally {
    widget.destroy();
  }
});

test('widget-select with widget-select/remote: the feature object its entry exports (no longer the default entry) is added with use() and lists the answer', async () => {
  const app = await importApp(
    "import SelectWidget from 'widget-select';\nimport { remote } from 'widget-select/remote';\nexport default SelectWidget.use(remote);",
  );
  const host = fixture('<div id="country"></div>');
  const widget = new app.default(host.querySelector<HTMLElement>('#country')!, { ajax });
  try {
    await userEvent.click(host.querySelector<HTMLElement>(part('control'))!);
    await expect.poll(rowLabels).toEqual(['Finland', 'Ireland', 'Spain']);
  } finally {
    widget.destroy();
  }
});

test('widget-select/element bundled by an app: <widget-select> with ajax mounts and lists the answer', async () => {
  await importApp("import 'widget-select/element';");
  const host = fixture('');
  const element = document.createElement('widget-select') as HTMLElement & { options: SelectOptions };
  element.options = { ajax };
  host.append(element);
  await customElements.whenDefined('widget-select');
  await expect
    .poll(() => element.querySelector(part('control')) ?? element.shadowRoot?.querySelector(part('control')))
    .toBeTruthy();
  const control = (element.querySelector(part('control')) ??
    element.shadowRoot?.querySelector(part('control'))) as HTMLElement;
  await userEvent.click(control);
  await expect
    .poll(() => [...document.querySelectorAll(part('option'))].map((row) => row.textContent))
    .toEqual(['Finland', 'Ireland', 'Spain']);
});

test('widget-select bundled by an app: a columns widget shows its value as a path at once, loads its columns chunk and opens on the selected leaf', async () => {
  const app = await importApp("export { default } from 'widget-select';");
  const host = fixture('<div id="place"></div>');
  const widget = new app.default(host.querySelector<HTMLElement>('#place')!, {
    data: places,
    treeLayout: 'columns',
  });
  try {
    widget.setValue('osaka');
    expect(host.querySelector(part('value'))?.textContent).toBe('Asia / Japan / Osaka');
    await app.default.ready();
    await userEvent.click(host.querySelector<HTMLElement>(part('control'))!);
    await expect.poll(columnTexts).toEqual([
      ['Asia', 'Europe'],
      ['Vietnam', 'Japan'],
      ['Tokyo', 'Osaka'],
    ]);
  } finally {
    widget.destroy();
  }
});

test('widget-select/element bundled by an app: <widget-select tree-layout="columns"> loads its columns chunk and opens its columns', async () => {
  await importApp("import 'widget-select/element';");
  const host = fixture('');
  const element = document.createElement('widget-select') as HTMLElement & { data: SelectOptions['data'] };
  element.setAttribute('tree-layout', 'columns');
  element.data = places;
  host.append(element);
  await customElements.whenDefined('widget-select');
  await expect.poll(() => element.querySelector(part('control'))).toBeTruthy();
  await userEvent.click(element.querySelector<HTMLElement>(part('control'))!);
  await expect.poll(columnTexts).toEqual([['Asia', 'Europe']]);
});
