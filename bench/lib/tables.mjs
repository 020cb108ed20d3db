// Turns a report (see run.mjs) into titled Markdown tables, one per metric,
// each with peer ÷ widget-select ratios.
import { METRIC_STEP, SEARCH, STEPS, TASK_STEPS } from './scenarios.mjs';
import { fmt, medians, ratio, table } from './stats.mjs';

const OURS = 'widget-select';

const SINGLE_METRICS = [
  { key: 'construct', kind: 'ms', title: 'Construct: `new` → two frames, ms' },
  { key: 'open', kind: 'ms', title: 'Open: `open()` → two frames, ms' },
  {
    key: 'search',
    kind: 'ms',
    title: `Search "${SEARCH}" (three keys queued at once): first keydown → the frame showing the last DOM change painted, ms`,
  },
  {
    key: 'searchUpdated',
    kind: 'ms',
    title: `Search "${SEARCH}" (three keys queued at once): first keydown → the last change to the list, before the frame that shows it, ms`,
  },
  {
    key: 'searchPressed',
    kind: 'ms',
    title: `Search "${SEARCH}" (three Playwright key presses, each sent after the page handled the one before): first keydown → the same end, ms`,
  },
  {
    key: 'spacing',
    kind: 'ms',
    title: `Of which between the first and the last keydown of those presses (the page's handling plus Playwright's round trips), ms`,
  },
  {
    key: 'lastKey',
    kind: 'ms',
    title: `Last key press ("${SEARCH.at(-1)}") of those: its keydown → the same end, ms`,
  },
  ...[...SEARCH].map((_, i) => ({
    key: `key${i + 1}`,
    kind: 'ms',
    title: `Key "${SEARCH.slice(0, i + 1)}" typed alone (after "${SEARCH.slice(0, i)}"): keydown → the frame showing its result painted, ms`,
  })),
  { key: 'rowsOpen', kind: 'count', title: 'Option rows in the dropdown right after open' },
  { key: 'rowsSearch', kind: 'count', title: `Option rows in the dropdown after searching "${SEARCH}"` },
  {
    key: 'heap',
    kind: 'MB',
    title:
      'Memory retained after construct + open (JS heap + array buffers + DOM heap, after GC, minus the baseline), MB',
  },
  {
    key: 'heapSearched',
    kind: 'MB',
    title:
      'Memory retained after the searches (JS heap + array buffers + DOM heap, after GC, minus the baseline), MB',
  },
];

/** The text of one cell: a median, or what happened instead. */
function cell(entry, key, kind, runs) {
  if (!entry) return { text: 'not run' };
  const m = medians(entry.samples)[key];
  if (m && m.value !== null) {
    const partial = m.count < runs ? ` (${m.count}/${runs})` : '';
    return { value: m.value, text: `${fmt(m.value, kind)}${partial}` };
  }
  const step = STEPS.indexOf(METRIC_STEP[key] ?? 'construct');
  for (const why of [entry.failure, entry.notRun])
    if (why && step >= STEPS.indexOf(why.step)) return { text: why.status };
  return { text: '–' };
}

function singleTable(report, metric) {
  const sizes = report.sizes.filter((size) => report.single[size]);
  const header = ['library', ...sizes.flatMap((size) => [`N = ${size}`, '÷ ours'])];
  const rows = report.libs.map((lib) => [
    lib,
    ...sizes.flatMap((size) => {
      const here = report.single[size];
      const mine = cell(here[lib], metric.key, metric.kind, report.runs);
      const ours = cell(here[OURS], metric.key, metric.kind, report.runs);
      return [mine.text, lib === OURS || mine.value === undefined ? '' : ratio(mine.value, ours.value)];
    }),
  ]);
  return { title: metric.title, markdown: table(header, rows) };
}

function multiTable(report) {
  const multi = report.multi;
  const get = (lib, key, kind) => cell(multi[lib], key, kind, report.runs);
  const rows = report.libs.map((lib) => {
    const c = get(lib, 'construct', 'ms');
    const t = get(lib, 'longestTask', 'ms');
    const oc = get(OURS, 'construct', 'ms').value;
    const ot = get(OURS, 'longestTask', 'ms').value;
    const show = (x, o) => (lib === OURS || x.value === undefined ? '' : ratio(x.value, o));
    return [
      lib,
      c.text,
      show(c, oc),
      t.text,
      show(t, ot),
      get(lib, 'tags', 'count').text,
      get(lib, 'tagsSettled', 'count').text,
    ];
  });
  const header = [
    'library',
    '`new` → two frames, ms',
    '÷ ours',
    'longest task, ms',
    '÷ ours',
    'tags after two frames',
    'tags when settled',
  ];
  return {
    title: `\`<select multiple>\`, ${report.multiN.toLocaleString('en')} options, ${report.multiSelected.toLocaleString('en')} selected`,
    markdown: table(header, rows),
  };
}

function bundleTable(report) {
  const ours = report.bundle[OURS];
  const rows = Object.keys(report.bundle).map((lib) => {
    const b = report.bundle[lib];
    return [
      lib,
      fmt(b.js, 'kB'),
      fmt(b.css, 'kB'),
      fmt(b.js + b.css, 'kB'),
      lib === OURS ? '' : ratio(b.js + b.css, ours ? ours.js + ours.css : null),
      b.note ?? '',
    ];
  });
  const header = ['library', 'JS', 'CSS', 'JS + CSS', '÷ ours', 'files (and notes)'];
  return { title: 'Bundle size, min + gzip (level 9), kB', markdown: table(header, rows, [0, 5]) };
}

