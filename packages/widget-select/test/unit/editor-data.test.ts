/** The editor data generated from custom-elements.json (VS Code custom data, JetBrains web-types) and where package.json points to it. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { elementOf, type Manifest, vscodeCustomData, webTypes } from '../../build/editor-data';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const manifest = read('../../custom-elements.json') as Manifest;
const pkg = read('../../package.json');
const element = elementOf(manifest);

interface VsAttribute {
  name: string;
  valueSet?: string;
  values?: { name: string }[];
}

it('VS Code: every attribute, booleans without a value, presentation with its three values', () => {
  const data = vscodeCustomData(manifest) as { tags: { name: string; attributes: VsAttribute[] }[] };
  expect(data.tags.map((tag) => tag.name)).toEqual(['widget-select']);
  const attributes = data.tags[0]!.attributes;
  expect(attributes.map((a) => a.name)).toEqual(element.attributes.map((a) => a.name));
  expect(attributes.find((a) => a.name === 'multiple')?.valueSet).toBe('v');
  expect(attributes.find((a) => a.name === 'placeholder')?.valueSet).toBeUndefined();
  expect(attributes.find((a) => a.name === 'presentation')?.values).toEqual([
    { name: 'dropdown' },
    { name: 'sheet' },
    { name: 'auto' },
  ]);
});

it('web-types: the element with its attributes, properties and events', () => {
  const types = webTypes(manifest, pkg) as {
    name: string;
    contributions: {
      html: {
        elements: {
          name: string;
          attributes: { name: string }[];
          js: { events: { name: string }[]; properties: { name: string }[] };
        }[];
      };
    };
  };
  expect(types.name).toBe('widget-select');
  const [tag] = types.contributions.html.elements;
  expect(tag?.name).toBe('widget-select');
  expect(tag?.attributes.map((a) => a.name)).toEqual(element.attributes.map((a) => a.name));
  expect(tag?.js.events.map((e) => e.name)).toEqual(element.events.map((e) => e.name));
  expect(tag?.js.properties.map((p) => p.name)).toContain('maxSelections');
});

it('package.json points editors and checkers at the built files', () => {
  expect(pkg['web-types']).toBe('./dist/web-types.json');
  expect(pkg.exports['./web-types.json']).toBe('./dist/web-types.json');
  expect(pkg.exports['./vscode.html-custom-data.json']).toBe('./dist/vscode.html-custom-data.json');
  expect(pkg.exports['./custom-elements.json']).toBe('./custom-elements.json');
  for (const framework of ['react', 'vue']) {
    expect(pkg.exports[`./element/${framework}`]).toEqual({ types: `./dist/element-${framework}.d.ts` });
  }
});
