/**
 * The accessibility conformance report (docs/accessibility-conformance.md)
 * backs every "Supports" with tests named as `file › title`. A renamed or
 * deleted test would leave the report claiming evidence that is gone, so the
 * report is read here: every named test must still exist, and every
 * criterion that says "Supports" must name at least one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const root = new URL('../../../../', import.meta.url);
const report = readFileSync(new URL('docs/accessibility-conformance.md', root), 'utf8');

/** `path › title` in a code span; a title may name its describe blocks first (`a › b › c`). */
const REFERENCE = /`([\w./-]+\.(?:test|spec)\.tsx?) › ([^`]+)`/g;

interface Reference {
  file: string;
  titles: string[];
}

function references(markdown: string): Reference[] {
  return [...markdown.matchAll(REFERENCE)].map((m) => ({ file: m[1]!, titles: m[2]!.split(' › ') }));
}

/** Every string literal of a source file: test titles are among them, wherever the call that takes them is. */
function literals(source: string): string[] {
  return [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) =>
    m[2]!.replace(/\\(['"`\\])/g, '$1'),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `title` is one of the file's test titles: a literal as written,
 * or a title the runner fills in per case (`theme %s …`, `axe: $name …`,
 * `axe: ${id}`) whose filled-in part is itself a string in the file.
 */
function hasTitle(source: string, title: string): boolean {
  const strings = literals(source);
  if (strings.includes(title)) return true;
  // Where the runner puts a case's value: printf-style, a `$name` key, a template literal's `${…}`.
  const placeholder = /%[sdi]|\$\w+|\$\{[^}]+\}/;
  return strings
    .filter((s) => placeholder.test(s))
    .some((template) => {
      const parts = template.split(new RegExp(placeholder, 'g'));
      const match = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`).exec(title);
      return match?.slice(1).every((filled) => source.includes(filled)) ?? false;
    });
}

/** The missing ones among `refs`, as readable lines. */
function missing(refs: Reference[]): string[] {
  return refs.flatMap(({ file, titles }) => {
    const path = new URL(file, root);
    if (!existsSync(path)) return [`${file}: no such file`];
    const source = readFileSync(path, 'utf8');
    return titles.filter((title) => !hasTitle(source, title)).map((title) => `${file} › ${title}`);
  });
}

describe('the accessibility conformance report', () => {
  const named = references(report);

  test('names tests, and every test it names exists', () => {
    expect(named.length).toBeGreaterThan(100);
    expect(missing(named)).toEqual([]);
  });

  test('every criterion marked Supports names at least one test', () => {
    const sections = report.split(/^### /m).slice(1);
    expect(sections.length).toBe(56); // WCAG 2.2 A and AA: 55 criteria, and 4.1.1 marked obsolete
    const bare = sections
      .filter((section) => section.includes('**Supports**') && references(section).length === 0)
      .map((section) => section.split('\n')[0]);
    expect(bare).toEqual([]);
  });

  test('the check finds a renamed test, a missing file and a case not in the file', () => {
    const file = 'packages/widget-select/test/browser/themes.test.ts';
    expect(missing([{ file, titles: ['theme dark meets WCAG AA contrast'] }])).toEqual([]);
    expect(missing([{ file, titles: ['theme purple meets WCAG AA contrast'] }])).toHaveLength(1);
    expect(missing([{ file, titles: ['theme dark meets WCAG AAA contrast'] }])).toHaveLength(1);
    expect(missing([{ file: 'packages/widget-select/test/browser/gone.test.ts', titles: ['x'] }])).toEqual([
      'packages/widget-select/test/browser/gone.test.ts: no such file',
    ]);
  });
});
