/** docs/api.md's styling hooks table names every classNames part and every --ws-* custom property of the stylesheets. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { validateOptions } from '../../src/options';

const docs = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
const table = docs.slice(docs.indexOf('| Hook | Kind |'));
const rows = new Set(
  table
    .slice(0, table.indexOf('\n\n'))
    .split('\n')
    .map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1])
    .filter(Boolean),
);

// The core's stylesheets and the features' (styles/features/).
const styles = new URL('../../src/styles/', import.meta.url);
const css = readdirSync(styles, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(new URL(file, styles), 'utf8'))
  .join('\n');

it('has a row for every --ws-* custom property the stylesheets use or set', () => {
  const properties = new Set(css.match(/--ws-[a-z-]+/g));
  expect(properties.size).toBeGreaterThan(20);
  for (const property of properties) expect(rows, property).toContain(property);
});

it('has a row for every part the classNames option accepts, and no other part', () => {
  const parts = [...rows].filter((name) => name && !name.startsWith('--'));
  for (const part of parts)
    expect(() => validateOptions({ classNames: { [part!]: 'x' } }), part).not.toThrow();
  expect(() => validateOptions({ classNames: { nope: 'x' } })).toThrow();
  expect(parts).toHaveLength(13);
});
