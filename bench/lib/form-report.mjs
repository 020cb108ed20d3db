// The form bench's tables, gates and section of RESULTS.md (see lib/form.mjs
// for the pages and the samples).
import { markers } from './sections.mjs';
import { BASELINE, SMALL_FORM, FORM, formShape, libraryNote, REFERENCE } from './form.mjs';
import { version } from './sizes.mjs';
import { fmt, medians, ratio, table } from './stats.mjs';

/** The row gates and scaling speak for: our script-tag build when it ran, else the module build. */
const oursIn = (libs) => ['widget-select (IIFE)', 'widget-select'].find((lib) => libs.includes(lib));

/** The peers' versions as installed, for the section's header. */
export function formVersions(libs) {
  const packages = {
    'tom-select': ['tom-select'],
    'choices.js': ['choices.js'],
    'slim-select': ['slim-select'],
  };
  Object.assign(packages, { 'virtual-select': ['virtual-select-plugin'], select2: ['select2', 'jquery'] });
  const names = libs.flatMap((lib) => packages[lib] ?? []);
  return ['widget-select: the working tree', ...names.map((name) => `${name} ${version(name)}`)].join(', ');
}

/** Medians of one size: `value(lib, key)`, `count(lib, key)`, and the heap over the form alone. */
function sizeFigures(report, count) {
  const entries = report.form.entries[count];
  const m = Object.fromEntries(Object.entries(entries).map(([lib, e]) => [lib, medians(e.samples)]));
  const value = (lib, key) => m[lib]?.[key]?.value ?? null;
  const baseHeap = value(BASELINE, 'heap');
  // Over the form alone when that row ran (not with --only), else the whole heap.
  const heapOver = (lib) => (value(lib, 'heap') === null ? null : value(lib, 'heap') - (baseHeap ?? 0));
  const perSelect = (lib, key = 'enhance') => (value(lib, key) === null ? null : value(lib, key) / count);
  return { entries, value, count: (lib, key) => m[lib]?.[key]?.count ?? 0, baseHeap, heapOver, perSelect };
}

/** "0.84 ms" or "640 µs": a per-select time. */
const perSelectText = (ms) =>
  ms === null ? '–' : ms >= 1 ? `${ms.toFixed(2)} ms` : `${Math.round(ms * 1000)} µs`;

/** What a cell shows when its figure is missing: the failure, the size it was skipped after, or a dash. */
function missing(entry) {
  if (entry.notRun) return `not run (${entry.notRun})`;
  if (entry.failure?.startsWith('timeout')) return entry.failure;
  return entry.failure ? `n/a: ${entry.failure}` : '–';
}

