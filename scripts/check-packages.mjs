// Package checks after the build: every published package ships its README and
// LICENSE and names the real repository, then publint and @arethetypeswrong/cli
// on every published package, then size-limit. Runs the standard tools, in order.
// Every built JS and CSS file must be ASCII: a page served without a UTF-8
// charset reads the bytes as Latin-1, and one raw `…` breaks the whole script.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleImports } from './module-imports.mjs';

const packages = ['packages/widget-select', 'packages/widget-select-react', 'packages/widget-select-vue'];
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const REPOSITORY = 'git+https://github.com/widget-select/widget-select.git';

/** What `npm pack` would publish (nothing is written): the tarball's size, its unpacked size and its files. */
function packed(dir) {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [tarball] = JSON.parse(output);
  return {
    size: tarball.size,
    unpackedSize: tarball.unpackedSize,
    files: tarball.files.map((file) => file.path),
  };
}
const packedFiles = (dir) => packed(dir).files;

// What an install downloads and unpacks, in bytes (decimal MB: 1 MB = 1,000,000 B). The component's
// package was 13 MB unpacked when every module chunk shipped a source map with its sources inlined,
// 4.58 MB with every comment of the sources and a CommonJS copy of the development build, 3.02 MB
// with a CommonJS copy of the production build; ES modules only, it measures 568,993 B packed and
// 2,305,300 B unpacked (2,239,697 B a round earlier), the wrappers 14 kB (React) and 20.5 kB (Vue) packed, 61 kB and
// 104 kB unpacked (the Vue component applies a model value set before its options arrive).
// The gates are those figures plus a small margin, and the component's package never unpacks to
// more than 3,000,000 B.
const UNPACKED_CEILING = 3_000_000;
const TARBALL_LIMITS = {
  'packages/widget-select': { size: 600_000, unpackedSize: 2_360_000 },
  'packages/widget-select-react': { size: 20_000, unpackedSize: 70_000 },
  'packages/widget-select-vue': { size: 21_500, unpackedSize: 108_000 },
};

