/**
 * Live code blocks: a fence tagged `ts live`, `js live` or `html live` is
 * shown as written and also runs on the page, in a <LiveExample> beside it.
 *
 * The same text is both: the markdown plugin renders the fence inside
 * <LiveExample>, and the Vite plugin serves each block as a module that runs
 * it (`/@live/<page>/<n>`), so what the reader sees is exactly what runs
 * (and what tests/e2e/docs-examples.spec.ts runs again).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A fence's info string: `ts live` → lang `ts`, live. */
export function parseInfo(info: string): { lang: string; live: boolean } {
  const [lang = '', ...flags] = info.trim().split(/\s+/);
  return { lang, live: flags.includes('live') };
}

/** The live blocks of a markdown text, in order. */
export function liveBlocks(markdown: string): { lang: string; code: string }[] {
  const blocks: { lang: string; code: string }[] = [];
  const fence = /^```([^\n]*)\n([\s\S]*?)^```\s*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const { lang, live } = parseInfo(match[1] ?? '');
    if (live) blocks.push({ lang, code: match[2] ?? '' });
  }
  return blocks;
}

/** The ids a script mounts on: `'#fruit'` → `fruit`. */
export function targetIds(code: string): string[] {
  return [...new Set([...code.matchAll(/['"`]#([A-Za-z][\w-]*)['"`]/g)].map((match) => match[1] ?? ''))];
}

/** `country-code` → `Country code`: the accessible name of a mount element the example names only by id. */
export function humanize(id: string): string {
  const words = id
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A block as a module: its imports stay on top (a default import of
 * `widget-select` comes back as a subclass that remembers its instances, so
 * the example can be torn down), the rest runs in `run(live)`, where
 * `console` is the example's own output panel.
 */
export function toLiveModule(lang: string, code: string): string {
  let markup = '';
  let script = code;
  if (lang === 'html') {
    const scripts = [...code.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    script = scripts.join('\n');
    // The page loads the package through the module imports; <link>/<script src> are for a plain page.
    markup = code
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<link [^>]*>/g, '')
      .trim();
    if (
      !/from 'widget-select\/element'|import 'widget-select\/element'/.test(script) &&
      markup.includes('<widget-select')
    )
      script = `import 'widget-select/element';\n${script}`;
    if (!script.includes('widget-select/style.css')) script = `import 'widget-select/style.css';\n${script}`;
  } else
    markup = targetIds(code)
      .map((id) => `<div id="${id}" aria-label="${humanize(id)}"></div>`)
      .join('\n');
  const source = ts.createSourceFile('block.ts', script, ts.ScriptTarget.ES2022, true);
  const imports: string[] = [];
  const body: string[] = [];
  const prelude: string[] = ['const console = live.console;'];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) {
      body.push(statement.getFullText(source));
      continue;
    }
    const text = `${statement.getText(source)}\n`;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const name = statement.importClause?.name?.text;
    if (from === 'widget-select' && name && !statement.importClause?.isTypeOnly) {
      imports.push(text.replace(new RegExp(`\\b${name}\\b`), `${name}__class`));
      prelude.push(`const ${name} = live.track(${name}__class);`);
    } else imports.push(text);
  }
  const module = `${imports.join('')}
export const markup = ${JSON.stringify(markup)};
export default async function run(live) {
${prelude.join('\n')}
${body.join('')}
}
`;
  return ts.transpileModule(module, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
    },
  }).outputText;
}

/** Every markdown page of the docs (relative paths), without the generator's own folders. */
export function markdownPages(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !/(^|[\\/])(\.vitepress|node_modules)[\\/]/.test(file))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

const MAP_ID = 'virtual:live-examples';
const PREFIX = '/@live/';

/**
 * The Vite plugin hooks used here, typed without importing Vite: VitePress
 * brings its own Vite, whose types differ from the repository's.
 */
interface LivePlugin {
  name: string;
  enforce: 'pre';
  resolveId(id: string): string | undefined;
  load(this: { addWatchFile(file: string): void }, id: string): string | undefined;
}

/**
 * Serves `virtual:live-examples` (a map from `<page>#<n>` to a loader of its
 * module) and the modules themselves.
 */
export function liveExamplesPlugin(root: string): LivePlugin {
  return {
    name: 'widget-select-live-examples',
    enforce: 'pre',
    resolveId(id) {
      if (id === MAP_ID) return `\0${MAP_ID}`;
      if (id.startsWith(PREFIX)) return `\0${id}.js`;
      return undefined;
    },
    load(id) {
      if (id === `\0${MAP_ID}`) {
        const entries = markdownPages(root).flatMap((page) =>
          liveBlocks(readFileSync(join(root, page), 'utf8')).map(
            (_, n) =>
              `  ${JSON.stringify(`${page}#${n}`)}: () => import(${JSON.stringify(`${PREFIX}${page}/${n}`)}),`,
          ),
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PREFIX}`)) {
        const [, page, n] = /^\0\/@live\/(.+)\/(\d+)\.js$/.exec(id) ?? [];
        const file = join(root, page ?? '');
        this.addWatchFile(file);
        const block = liveBlocks(readFileSync(file, 'utf8'))[Number(n)];
        if (!block) throw new Error(`no live block ${n} in ${relative(root, file)}`);
        return toLiveModule(block.lang, block.code);
      }
      return undefined;
    },
  };
}
