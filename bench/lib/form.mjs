// The form bench (`npm run bench -- --form`): a server-rendered form of 40
// single and 10 multiple <select>s, 25 options each, enhanced by each library
// loaded from its own script-tag or module build (no bundler), one fresh
// browser context per sample. See bench/README.md.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir, version } from './sizes.mjs';
import { fmt, medians, ratio, table } from './stats.mjs';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const ours = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));

export const FORM = { singles: 40, multiples: 10, options: 25 };
const BASELINE = 'form alone';
const REFERENCE = 'tom-select';

/**
 * Each row: the files it loads (copied to lib/ of the bench site), how the
 * page loads them, how it enhances one <select>, and where its control,
 * dropdown and option rows are.
 */
const LIBRARIES = {
  'widget-select': {
    note: 'ES module build, `dist/esm/widget-select.js` (and the chunks it imports)',
    copy: () => [
      [join(ours, 'esm'), 'esm'],
      [join(ours, 'widget-select.css'), 'widget-select.css'],
    ],
    css: ['widget-select.css'],
    module: 'esm/widget-select.js',
    create: 'new SelectWidget(select)',
    control: '.widget-select__control',
    dropdown: '.widget-select__dropdown',
    row: '.widget-select__option',
  },
  'widget-select (IIFE)': {
    note: 'classic script-tag build, `dist/widget-select.iife.js`',
    copy: () => [
      [join(ours, 'widget-select.iife.js'), 'widget-select.iife.js'],
      [join(ours, 'widget-select.css'), 'widget-select.css'],
    ],
    css: ['widget-select.css'],
    scripts: ['widget-select.iife.js'],
    create: 'new SelectWidget(select)',
    control: '.widget-select__control',
    dropdown: '.widget-select__dropdown',
    row: '.widget-select__option',
  },
  'tom-select': {
    note: '`tom-select.complete.min.js` (with its plugins)',
    copy: (d = packageDir('tom-select')) => [
      [join(d, 'dist/js/tom-select.complete.min.js'), 'tom-select.complete.min.js'],
      [join(d, 'dist/css/tom-select.default.min.css'), 'tom-select.default.min.css'],
    ],
    css: ['tom-select.default.min.css'],
    scripts: ['tom-select.complete.min.js'],
    create: 'new TomSelect(select)',
    control: '.ts-control',
    dropdown: '.ts-dropdown',
    row: '.ts-dropdown .option',
  },
  'choices.js': {
    note: '`choices.min.js`',
    copy: (d = packageDir('choices.js')) => [
      [join(d, 'public/assets/scripts/choices.min.js'), 'choices.min.js'],
      [join(d, 'public/assets/styles/choices.min.css'), 'choices.min.css'],
    ],
    css: ['choices.min.css'],
    scripts: ['choices.min.js'],
    create: 'new Choices(select)',
    control: '.choices__inner',
    dropdown: '.choices__list--dropdown',
    row: '.choices__list--dropdown .choices__item--choice',
  },
  'slim-select': {
    note: '`slimselect.js` (its UMD build, minified)',
    copy: (d = packageDir('slim-select')) => [
      [join(d, 'dist/slimselect.js'), 'slimselect.js'],
      [join(d, 'dist/slimselect.css'), 'slimselect.css'],
    ],
    css: ['slimselect.css'],
    scripts: ['slimselect.js'],
    create: 'new SlimSelect({ select })',
    control: '.ss-main',
    dropdown: '.ss-content',
    row: '.ss-content .ss-option',
  },
  'virtual-select': {
    note: '`virtual-select.min.js`',
    copy: (d = packageDir('virtual-select-plugin')) => [
      [join(d, 'dist/virtual-select.min.js'), 'virtual-select.min.js'],
      [join(d, 'dist/virtual-select.min.css'), 'virtual-select.min.css'],
    ],
    css: ['virtual-select.min.css'],
    scripts: ['virtual-select.min.js'],
    create: 'VirtualSelect.init({ ele: select })',
    control: '.vscomp-toggle-button',
    dropdown: '.vscomp-dropbox',
    row: '.vscomp-option',
  },
  select2: {
    note: '`jquery.min.js` + `select2.min.js`',
    copy: (d = packageDir('select2'), jq = packageDir('jquery')) => [
      [join(jq, 'dist/jquery.min.js'), 'jquery.min.js'],
      [join(d, 'dist/js/select2.min.js'), 'select2.min.js'],
      [join(d, 'dist/css/select2.min.css'), 'select2.min.css'],
    ],
    css: ['select2.min.css'],
    scripts: ['jquery.min.js', 'select2.min.js'],
    create: 'jQuery(select).select2()',
    control: '.select2-selection',
    dropdown: '.select2-dropdown',
    row: '.select2-results__option',
  },
  [BASELINE]: { note: 'the same page with no library (heap only)', copy: () => [], css: [], scripts: [] },
};

