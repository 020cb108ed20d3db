/** custom-elements.json (what editors and Storybook read) stays true to the element. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EVENT_NAMES } from '../../src/adapter';
import { OBSERVED_ATTRIBUTES } from '../../src/element/attributes';

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const element = manifest.modules[0].declarations[0];

it('is referenced by package.json and shipped', () => {
  expect(pkg.customElements).toBe('custom-elements.json');
  expect(pkg.files).toContain('custom-elements.json');
  expect(element.tagName).toBe('widget-select');
});

it('lists exactly the attributes the element observes', () => {
  expect(element.attributes.map((a: { name: string }) => a.name).sort()).toEqual(
    [...OBSERVED_ATTRIBUTES].sort(),
  );
});

it('lists a ws-<name> event for every widget event', () => {
  const events = element.events.map((e: { name: string }) => e.name);
  for (const name of EVENT_NAMES) expect(events).toContain(`ws-${name}`);
  expect(events.filter((name: string) => name.startsWith('ws-'))).toHaveLength(EVENT_NAMES.length);
});
