// `--baseline=<commit>`: widget-select as it was at an earlier commit, run
// side by side with the working tree in the same bench page, so a change is
// measured against what it replaces in one run rather than across files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markers } from './sections.mjs';
import { tables } from './tables.mjs';

/** The bench's name for the earlier version (its adapter in src/harness.ts). */
export const BASELINE_LIB = 'widget-select-baseline';

/** The comments around the comparison's section of RESULTS.md. */
export const BASELINE_MARKS = markers('baseline', 'npm run bench -- --baseline=<commit>');
/** The same for the form bench against that commit. */
export const BASELINE_FORM_MARKS = markers('baseline form', 'npm run bench -- --form --baseline=<commit>');

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const rootModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * The repository at `ref`, extracted once under `.results/baseline/` with
 * the working tree's node_modules beside it, and its package's source and
 * build (made once, by its own build config, for the form bench).
 * @returns {{ commit: string, src: string, dist: () => string }}
 */
export function baselineSource(ref, resultsDir) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(resultsDir, 'baseline', commit);
  const pkg = join(dir, 'packages/widget-select');
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`]);
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(rootModules, join(dir, 'node_modules'));
  const dist = () => {
    if (!existsSync(join(pkg, 'dist/widget-select.iife.js'))) {
      console.log(`bench: building widget-select at ${commit.slice(0, 8)} …`);
      execFileSync('npx', ['tsdown', '--logLevel', 'warn'], { cwd: pkg, stdio: 'inherit' });
    }
    return join(pkg, 'dist');
  };
  return { commit, src: join(pkg, 'src'), dist };
}

/** The section of RESULTS.md comparing the working tree with the commit the run was given. */
export function baselineSection(report, { commit }) {
  const subject = git('show', '-s', '--format=%h %s', commit);
  return [
    BASELINE_MARKS.start,
    `## Against an earlier version: commit ${commit.slice(0, 8)}`,
    '',
    `- Earlier version: commit ${subject.length > 120 ? `${subject.slice(0, 117)}…` : subject}`,
    `- Date: ${report.date}; Chromium ${report.chromium} (headless); ${report.machine}`,
    `- Median of ${report.runs} interleaved runs; sizes: N = ${report.sizes.join(', ')}`,
    `- Load average (1, 5, 15 min) at the start: ${report.load.start}; at the end: ${report.load.end}`,
    '',
    `"÷ ours" is the earlier version's figure divided by the working tree's: above 1.0× the working tree is faster or smaller.`,
    '',
    ...tables(report).flatMap(({ title, markdown }) => [`### ${title}`, '', markdown, '']),
    BASELINE_MARKS.end,
  ].join('\n');
}