export const FORM_LIBS = Object.keys(LIBRARIES);

const slug = (lib) => lib.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');

/** The form as a server renders it: labelled selects, one option selected in each (two in a multiple). */
function formHtml() {
  const fields = [];
  const options = (n, selected) =>
    Array.from({ length: FORM.options }, (_, i) => {
      const on = selected.includes(i) ? ' selected' : '';
      return `<option value="v${n}-${i}"${on}>Option ${i + 1} of field ${n + 1}</option>`;
    }).join('');
  for (let n = 0; n < FORM.singles + FORM.multiples; n++) {
    const multiple = n >= FORM.singles;
    const attrs = multiple ? ' multiple' : '';
    fields.push(
      `<p><label for="f${n}">Field ${n + 1}</label>\n<select id="f${n}" name="f${n}"${attrs}>${options(n, multiple ? [1, 3] : [n % FORM.options])}</select></p>`,
    );
  }
  return `<form id="form" action="#">\n${fields.join('\n')}\n<button>Send</button>\n</form>`;
}

/**
 * The page of one library. The measured page adds the library's tags once
 * the form has been painted (see `load` in form/harness.js); the `auto` page
 * is written as a real page is, the tags in the HTML after the form, and
 * enhances every select as soon as the library has loaded.
 */
function pageHtml(lib, auto) {
  const spec = LIBRARIES[lib];
  const dir = `lib/${slug(lib)}/`;
  const config = { control: spec.control, dropdown: spec.dropdown, row: spec.row, auto };
  const scripts = (spec.scripts ?? []).map((file) => `${dir}${file}`);
  const create = spec.create && !spec.module ? `(select) => ${spec.create}` : 'null';
  const module = spec.module
    ? `import SelectWidget from './${dir}${spec.module}';\nformBench.ready((select) => ${spec.create});`
    : null;
  const tags = auto
    ? module
      ? `<script type="module">${module}</script>`
      : [
          ...scripts.map((src) => `<script src="${src}"></script>`),
          `<script>formBench.ready(${create});</script>`,
        ].join('\n')
    : `<script>formBench.library = [${JSON.stringify(scripts)}, ${create}, ${JSON.stringify(module)}];</script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>form bench: ${lib}</title>
<link rel="icon" href="data:,">
${spec.css.map((file) => `<link rel="stylesheet" href="${dir}${file}">`).join('\n')}
<style>body { font: 14px system-ui, sans-serif; margin: 24px; } #form { width: 420px; }</style>
<script>window.formBenchConfig = ${JSON.stringify(config)};</script>
<script src="harness.js"></script>
</head>
<body>
${formHtml()}
${tags}
</body>
</html>
`;
}

/** Writes the pages and copies every library's files into `dir`. */
export function buildFormSite(dir, libs) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(benchDir, 'form/harness.js'), join(dir, 'harness.js'));
  for (const lib of libs) {
    const target = join(dir, 'lib', slug(lib));
    mkdirSync(target, { recursive: true });
    for (const [from, to] of LIBRARIES[lib].copy()) {
      if (!existsSync(from)) throw new Error(`${from} is missing (build or install it)`);
      cpSync(from, join(target, to), { recursive: true });
    }
    writeFileSync(join(dir, `form-${slug(lib)}.html`), pageHtml(lib, false));
    writeFileSync(join(dir, `form-${slug(lib)}-auto.html`), pageHtml(lib, true));
  }
}