/** The table of one size: medians, each as a ratio to Tom Select measured in the same run. */
export function formTable(report, count) {
  const f = sizeFigures(report, count);
  const early = count <= SMALL_FORM;
  const toTom = (lib, value, ref) => (lib === REFERENCE || value === null ? '' : ratio(value, ref));
  const rows = report.form.plan[count].map((lib) => {
    const e = f.entries[lib];
    const cell = (key, kind = 'ms') => {
      const value = f.value(lib, key);
      if (value === null) return missing(e);
      const n = f.count(lib, key);
      return `${fmt(value, kind)}${n < report.runs ? ` (${n}/${report.runs})` : ''}`;
    };
    const withTom = (key) => [cell(key), toTom(lib, f.value(lib, key), f.value(REFERENCE, key))];
    if (lib === BASELINE)
      return [
        lib,
        ...(early ? ['', '', ''] : []),
        '',
        '',
        '',
        fmt(f.value(lib, 'heap'), 'MB'),
        ...Array(early ? 9 : 5).fill(''),
      ];
    const empty = e.samples.filter((s) => typeof s.earlyEmpty === 'number');
    const emptyShown = empty.filter((s) => s.earlyEmpty > 0 || s.openEmptyFrames > 0).length;
    const elements = f.value(lib, 'elementsPerSelect');
    return [
      lib,
      ...(early ? [fmt(f.value(lib, 'files'), 'count'), ...withTom('load')] : []),
      ...withTom('enhance'),
      perSelectText(f.perSelect(lib)),
      f.heapOver(lib) === null ? cell('heap', 'MB') : fmt(f.heapOver(lib), 'MB'),
      toTom(lib, f.heapOver(lib), f.heapOver(REFERENCE)),
      elements === null ? missing(e) : elements.toFixed(1),
      toTom(lib, elements, f.value(REFERENCE, 'elementsPerSelect')),
      ...withTom('open'),
      ...(early
        ? [...withTom('earlyOpen'), fmt(f.value(lib, 'clickAfterLoad')), `${emptyShown} of ${empty.length}`]
        : []),
    ];
  });
  const header = [
    'library',
    ...(early ? ['JS files', 'load, ms', '÷ Tom'] : []),
    `enhance ${count.toLocaleString('en')}, ms`,
    '÷ Tom',
    'per select',
    f.baseHeap === null ? 'heap, MB' : 'heap over the form alone, MB',
    '÷ Tom',
    'DOM elements added per closed select',
    '÷ Tom',
    'first open, ms',
    '÷ Tom',
    ...(early
      ? [
          'click after load: first row, ms',
          '÷ Tom',
          'click at, ms after load',
          'samples showing an empty list',
        ]
      : []),
  ];
  const { singles, multiples } = formShape(count);
  return {
    title: `${count.toLocaleString('en')} selects: ${singles.toLocaleString('en')} single and ${multiples.toLocaleString('en')} multiple`,
    markdown: table(header, rows),
  };
}

/** Per select at every size, to two frames and the constructor calls alone, and the largest size ÷ the smallest. */
export function scalingTable(report) {
  const { sizes, plan } = report.form;
  const libs = plan[sizes.at(-1)].filter((lib) => lib !== BASELINE);
  const figures = Object.fromEntries(sizes.map((count) => [count, sizeFigures(report, count)]));
  const growth = (lib, key) => {
    const [first, last] = [figures[sizes[0]].perSelect(lib, key), figures[sizes.at(-1)].perSelect(lib, key)];
    return first === null || last === null ? '–' : `${(last / first).toFixed(2)}×`;
  };
  const rows = libs.map((lib) => [
    lib,
    ...sizes.map((count) => perSelectText(figures[count].perSelect(lib))),
    growth(lib, 'enhance'),
    ...sizes.map((count) => perSelectText(figures[count].perSelect(lib, 'enhanceSync'))),
    growth(lib, 'enhanceSync'),
  ]);
  const span = `${sizes.at(-1).toLocaleString('en')} ÷ ${sizes[0]}`;
  const header = [
    'library',
    ...sizes.map((count) => `per select at ${count.toLocaleString('en')}`),
    span,
    ...sizes.map((count) => `calls alone at ${count.toLocaleString('en')}`),
    span,
  ];
  return table(header, rows);
}

/** The gates of a thousand selects and of 5,000 against 50, each with its figures and whether it holds. */
export function formGates(report) {
  const { sizes, plan } = report.form;
  const lines = [];
  const gate = (text, value, limit, shown) =>
    lines.push(`- ${text}: ${shown} — ${value <= limit ? 'holds' : 'does not hold'}`);
  if (sizes.includes(1000)) {
    const f = sizeFigures(report, 1000);
    const ours = oursIn(plan[1000]);
    const pair = (a, b) => a !== null && b !== null;
    const [e, te] = [f.value(ours, 'enhance'), f.value(REFERENCE, 'enhance')];
    if (pair(e, te))
      gate(
        '1,000 selects, enhance all ≤ 0.25× Tom Select',
        e / te,
        0.25,
        `${fmt(e)} ms against ${fmt(te)} ms, ${(e / te).toFixed(2)}×`,
      );
    const [h, th] = [f.heapOver(ours), f.heapOver(REFERENCE)];
    if (pair(h, th))
      gate(
        '1,000 selects, heap over the form alone ≤ Tom Select',
        h / th,
        1,
        `${fmt(h, 'MB')} MB against ${fmt(th, 'MB')} MB, ${(h / th).toFixed(2)}×`,
      );
    const [d, td] = [f.value(ours, 'elementsPerSelect'), f.value(REFERENCE, 'elementsPerSelect')];
    if (pair(d, td))
      gate(
        '1,000 selects, DOM elements added per closed select ≤ Tom Select',
        d / td,
        1,
        `${d.toFixed(1)} against ${td.toFixed(1)}`,
      );
  }
  if (sizes.includes(50) && sizes.includes(5000)) {
    const ours = oursIn(plan[5000]);
    const [small, big] = [sizeFigures(report, 50).perSelect(ours), sizeFigures(report, 5000).perSelect(ours)];
    if (small !== null && big !== null)
      gate(
        'per select, enhancing 5,000 ≤ 1.3× enhancing 50',
        big / small,
        1.3,
        `${perSelectText(big)} against ${perSelectText(small)}, ${(big / small).toFixed(2)}×`,
      );
  }
  return lines.length
    ? [`Gates (${oursIn(plan[sizes.at(-1)])} against Tom Select, to two frames):`, '', ...lines]
    : [];
}

