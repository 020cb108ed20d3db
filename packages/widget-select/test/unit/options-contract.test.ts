/**
 * The options table is the contract: every option is documented in
 * docs/api.md, and markup reaches it through an attribute of
 * `<widget-select>` unless it is on the explicit property-only list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OBSERVED_ATTRIBUTES, OPTION_ATTRIBUTES } from '../../src/element/attributes';
import { OPTION_NAMES } from '../../src/options';

/**
 * The options no attribute sets, only the `options` property (or `data`):
 * functions, objects and lists, an element, and the options whose value is
 * not one token of markup (`itemHeight`, `virtualScroll`'s unset default)
 * or that describe the data a property hands over.
 */
const PROPERTY_ONLY_OPTIONS = [
  'classNames',
  'data',
  'ajax',
  'templateResult',
  'templateSelection',
  'sanitizeTemplate',
  'beforeSelect',
  'beforeUnselect',
  'beforeCreate',
  'createOption',
  'resolveOptions',
  'missingSelectionPolicy',
  'duplicateValuePolicy',
  'filterOption',
  'searchFields',
  'searchScorer',
  'isOptionDisabled',
  'virtualScroll',
  'itemHeight',
  'plugins',
  'dropdownParent',
  'loadChildren',
] as const;

const api = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The text of a `## Heading` section of docs/api.md, up to the next heading of the same level. */
function section(heading: string): string {
  const start = api.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = heading.split(' ')[0] as string;
  const end = api.indexOf(`\n${level} `, start + heading.length + 1);
  return api.slice(start, end < 0 ? undefined : end);
}

describe('every option', () => {
  const options = section('## Options');

  it.each(OPTION_NAMES)('%s has a row in the Options table of docs/api.md', (name) => {
    expect(options).toContain(`\n| \`${name}\` |`);
  });

  it.each(OPTION_NAMES)('%s is an element attribute or on the property-only list, not both', (name) => {
    const attribute = (OBSERVED_ATTRIBUTES as readonly string[]).includes(kebab(name));
    const propertyOnly = (PROPERTY_ONLY_OPTIONS as readonly string[]).includes(name);
    expect(attribute !== propertyOnly, `${name}: attribute ${attribute}, property-only ${propertyOnly}`).toBe(
      true,
    );
  });
});

describe('every option attribute', () => {
  const attributes = section('## Custom element `<widget-select>`');

  it.each(OPTION_ATTRIBUTES)(
    '%s names an option and is documented in the element attribute table',
    (name) => {
      expect(OPTION_NAMES.map(kebab)).toContain(name);
      expect(attributes).toContain(`\`${name}\``);
    },
  );

  it('the property-only list holds options only', () => {
    for (const name of PROPERTY_ONLY_OPTIONS) expect(OPTION_NAMES).toContain(name);
  });
});