/** The library's load, enhance-all, the heap after it, and a first open by a real click. */
/**
 * @param point filled with where the first control is, for the next sample of the library
 */
export async function formSample(page, cdp, heapUsed, url, lib, out, point) {
  await page.goto(`${url}/form-${slug(lib)}.html`, { waitUntil: 'load' });
  const loaded = await page.evaluate(() => window.formBench.load());
  if (lib !== BASELINE) Object.assign(out, loaded);
  if (LIBRARIES[lib].create) {
    Object.assign(out, await page.evaluate(() => window.formBench.enhance()));
    // Work a library defers (idle tasks, chunks it loads after construction) lands in the heap figure.
    await page.waitForTimeout(500);
  }
  out.heap = await heapUsed(cdp);
  if (!LIBRARIES[lib].create) return out;
  const { x, y } = await page.evaluate(() => window.formBench.firstControl());
  point.x = x;
  point.y = y;
  await page.mouse.click(x, y);
  const opened = await page.evaluate(() => window.formBench.opened());
  if (opened.failed) throw new Error(opened.failed);
  out.open = opened.open;
  out.openEmptyFrames = opened.emptyFrames;
  return out;
}

/**
 * The page enhances at once (`?auto`); the first control is clicked 50 ms
 * after the load event, where the sample before found it: asking the page
 * would wait for it to be free. The browser stamps the pointerdown when it
 * receives it, so a page still busy then pays for it in the figure.
 */
