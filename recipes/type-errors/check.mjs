/**
 * The negative half of the recipes' type checks: the typings must reject
 * wrong usage, not only accept right usage. Each fixture marks the lines that
 * must fail with a comment `expect-error: <part of the message>` on the line
 * before; this runs svelte-check and Angular's ngc (strictTemplates) over the
 * fixtures and fails unless every marked line gets its error and no other line
 * gets one. Run by the recipes' `npm run typecheck`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const recipes = fileURLToPath(new URL('../', import.meta.url));
const here = fileURLToPath(new URL('./', import.meta.url));

/** Runs a tool from node_modules/.bin; its whole output (it fails on purpose). */
function run(command, args) {
  const result = spawnSync('npx', ['--no-install', command, ...args], { cwd: recipes, encoding: 'utf8' });
  if (result.error) throw result.error;
  // ngc colours its output even into a pipe.
  return stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
}

/** Marked lines of a fixture: line number (1-based) of the line that must fail → the expected message part. */
function expectations(file) {
  const expected = new Map();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const marker = /expect-error: (.+?)\s*(?:-->)?$/.exec(line);
      if (marker) expected.set(index + 2, marker[1]);
    });
  return expected;
}

/** Problems with one fixture's errors (`{ line, message }`), as readable lines; none when it is right. */
function compare(name, file, errors) {
  const expected = expectations(file);
  const problems = [];
  if (expected.size === 0) problems.push(`${name}: no expect-error markers found`);
  for (const [line, part] of expected) {
    if (!errors.some((error) => error.line === line && error.message.includes(part)))
      problems.push(`${name}:${line}: expected an error containing "${part}"`);
  }
  for (const error of errors) {
    if (!expected.has(error.line)) problems.push(`${name}:${error.line}: unexpected error: ${error.message}`);
  }
  return problems;
}

function svelte() {
  const output = run('svelte-check', [
    '--workspace',
    'type-errors/svelte',
    '--tsconfig',
    './tsconfig.json',
    '--output',
    'machine',
  ]);
  // 1795592549598 ERROR "Wrong.svelte" 16:16 "Type 'string' is not…"
  const errors = [...output.matchAll(/^\d+ (?:ERROR|WARNING) "Wrong\.svelte" (\d+):\d+ "(.*)"$/gm)].map(
    // The message is a JSON string's contents (quotes escaped).
    ([, line, message]) => ({ line: Number(line), message: JSON.parse(`"${message}"`) }),
  );
  return compare('type-errors/svelte/Wrong.svelte', `${here}svelte/Wrong.svelte`, errors);
}

function angular() {
  const output = run('ngc', ['-p', 'type-errors/angular/tsconfig.json']);
  // wrong.component.ts:15:21 - error TS2322: Type 'number' is not…
  const errors = [...output.matchAll(/^(?:.*[\\/])?wrong\.component\.ts:(\d+):\d+ - error (\w+: .*)$/gm)].map(
    ([, line, message]) => ({ line: Number(line), message }),
  );
  const other = output
    .split('\n')
    .filter((line) => /error (TS|NG)-?\d+/.test(line) && !/wrong\.component\.ts/.test(line));
  return [
    ...compare('type-errors/angular/wrong.component.ts', `${here}angular/wrong.component.ts`, errors),
    ...other.map((line) => `angular: unexpected error: ${line}`),
  ];
}

const problems = [...svelte(), ...angular()];
if (problems.length > 0) {
  console.error(`The typings do not reject wrong usage as expected:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('type-errors: svelte-check and ngc reject every wrong usage in the fixtures, and only those');