/** The comments around the form section of RESULTS.md. */
export const FORM_MARKS = markers('form bench', 'npm run bench -- --form');

/** The form section of RESULTS.md: a table per size, the scaling and gates, how it was run, what each column means. */
export function formSection(report, marks = FORM_MARKS) {
  const { sizes, plan } = report.form;
  const libs = [...new Set(Object.values(plan).flat())];
  const notes = libs.map((lib) => `${lib}: ${libraryNote(lib)}`).join('; ');
  const tables = sizes.flatMap((count) => {
    const { title, markdown } = formTable(report, count);
    return [`### ${title}`, '', markdown, ''];
  });
  const scaling = sizes.length > 1 ? ['### Per select, as the form grows', '', scalingTable(report), ''] : [];
  const gates = formGates(report);
  return [
    marks.start,
    `## Form: \`<select>\`s of ${FORM.options} options (a fifth of them \`multiple\`), each library from its script-tag or module build`,
    '',
    `- Date: ${report.date}; Chromium ${report.chromium} (headless); ${report.machine}`,
    `- Median of ${report.runs} interleaved runs, each sample in a fresh browser context; load average (1, 5, 15 min) at the start: ${report.load.start}; at the end: ${report.load.end}; time limit per sample: ${report.form.limits}`,
    `- Files: ${notes}. Versions: ${report.form.versions}`,
    '',
    ...tables,
    ...scaling,
    ...(gates.length ? [...gates, ''] : []),
    "*JS files*: the library's script files the page had fetched when it was ready (a module build's static chunks count). " +
      "*load*: once the page has loaded and painted the form, it adds the library's `<script>` tags (or its `<script type=\"module\">`); from then to the end of the library's evaluation (its last script's load event, or the module's first line after its imports): fetch, parse, compile and evaluation of every file it loads. " +
      "*enhance*: every select enhanced by the library's constructor, to two frames after the last call; *per select*: that ÷ the number of selects (*calls alone*: the constructor calls without the frames). " +
      `*heap*: after forced garbage collection (JS heap + array buffers + DOM heap), half a second after enhancing, minus the same page with no library (${BASELINE}). ` +
      '*DOM elements added per closed select*: the elements in the document (open shadow roots included) half a second after enhancing, minus those before, ÷ the number of selects, before any is opened. ' +
      '*first open*: a real click on the first control → the frame showing its first option row painted. ' +
      `*click after load* (forms of ${SMALL_FORM} selects and fewer): a page with the tags of the library written in its HTML after the form enhances its selects itself as soon as the library is there, and the first control is clicked about 50 ms after the load event (the column after says when the pointerdown came; the click goes where the first sample found the control, so a page still busy at that moment pays for it here): the same clock. ` +
      '*samples showing an empty list*: samples in which some frame after either click showed the dropdown with no option row in it. ' +
      "*timeout*: the sample hit its time limit; the library is not run again at that size nor at larger ones. Ratios: the library's median ÷ Tom Select's; below 1.0× is faster or smaller.",
    marks.end,
  ].join('\n');
}
