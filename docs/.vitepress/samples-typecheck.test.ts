/**
 * Every TypeScript sample of the README and the docs compiles, under strict
 * settings, against the package's own types: a sample a reader copies must
 * not call a method that is gone, miss an argument or pass a wrong shape.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { parseInfo } from './live-blocks';

const root = fileURLToPath(new URL('../../', import.meta.url));
const src = `${root}packages/widget-select/src/`;

/** Where each import of a sample resolves: the source of the entry the package exports under that name. */
const entries: Record<string, string> = {
  'widget-select': 'index.ts',
  'widget-select/core': 'core-entry.ts',
  'widget-select/tree': 'features/tree.ts',
  'widget-select/remote': 'features/remote.ts',
  'widget-select/tags': 'features/tags.ts',
  'widget-select/large': 'features/large.ts',
  'widget-select/native': 'features/native.ts',
  'widget-select/resolve': 'features/resolve.ts',
  'widget-select/sheet': 'features/sheet.ts',
  'widget-select/columns': 'features/columns.ts',
  'widget-select/plugins': 'plugins/index.ts',
  'widget-select/adapter': 'adapter.ts',
  'widget-select/element': 'element/index.ts',
  'widget-select/element/react': 'element/frameworks/react.d.ts',
  'widget-select/element/vue': 'element/frameworks/vue.d.ts',
  'widget-select/testing': 'testing/index.ts',
  'widget-select/testing/playwright': 'testing/playwright.ts',
};
const paths = Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, [`${src}${file}`]]));
paths['widget-select-react'] = [`${root}packages/widget-select-react/src/index.ts`];
paths['widget-select-vue'] = [`${root}packages/widget-select-vue/src/index.ts`];

/** The markdown a reader sees: the README and every page of the docs site. */
function pages(): string[] {
  const docs = readdirSync(`${root}docs`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.includes('node_modules'))
    .map((file) => `docs/${file}`);
  return ['README.md', ...docs];
}

/** The `ts` and `tsx` fences of a page, each with the line it starts on; not those marked `<!-- not run … -->` (the package's own source). */
function samples(page: string): { line: number; lang: string; code: string }[] {
  const found: { line: number; lang: string; code: string }[] = [];
  const lines = readFileSync(`${root}${page}`, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(.*)$/.exec(lines[i] ?? '');
    const { lang } = parseInfo(fence?.[1] ?? '');
    if (lang !== 'ts' && lang !== 'tsx') continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`${page}:${i + 1}: a fence that is never closed`);
    if (!lines[i - 1]?.startsWith('<!-- not run'))
      found.push({ line: i + 1, lang, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return found;
}

it('every TypeScript sample in the README and the docs compiles', () => {
  const files = new Map<string, string>();
  // Each sample is a module of its own, named after where it is.
  for (const page of pages())
    for (const { line, lang, code } of samples(page))
      files.set(`${root}.samples/${page.replace(/\W/g, '_')}_L${line}.${lang}`, `${code}\nexport {};\n`);
  files.set(`${root}.samples/styles.d.ts`, "declare module '*.css';\n");
  expect(files.size).toBeGreaterThan(30);

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
    baseUrl: root,
    paths,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => files.has(file) || ts.sys.fileExists(file);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile(file, language) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.includes('/.samples/'))
    .map((diagnostic) => {
      const { file, start = 0 } = diagnostic;
      const line = file ? file.getLineAndCharacterOfPosition(start).line : 0;
      const where = file?.fileName.replace(/^.*\/\.samples\//, '');
      return `${where} +${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  expect(problems).toEqual([]);
}, 120_000);