const problems = [];
const inBytes = (count) => `${count.toLocaleString('en-US')} B`;
for (const dir of packages) {
  const { size, unpackedSize, files } = packed(dir);
  const limits = TARBALL_LIMITS[dir];
  const unpackedLimit = Math.min(limits.unpackedSize, UNPACKED_CEILING);
  if (size > limits.size)
    problems.push(`${dir}: the tarball is ${inBytes(size)}, over ${inBytes(limits.size)}`);
  if (unpackedSize > unpackedLimit) {
    problems.push(`${dir}: the package unpacks to ${inBytes(unpackedSize)}, over ${inBytes(unpackedLimit)}`);
  }
  console.log(`${dir}: tarball ${inBytes(size)}, unpacked ${inBytes(unpackedSize)}, ${files.length} files`);
  for (const required of ['README.md', 'LICENSE', 'package.json']) {
    if (!files.includes(required)) problems.push(`${dir}: the tarball has no ${required}`);
  }
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  if (manifest.license !== 'MIT') problems.push(`${dir}: license is ${manifest.license}, not MIT`);
  if (manifest.repository?.url !== REPOSITORY || manifest.repository?.directory !== dir) {
    problems.push(`${dir}: repository must be { url: "${REPOSITORY}", directory: "${dir}" }`);
  }
  for (const file of files.filter((path) => /\.(c?js|mjs|css)$/.test(path))) {
    const bytes = readFileSync(join(dir, file));
    const at = bytes.findIndex((byte) => byte > 0x7f);
    if (at >= 0) problems.push(`${dir}/${file}: non-ASCII byte at offset ${at} (escape it as \\uXXXX)`);
  }
  // npm renders the README on the package page, outside the repository: relative links break there.
  const readme = existsSync(`${dir}/README.md`) ? readFileSync(`${dir}/README.md`, 'utf8') : '';
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^(https?:|#|mailto:)/.test(target)) problems.push(`${dir}/README.md: relative link ${target}`);
  }
}
if (problems.length > 0) {
  console.error(`Package contents:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Package contents: README.md, LICENSE, repository and ASCII-only JS/CSS fine in ${packages.length} packages.`,
);

// The browser ES module build runs from a CDN with no bundler: it must be in the
// tarball, and every import in it (static or a lazy chunk's) must name a file beside it.
const esmDir = 'packages/widget-select/dist/esm';
if (!packedFiles('packages/widget-select').includes('dist/esm/widget-select.js')) {
  problems.push('packages/widget-select: the tarball has no dist/esm/widget-select.js');
}
for (const file of readdirSync(esmDir).filter((name) => name.endsWith('.js'))) {
  for (const { path } of await moduleImports(join(esmDir, file))) {
    const sibling = /^\.\/[\w.-]+\.js$/.test(path) && existsSync(join(esmDir, path));
    if (!sibling) problems.push(`${esmDir}/${file}: imports "${path}", not a file beside it`);
  }
}
if (problems.length > 0) {
  console.error(`ES module build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('The ES module build (dist/esm/) imports only files beside it.');

// A server (Next, Nuxt, Angular SSR) imports the element entry where no DOM exists: each build must load there.
for (const file of ['element.js', 'development/element.js']) {
  run('node', [
    '-e',
    `import(${JSON.stringify(`./packages/widget-select/dist/${file}`)}).then((m) => { if (typeof m.WidgetSelectElement !== 'function') process.exit(1); })`,
  ]);
}
console.log('The element entry imports in Node without a DOM (production and development).');

// attw skips wildcard subpaths (`./locales/*`): name every locale entry.
const locales = readdirSync('packages/widget-select/src/locales')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `./locales/${file.slice(0, -3)}`);

// The component ships ES modules only: CommonJS code (the wrappers' CommonJS files too) loads them with
// require() (Node 20.19+, the supported versions), which throws on a module with a top-level await.
// Every JS entry, through the exports as a user's require() resolves them, with and without the
// development condition.
const manifest = JSON.parse(readFileSync('packages/widget-select/package.json', 'utf8'));
const scriptEntries = Object.entries(manifest.exports)
  .filter(([subpath, target]) => typeof target === 'object' && target.default && !subpath.includes('*'))
  .map(([subpath]) => subpath)
  .concat(locales);
const specifiers = [
  ...scriptEntries.map((subpath) => `widget-select${subpath.slice(1)}`),
  'widget-select-react',
  'widget-select-vue',
];
const requireAll = `for (const s of ${JSON.stringify(specifiers)}) require(s);`;
for (const conditions of [[], ['--conditions=development']]) run('node', [...conditions, '-e', requireAll]);
console.log(`require() loads all ${specifiers.length} JS entries, production and development.`);

// The declarations compile as a strict consumer's, every entry, with skipLibCheck off (a project that
// checks its dependencies' types must not fail on ours), under Node's resolution and a bundler's.
const typesDir = 'node_modules/.cache/widget-select-types';
mkdirSync(typesDir, { recursive: true });
writeFileSync(
  `${typesDir}/check.mts`,
  specifiers.map((specifier, i) => `export * as entry${i} from '${specifier}';\n`).join(''),
);
for (const resolution of ['nodenext', 'bundler'])
  run('npx', [
    ...['tsc', '--noEmit', '--strict', '--skipLibCheck', 'false', '--target', 'es2022'],
    ...['--module', resolution === 'bundler' ? 'esnext' : 'nodenext', '--moduleResolution', resolution],
    ...['--lib', 'es2022,dom,dom.iterable', '--types', 'node', `${typesDir}/check.mts`],
  ]);
console.log(`The declarations of all ${specifiers.length} entries compile with skipLibCheck off.`);

// Stylesheets are no module entries for attw; publint checks that each file exists.
const stylesheets = ['style', 'base', 'core', 'tree', 'tags', 'remote', 'sheet', 'plugins'].map(
  (name) => `./${name}.css`,
);

for (const dir of packages) {
  run('npx', ['publint', '--strict', dir]);
  // The core's subpaths (adapter, locales) need exports-aware resolution (node16/bundler); node10 cannot
  // see them. The core is ES modules only: a `require` of it resolves to ESM by design (Node 20.19+ loads
  // it, the require() check above proves it), every other check of that resolution stays on.
  const options = dir.endsWith('/widget-select')
    ? [
        ...['--exclude-entrypoints', ...stylesheets, '--include-entrypoints', ...locales],
        ...['--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm'],
      ]
    : [];
  run('npx', ['attw', '--pack', dir, ...options]);
}
// `npm run size` builds the measured apps (.size-apps) first.
run('npm', ['run', 'size']);
