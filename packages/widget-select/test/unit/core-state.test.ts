/**
 * The reducer is a function of its arguments: no module of core/ holds
 * state that another module (a chunk as it arrives) installs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('core/', () => {
  it('holds no `export let`: nothing outside a module reassigns what the core decides with', () => {
    const found = sourceFiles(join(SRC, 'core')).flatMap((file) =>
      /^export let\s/m.test(readFileSync(file, 'utf8')) ? [relative(SRC, file)] : [],
    );
    expect(found).toEqual([]);
  });
});
