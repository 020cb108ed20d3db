// The form bench (`npm run bench -- --form`): a server-rendered form of
// <select>s (50 by default, a fifth of them multiple), 25 options each,
// enhanced by each library loaded from its own script-tag or module build (no
// bundler), one fresh browser context per sample. See bench/README.md.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from './sizes.mjs';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const ours = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));

export const FORM = { options: 25, sizes: [50] };
/** The selects of a form of `count`: a fifth of them multiple, the last ones. */
export const formShape = (count) => ({
  singles: count - Math.floor(count / 5),
  multiples: Math.floor(count / 5),
});
export const BASELINE = 'form alone';
export const REFERENCE = 'tom-select';
/**
 * Forms of this size and fewer run every library and the click right after
 * load (which enhances the page a second time); larger ones run `SCALE_LIBS`
 * only, our script-tag build and three peers.
 */
export const SMALL_FORM = 50;
export const SCALE_LIBS = ['widget-select (IIFE)', 'tom-select', 'choices.js', 'slim-select', BASELINE];

/** Our two builds from the package's `dist`: the ES module build and the classic script tag. */
function widgetSelectRows(name, dist, version) {
  const shared = {
    css: ['widget-select.css'],
    create: 'new SelectWidget(select)',
    control: '.widget-select__control',
    dropdown: '.widget-select__dropdown',
    row: '.widget-select__option',
  };
  return {
    [name]: {
      ...shared,
      note: `${version}, ES module build, \`dist/esm/widget-select.js\` (and the chunks it imports)`,
      copy: () => [
        [join(dist, 'esm'), 'esm'],
        [join(dist, 'widget-select.css'), 'widget-select.css'],
      ],
      module: 'esm/widget-select.js',
    },
    [`${name} (IIFE)`]: {
      ...shared,
      note: `${version}, classic script-tag build, \`dist/widget-select.iife.js\``,
      copy: () => [
        [join(dist, 'widget-select.iife.js'), 'widget-select.iife.js'],
        [join(dist, 'widget-select.css'), 'widget-select.css'],
      ],
      scripts: ['widget-select.iife.js'],
    },
  };
}

/**
 * Each row: the files it loads (copied to lib/ of the bench site), how the
 * page loads them, how it enhances one <select>, and where its control,
 * dropdown and option rows are.
 */
const LIBRARIES = {
  ...widgetSelectRows('widget-select', ours, 'the working tree'),
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

/** `--baseline`: our two builds at an earlier commit join the rows; returns their names. */
export function addEarlierBuilds(dist, commit) {
  const rows = widgetSelectRows('widget-select-baseline', dist, `commit ${commit.slice(0, 8)}`);
  Object.assign(LIBRARIES, rows);
  return Object.keys(rows);
}

const slug = (lib) => lib.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');

/** The form as a server renders it: labelled selects, one option selected in each (two in a multiple). */
function formHtml(count) {
  const shape = formShape(count);
  const fields = [];
  const options = (n, selected) =>
    Array.from({ length: FORM.options }, (_, i) => {
      const on = selected.includes(i) ? ' selected' : '';
      return `<option value="v${n}-${i}"${on}>Option ${i + 1} of field ${n + 1}</option>`;
    }).join('');
  for (let n = 0; n < count; n++) {
    const multiple = n >= shape.singles;
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
function pageHtml(lib, auto, count) {
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
<title>form bench: ${lib}, ${count} selects</title>
<link rel="icon" href="data:,">
${spec.css.map((file) => `<link rel="stylesheet" href="${dir}${file}">`).join('\n')}
<style>body { font: 14px system-ui, sans-serif; margin: 24px; } #form { width: 420px; }</style>
<script>window.formBenchConfig = ${JSON.stringify(config)};</script>
<script src="harness.js"></script>
</head>
<body>
${formHtml(count)}
${tags}
</body>
</html>
`;
}

const pageName = (lib, count, auto) => `form-${count}-${slug(lib)}${auto ? '-auto' : ''}.html`;

/** Writes the pages of every size (`plan`: { count: libs }) and copies every library's files into `dir`. */
export function buildFormSite(dir, plan) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(benchDir, 'form/harness.js'), join(dir, 'harness.js'));
  for (const lib of new Set(Object.values(plan).flat())) {
    const target = join(dir, 'lib', slug(lib));
    mkdirSync(target, { recursive: true });
    for (const [from, to] of LIBRARIES[lib].copy()) {
      if (!existsSync(from)) throw new Error(`${from} is missing (build or install it)`);
      cpSync(from, join(target, to), { recursive: true });
    }
  }
  for (const [count, libs] of Object.entries(plan)) {
    for (const lib of libs) {
      writeFileSync(join(dir, pageName(lib, count, false)), pageHtml(lib, false, Number(count)));
      if (Number(count) <= SMALL_FORM)
        writeFileSync(join(dir, pageName(lib, count, true)), pageHtml(lib, true, Number(count)));
    }
  }
}

/** Each library's note (which files it loads), for the section's header. */
export const libraryNote = (lib) => LIBRARIES[lib].note;

/**
 * The library's load, enhance-all, the elements it added, the heap after
 * it, and a first open by a real click, on the form of `count` selects.
 * @param point filled with where the first control is, for the next sample of the library
 */
export async function formSample({ page, cdp, heapUsed, url, lib, count }, out, point) {
  await page.goto(`${url}/${pageName(lib, count, false)}`, { waitUntil: 'load' });
  const loaded = await page.evaluate(() => window.formBench.load());
  if (lib !== BASELINE) Object.assign(out, loaded);
  if (LIBRARIES[lib].create) {
    const before = await page.evaluate(() => window.formBench.elements());
    Object.assign(out, await page.evaluate(() => window.formBench.enhance()));
    // Work a library defers (idle tasks, chunks it loads after construction) lands in the heap figure.
    await page.waitForTimeout(500);
    out.elementsPerSelect = ((await page.evaluate(() => window.formBench.elements())) - before) / count;
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
export async function earlyClickSample({ page, url, lib, count }, out, point) {
  if (!LIBRARIES[lib].create || point.x === undefined || count > SMALL_FORM) return out;
  await page.goto(`${url}/${pageName(lib, count, true)}`, { waitUntil: 'load' });
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