/**
 * widget-select's keys against the floor: a bare `includes` scan over
 * lower-case labels computed beforehand, measured in the same page.
 */
function bareTable(report) {
  const sizes = report.sizes.filter((size) => report.single[size]?.[OURS]);
  const header = ['N'];
  for (const [i] of [...SEARCH].entries()) {
    const query = `"${SEARCH.slice(0, i + 1)}"`;
    header.push(`${query} key → painted`, `${query} bare scan`, '÷ bare');
  }
  header.push('heap retained ÷ data heap');
  const rows = sizes.map((size) => {
    const m = medians(report.single[size][OURS].samples);
    const v = (key) => m[key]?.value ?? null;
    const row = [size];
    for (const [i] of [...SEARCH].entries()) {
      const key = v(`key${i + 1}`);
      const bare = v(`bare${i + 1}`);
      row.push(fmt(key), fmt(bare), ratio(key, bare));
    }
    const heap = Math.max(v('heap') ?? 0, v('heapSearched') ?? 0);
    row.push(ratio(heap, v('dataHeap')));
    return row;
  });
  return {
    title: `widget-select's keystrokes against a bare scan in the same page (\`includes\` over lower-case labels computed beforehand), ms; its heap against the data's`,
    markdown: table(header, rows),
  };
}

/**
 * The same keys against the bare scan typed into a plain input beside the
 * widget (its input handler scans and writes the count), both clocked the
 * same way: to the frame showing the change painted, and to the change
 * itself (the page's own work).
 */
function bareTypedTable(report) {
  const sizes = report.sizes.filter((size) => report.single[size]?.[OURS]);
  const header = ['N'];
  for (const [i] of [...SEARCH].entries()) {
    const query = `"${SEARCH.slice(0, i + 1)}"`;
    header.push(`${query} → painted`, 'bare typed', '÷', `${query} → list changed`, 'bare typed', '÷');
  }
  const rows = sizes.map((size) => {
    const m = medians(report.single[size][OURS].samples);
    const v = (key) => m[key]?.value ?? null;
    const row = [size];
    for (let i = 1; i <= SEARCH.length; i++) {
      const [painted, barePainted] = [v(`key${i}`), v(`bareTyped${i}`)];
      const [updated, bareUpdated] = [v(`keyUpdated${i}`), v(`bareTypedUpdated${i}`)];
      row.push(fmt(painted), fmt(barePainted), ratio(painted, barePainted));
      row.push(fmt(updated), fmt(bareUpdated), ratio(updated, bareUpdated));
    }
    return row;
  });
  return {
    title: `widget-select's keystrokes against the bare scan typed into a plain input (keydown → the frame showing the change painted, and → the change itself), ms`,
    markdown: table(header, rows),
  };
}

/** Row names of the long-task table where the step name alone would not say it. */
const TASK_LABELS = {
  constructMultiple: 'construct (multiple)',
  selectAll: 'selectAll (multiple)',
  clearMultiple: 'clearAll (multiple)',
  setValueAll: 'setValue of every value (multiple)',
  'open+key:n': 'fresh widget: open, n at once',
  bareReset: '`<select multiple>` without a widget: form.reset() (the browser alone)',
  constructNative: '`<select multiple>`: construct',
  nativeSelectAll: '`<select multiple>`: selectAll',
  nativeClear: '`<select multiple>`: clearAll',
  nativeSetValueAll: '`<select multiple>`: setValue of every value',
  nativeReset: '`<select multiple>`: form.reset()',
  nativeDestroy: '`<select multiple>`: destroy',
};

/** Long tasks (> 50 ms) per interaction of widget-select, with the longest. */
function tasksTable(report) {
  const sizes = Object.keys(report.tasks);
  const header = ['interaction', ...sizes.map((size) => `N = ${size}: long tasks (longest, ms)`)];
  const rows = TASK_STEPS.map((step, i) => [
    TASK_LABELS[step] ?? step,
    ...sizes.map((size) => {
      const entry = report.tasks[size]['widget-select'];
      const m = medians(entry?.samples ?? []);
      const count = m[`tasks ${i} ${step}`]?.value;
      const longest = m[`longest ${i} ${step}`]?.value;
      if (count === undefined || count === null) return entry?.failure?.status ?? '–';
      return `${fmt(count, 'count')} (${longest > 0 ? fmt(longest) : '–'})`;
    }),
  ]);
  return {
    title: 'Long tasks (> 50 ms) per interaction, widget-select (median of the runs)',
    markdown: table(header, rows),
  };
}

/** Every table the report has data for, in reading order. */
export function tables(report) {
  const out = [];
  if (Object.keys(report.single).length > 0)
    for (const metric of SINGLE_METRICS) out.push(singleTable(report, metric));
  if (Object.keys(report.single).length > 0) out.push(bareTable(report), bareTypedTable(report));
  if (report.multi) out.push(multiTable(report));
  if (Object.keys(report.tasks ?? {}).length > 0) out.push(tasksTable(report));
  if (report.bundle) out.push(bundleTable(report));
  return out;
}