export async function earlyClickSample(page, url, lib, out, point) {
  if (!LIBRARIES[lib].create || point.x === undefined) return out;
  await page.goto(`${url}/form-${slug(lib)}-auto.html`, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await page.mouse.click(point.x, point.y);
  const opened = await page.evaluate(() => window.formBench.opened());
  out.clickAfterLoad = opened.clickAfterLoad;
  out.readyBeforeLoad = opened.readyBeforeLoad;
  out.earlyEmptyFrames = opened.emptyFrames;
  out.earlyEmpty = opened.emptyFrames > 0 ? 1 : 0;
  if (opened.failed) throw new Error(opened.failed);
  out.earlyOpen = opened.open;
  return out;
}

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

/** The form table: medians, each as a ratio to Tom Select measured in the same run. */
export function formTable(report) {
  const form = report.form;
  const m = Object.fromEntries(Object.entries(form.entries).map(([lib, e]) => [lib, medians(e.samples)]));
  const v = (lib, key) => m[lib]?.[key]?.value ?? null;
  const baseHeap = v(BASELINE, 'heap');
  // Over the form alone when that row ran (not with --only), else the whole heap.
  const heapOver = (lib) => (v(lib, 'heap') === null ? null : v(lib, 'heap') - (baseHeap ?? 0));
  const toTom = (lib, value, ref) => (lib === REFERENCE || value === null ? '' : ratio(value, ref));
  const rows = form.libs.map((lib) => {
    const e = form.entries[lib];
    const count = (key) => m[lib]?.[key]?.count ?? 0;
    const cell = (key, kind = 'ms') => {
      const value = v(lib, key);
      if (value !== null)
        return `${fmt(value, kind)}${count(key) < report.runs ? ` (${count(key)}/${report.runs})` : ''}`;
      return e.failure ? `n/a: ${e.failure}` : '–';
    };
    if (lib === BASELINE) {
      return [lib, '', '', '', '', '', '', '', fmt(v(lib, 'heap'), 'MB'), '', '', '', '', ''];
    }
    const empty = e.samples.filter((s) => typeof s.earlyEmpty === 'number');
    const emptyShown = empty.filter((s) => s.earlyEmpty > 0 || s.openEmptyFrames > 0).length;
    return [
      lib,
      fmt(v(lib, 'files'), 'count'),
      cell('load'),
      toTom(lib, v(lib, 'load'), v(REFERENCE, 'load')),
      cell('enhance'),
      toTom(lib, v(lib, 'enhance'), v(REFERENCE, 'enhance')),
      cell('open'),
      toTom(lib, v(lib, 'open'), v(REFERENCE, 'open')),
      heapOver(lib) === null ? cell('heap', 'MB') : fmt(heapOver(lib), 'MB'),
      toTom(lib, heapOver(lib), heapOver(REFERENCE)),
      cell('earlyOpen'),
      toTom(lib, v(lib, 'earlyOpen'), v(REFERENCE, 'earlyOpen')),
      fmt(v(lib, 'clickAfterLoad')),
      `${emptyShown} of ${empty.length}`,
    ];
  });
  const header = [
    'library',
    'JS files',
    'load, ms',
    '÷ Tom',
    'enhance 50, ms',
    '÷ Tom',
    'first open, ms',
    '÷ Tom',
    baseHeap === null ? 'heap, MB' : 'heap over the form alone, MB',
    '÷ Tom',
    'click after load: first row, ms',
    '÷ Tom',
    'click at, ms after load',
    'samples showing an empty list',
  ];
  return {
    title: `Form: ${FORM.singles} single and ${FORM.multiples} multiple \`<select>\`s of ${FORM.options} options, each library from its script-tag or module build`,
    markdown: table(header, rows),
  };
}

const START = '<!-- form bench: written by `npm run bench -- --form`; regenerate rather than edit -->';
const END = '<!-- form bench: end -->';

/** The form section of RESULTS.md: the table, how it was run, what each column means. */
export function formSection(report) {
  const { title, markdown } = formTable(report);
  const notes = Object.entries(LIBRARIES)
    .filter(([lib]) => report.form.libs.includes(lib))
    .map(([lib, spec]) => `${lib}: ${spec.note}`)
    .join('; ');
  return [
    START,
    `## ${title}`,
    '',
    `- Date: ${report.date}; Chromium ${report.chromium} (headless); ${report.machine}`,
    `- Median of ${report.runs} interleaved runs, each sample in a fresh browser context; load average (1, 5, 15 min) at the start: ${report.load.start}; at the end: ${report.load.end}`,
    `- Files: ${notes}. Versions: ${report.form.versions}`,
    '',
    markdown,
    '',
    "*JS files*: the library's script files the page had fetched when it was ready (a module build's static chunks count). " +
      "*load*: once the page has loaded and painted the form, it adds the library's `<script>` tags (or its `<script type=\"module\">`); from then to the end of the library's evaluation (its last script's load event, or the module's first line after its imports): fetch, parse, compile and evaluation of every file it loads. " +
      "*enhance 50*: every select enhanced by the library's constructor, to two frames after the last call. " +
      `*heap*: after forced garbage collection (JS heap + array buffers + DOM heap), half a second after enhancing, minus the same page with no library (${BASELINE}). ` +
      '*first open*: a real click on the first control → the frame showing its first option row painted. ' +
      '*click after load*: a page with the tags of the library written in its HTML after the form enhances its selects itself as soon as the library is there, and the first control is clicked about 50 ms after the load event (the column after says when the pointerdown came; the click goes where the first sample found the control, so a page still busy at that moment pays for it here): the same clock. ' +
      '*samples showing an empty list*: samples in which some frame after either click showed the dropdown with no option row in it. ' +
      "Ratios: the library's median ÷ Tom Select's; below 1.0× is faster or smaller.",
    END,
  ].join('\n');
}

/** Puts the form section into a RESULTS.md, replacing the previous one and leaving the rest as it is. */
export function writeFormSection(path, section) {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Bench results\n';
  writeFileSync(path, `${withoutFormSection(text).trimEnd()}\n\n${section}\n`);
}

/** The file's text without its form section (the full run rewrites the rest and keeps this). */
export function withoutFormSection(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return text;
  return text.slice(0, start) + text.slice(end + END.length);
}

/** The form section of a RESULTS.md, if it has one. */
export function formSectionOf(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : null;
}
