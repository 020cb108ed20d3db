// Writes bench/RESULTS.md from a report: when, where, how many runs, every
// table, and how to read them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BASELINE_FORM_MARKS, BASELINE_MARKS } from './baseline.mjs';
import { FORM_MARKS } from './form-report.mjs';
import { MULTI, SEARCH } from './scenarios.mjs';
import { sectionOf } from './sections.mjs';
import { SLICES_MARKS } from './slices.mjs';
import { tables } from './tables.mjs';

const HOW_TO_READ = `## How to read these tables

Every figure is the median of the runs, each run in a fresh browser context;
a cell marked \`(2/3)\` had fewer successful runs. "÷ ours" is the peer's
figure divided by widget-select's: above 1.0× the peer is slower, bigger or
renders more rows; below 1.0× it is faster or smaller. Construct and open
run until two animation frames after the action, so they include up to
~17 ms of waiting for a frame: differences below one frame are noise. Search
figures run from a keydown until the frame showing the last DOM change it
caused has been painted. The search "${SEARCH}" is typed twice: as three real
keys queued at once (the libraries' own work for three keys and the frames
they show; a second figure stops at the last change to the list, before its
frame), and as three Playwright key presses, each sent once the page has
handled the one before (their spacing is listed: it holds the harness's
round trips to the browser, the same for every library); the last key of
the presses is also clocked alone. Then each key is typed alone and
compared with a bare \`includes\` scan of the same labels in the same page,
and with the same scan typed into a plain input that shows the count
(clocked like the widget's keys: to the frame painted, and to the change
itself). Heap is the
memory in use after forced garbage collection (JS heap, array buffers and
external strings, DOM heap), after construct + open, minus
the same measured on the page before construction (the data was already
allocated then). A timeout or failure is a result: the cell says so, and the
library is not run again at that size (nor at larger sizes for the steps
that timed out). Every library runs with its defaults, so the row counts
differ: see bench/README.md for what each default means. The machine is
shared and noisy: compare ratios within this file rather than milliseconds
across files.`;

export function writeResults(path, report) {
  const lines = [
    '# Bench results',
    '',
    'Written by `npm run bench` (bench/run.mjs); regenerate rather than edit.',
    '',
    `- Date: ${report.date}`,
    `- Chromium: ${report.chromium} (headless)`,
    `- Machine: ${report.machine}`,
    `- Node: ${report.node}`,
    `- Runs: median of ${report.runs} per library and size, interleaved; timeout ${report.timeoutS} s per sample`,
    `- Sizes: N = ${report.sizes.join(', ')}; \`<select multiple>\`: ${MULTI.n.toLocaleString('en')} options, ${MULTI.selected.toLocaleString('en')} selected`,
    `- Libraries: ${report.libs.join(', ')}`,
    `- Load average (1, 5, 15 min) at the start: ${report.load?.start ?? '?'}; at the end: ${report.load?.end ?? '?'}`,
    `- Wall time: ${Math.round((report.wallSeconds ?? 0) / 60)} min`,
    '',
  ];
  for (const { title, markdown } of tables(report)) lines.push(`## ${title}`, '', markdown, '');
  lines.push(HOW_TO_READ, '');
  // The form bench (`--form`), the slices at a million options and the comparison with an
  // earlier version (`--baseline`) write sections of their own: a full run keeps them.
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  for (const marks of [FORM_MARKS, SLICES_MARKS, BASELINE_MARKS, BASELINE_FORM_MARKS]) {
    const section = sectionOf(before, marks);
    if (section) lines.push(section, '');
  }
  writeFileSync(path, lines.join('\n'));
}
