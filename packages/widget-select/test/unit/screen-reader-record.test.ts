/**
 * The screen-reader record kept in the repository (tests/sr/transcripts/,
 * written by `npm run test:sr`, which runs Orca) still meets the expected
 * readings, and the check itself fails what it should: a missing phrase, a
 * pick announced twice, Orca's "blank".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ESM helper without type declarations
import { checkReading, parseTranscript } from '../../../../tests/sr/check.mjs';
// @ts-expect-error plain ESM helper without type declarations
import { scenarios } from '../../../../tests/sr/scenarios.mjs';

interface Scenario {
  id: string;
  steps: { keys?: string; type?: string; says?: string[]; once?: string[]; never?: string[] }[];
}
const all = scenarios as Scenario[];
const root = join(import.meta.dirname, '../../../..');
const transcript = (id: string) => readFileSync(join(root, 'tests/sr/transcripts', `${id}.txt`), 'utf8');

describe('the kept transcripts', () => {
  test.each(all.map((scenario) => [scenario.id, scenario] as const))(
    '%s reads as expected',
    (id, scenario) => {
      expect(checkReading(scenario, parseTranscript(transcript(id)))).toEqual([]);
    },
  );
});

describe('the check', () => {
  const tree = all.find((scenario) => scenario.id === 'tree') as Scenario;
  const heard = () => parseTranscript(transcript('tree')) as { keys: string; said: string[] }[];

  test('fails a reading that lost the partial state of a parent', () => {
    const less = heard().map((step) => ({
      ...step,
      said: step.said.filter((s) => s !== 'partially checked.'),
    }));
    expect(checkReading(tree, less).join('\n')).toMatch(/did not say "partially checked"/);
  });

  test('fails "blank" and a pick announced twice', () => {
    const worse = heard();
    const pick = worse.findIndex((step) => step.said.some((s) => s.startsWith('Apple selected')));
    worse[pick]!.said.push('blank', 'Apple selected');
    const failures = checkReading(tree, worse).join('\n');
    expect(failures).toMatch(/blank/);
    expect(failures).toMatch(/"Apple selected" was said 2 times/);
  });

  test('fails a step that says what it must not (a pending pick read as a selection)', () => {
    const apply = all.find((scenario) => scenario.id === 'apply') as Scenario;
    const worse = parseTranscript(transcript('apply')) as { keys: string; said: string[] }[];
    const pending = worse.findIndex((step) => step.said.some((s) => s.startsWith('Changes pending: 1')));
    worse[pending]!.said.push('Apple selected');
    expect(checkReading(apply, worse).join('\n')).toMatch(/Orca said "Apple selected"/);
  });
});
