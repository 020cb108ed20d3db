// Bundle size of each library as a script-tag user loads it: the package's
// shipped minified JS and CSS, gzipped at level 9. CSS that a package ships
// unminified (judged by its line lengths) is minified here (Lightning CSS) first; widget-select is built
// from the working tree when its dist is older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ours = join(root, 'packages/widget-select');

export function packageDir(name) {
  for (const dir of [join(root, 'bench/node_modules', name), join(root, 'node_modules', name)])
    if (existsSync(join(dir, 'package.json'))) return dir;
  throw new Error(`${name} is not installed (npm install -w bench)`);
}

export const version = (name) =>
  JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

const FILES = {
  'widget-select': () => ({
    js: [join(ours, 'dist/widget-select.iife.js')],
    css: [join(ours, 'dist/widget-select.css')],
  }),
  'tom-select': (d = packageDir('tom-select')) => ({
    js: [join(d, 'dist/js/tom-select.complete.min.js')],
    css: [join(d, 'dist/css/tom-select.default.min.css')],
  }),
  'choices.js': (d = packageDir('choices.js')) => ({
    js: [join(d, 'public/assets/scripts/choices.min.js')],
    css: [join(d, 'public/assets/styles/choices.min.css')],
  }),
  'slim-select': (d = packageDir('slim-select')) => ({
    js: [join(d, 'dist/slimselect.js')],
    css: [join(d, 'dist/slimselect.css')],
  }),
  'virtual-select': (d = packageDir('virtual-select-plugin')) => ({
    js: [join(d, 'dist/virtual-select.min.js')],
    css: [join(d, 'dist/virtual-select.min.css')],
  }),
  select2: (d = packageDir('select2')) => ({
    js: [join(d, 'dist/js/select2.min.js')],
    css: [join(d, 'dist/css/select2.min.css')],
  }),
};

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const looksMinified = (text) => text.length / Math.max(1, text.split('\n').length) > 300;

/** min+gz bytes of some files, and notes about what had to be done to them. */
function measure(files, type, notes) {
  let total = 0;
  for (const file of files) {
    let code = readFileSync(file);
    const name = basename(file);
    const shippedMin = name.includes('.min.') || looksMinified(code.toString('utf8'));
    if (type === 'css' && !shippedMin) {
      code = Buffer.from(transform({ filename: file, code, minify: true }).code);
      notes.push(`${name} minified by the bench`);
    } else if (type === 'js' && !shippedMin) {
      notes.push(`${name} is not minified`);
    }
    total += gz(code);
  }
  return total;
}

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/** Builds packages/widget-select unless dist is newer than every source file. */
export function ensureOwnBuild(log = console.log) {
  const newest = newestIn(join(ours, 'src'));
  const built = ['dist/widget-select.iife.js', 'dist/esm/widget-select.js'].map((file) => join(ours, file));
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= newest)) return false;
  log('bench: packages/widget-select/dist is stale, building it …');
  execFileSync('npm', ['run', 'build', '-w', 'packages/widget-select'], { cwd: root, stdio: 'ignore' });
  return true;
}

/** Separate locale files in our dist, if the package ships any at run time (they are not counted). */
function ownLocaleNote() {
  const dist = join(ours, 'dist');
  const files = readdirSync(dist, { recursive: true }).map(String);
  const iife = files.filter((f) => /locale/i.test(f) && f.endsWith('.iife.js'));
  const names = new Set(files.filter((f) => /locale/i.test(f)).map((f) => f.split('/').pop().split('.')[0]));
  if (names.size === 0) return 'no separate locale files in dist';
  const sizes = iife.map((f) => gz(readFileSync(join(dist, f))));
  const range = sizes.length
    ? `, ${fmtKb(Math.min(...sizes))}–${fmtKb(Math.max(...sizes))} kB each as IIFE`
    : '';
  return `dist also ships ${names.size} locales as separate files (not counted${range})`;
}

const fmtKb = (bytes) => (bytes / 1000).toFixed(1);

/** { lib: { js, css, note } } in bytes (min+gz) for the given libraries. */
export function bundleSizes(libs) {
  const out = {};
  for (const lib of libs) {
    const files = FILES[lib]();
    const notes = [];
    const js = measure(files.js, 'js', notes);
    const css = measure(files.css, 'css', notes);
    const shown = [...files.js, ...files.css].map((f) => f.split('/').pop()).join(' + ');
    if (lib === 'widget-select') notes.push(ownLocaleNote());
    if (lib === 'select2') notes.push('needs jQuery: see the next row');
    const ver =
      lib === 'widget-select'
        ? 'working tree'
        : version(lib === 'virtual-select' ? 'virtual-select-plugin' : lib);
    out[lib] = { js, css, note: `${ver}: ${shown}${notes.length ? `; ${notes.join('; ')}` : ''}` };
    if (lib === 'select2') {
      const jquery = gz(readFileSync(join(packageDir('jquery'), 'dist/jquery.min.js')));
      out['select2 + jquery'] = {
        js: js + jquery,
        css,
        note: `jQuery ${version('jquery')}: jquery.min.js alone ${(jquery / 1000).toFixed(1)} kB`,
      };
    }
  }
  return out;
}
