import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import ts from 'typescript';
import { markdownPages, targetIds } from '../../docs/.vitepress/live-blocks';

/**
 * Every code example of README.md and of the docs site's pages (docs/*.md,
 * docs/api.md included; live blocks too) runs as written, in
 * Chromium: ts/js blocks as modules on a page with the elements they name
 * (imports of `widget-select…` resolve to the sources through the playground's
 * dev server), html blocks as a page of their own (the package's dist/
 * files, on unpkg or at a relative path, are the local build; inline module
 * scripts get their imports resolved as a bundler would), css blocks as a
 * style sheet. Blocks that cannot run in a
 * page say so with their language tag (see NOT_RUN) or with a
 * `<!-- not run: reason -->` line right above the fence.
 */
const root = new URL('../../', import.meta.url);
const dist = fileURLToPath(new URL('packages/widget-select/dist/', root));
const FILES = [
  'README.md',
  ...markdownPages(fileURLToPath(new URL('docs/', root))).map((page) => `docs/${page}`),
];

/** Language tags that are never run, and why. */
const NOT_RUN: Record<string, string> = {
  sh: 'shell commands',
  tsx: 'a React component: needs a JSX build; the wrapper package tests the same usage',
  vue: 'a Vue single-file component: needs the SFC compiler; the wrapper package tests the same usage',
  svelte: 'a Svelte component: needs the Svelte compiler',
  text: 'not code (a file tree or program output)',
};
const RUN = new Set(['ts', 'js', 'html', 'css']);

interface Block {
  file: string;
  line: number;
  lang: string;
  code: string;
  notRun?: string;
}

function extract(file: string): Block[] {
  const lines = readFileSync(new URL(file, root), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    // `ts live`: a block the docs site also runs beside its code.
    const open = /^```(\S*)(?:\s+live)?\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
    const marker = /^<!-- not run: (.+) -->$/.exec(lines[start - 1]?.trim() ?? '');
    blocks.push({
      file,
      line: start + 1,
      lang: open[1] ?? '',
      code: body.join('\n'),
      ...(marker?.[1] ? { notRun: marker[1] } : {}),
    });
  }
  return blocks;
}

const blocks = FILES.flatMap(extract);
const runnable = blocks.filter((block) => !block.notRun && RUN.has(block.lang));

/** The elements the examples mount on. */
const FIXTURE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docs example</title></head>
<body><main>
  <div id="country" aria-label="Country"></div>
  <div id="user" aria-label="User"></div>
  <div id="repo" aria-label="Repository"></div>
  <div id="cat" aria-label="Category"></div>
  <div id="topics" aria-label="Topics"></div>
  <select id="tags" multiple aria-label="Tags"><option value="a">A</option><option value="b">B</option></select>
  <div id="host"></div>
</main></body></html>`;

/**
 * Strips types (TypeScript's own transpiler) and points `widget-select…`
 * imports at the dev server. A block that uses `SelectWidget` without
 * importing it gets the two imports docs/api.md opens with.
 */
function toModule(code: string): string {
  if (/\bSelectWidget\b/.test(code) && !/^\s*import SelectWidget\b/m.test(code))
    code = `import SelectWidget from 'widget-select';\nimport 'widget-select/style.css';\n${code}`;
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return js.replace(/(from\s+|import\s+)(['"])(widget-select[^'"]*)\2/g, '$1$2/@id/$3$2');
}

/** Records page errors and console errors; `done()` returns them. */
function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The dev server's client cannot open its HMR socket here (no HMR in e2e): not the example's doing.
    // An example that warns is no better than one that fails.
    if (['error', 'warning'].includes(message.type()) && !/WebSocket|\[vite\]/.test(message.text()))
      errors.push(`console.${message.type()}: ${message.text()}`);
  });
  return () => errors;
}

/** A page with the fixture elements, served from the dev server's origin. */
async function fixturePage(page: Page): Promise<void> {
  await page.route('**/docs-example.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: FIXTURE }),
  );
  await page.goto('/docs-example.html');
}

/** Fake endpoints for the remote examples; returns the requested URLs. */
async function fakeApi(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/\/api\//, (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname + url.search);
    if (url.pathname === '/api/repos') {
      const after = Number(url.searchParams.get('after') || 0);
      const items = Array.from({ length: 30 }, (_, i) => ({ id: after + i, name: `repo ${after + i}` }));
      return route.fulfill({ json: { items, next: after < 60 ? String(after + 30) : null } });
    }
    return route.fulfill({ json: [{ value: 'ada', label: 'Ada' }] });
  });
  return requested;
}

test('every code block is run or says why not', () => {
  const unexplained = blocks
    .filter((block) => !block.notRun && !RUN.has(block.lang) && !(block.lang in NOT_RUN))
    .map((block) => `${block.file}:${block.line} \`\`\`${block.lang}`);
  expect(unexplained, 'tag the block with a language, or add <!-- not run: reason -->').toEqual([]);
  expect(runnable.length).toBeGreaterThanOrEqual(6);
});

for (const block of runnable) {
  test(`${block.file}:${block.line} (${block.lang}) runs as written`, async ({ page }) => {
    const errors = watchErrors(page);
    const requested = await fakeApi(page);

    if (block.lang === 'html') {
      expect(existsSync(`${dist}widget-select.iife.js`), 'build the package first (npm run build)').toBe(
        true,
      );
      // unpkg serves the published files as UTF-8; here they come from the local build.
      await page.route(/\/widget-select\/dist\//, (route) => {
        const file = new URL(route.request().url()).pathname.replace(/^.*\/widget-select\/dist\//, '');
        const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
        return route.fulfill({ contentType: `${type}; charset=utf-8`, body: readFileSync(dist + file) });
      });
      const body = block.code.replace(
        /(<script type="module">)([\s\S]*?)(<\/script>)/g,
        (_, open: string, code: string, close: string) => open + toModule(code) + close,
      );
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
      await page.route('**/docs-example.html', (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      await page.goto('/docs-example.html');
    } else {
      await fixturePage(page);
      // The elements a docs page's example names by id and the fixture lacks (the site makes them too).
      await page.evaluate((ids) => {
        for (const id of ids.filter((id) => !document.getElementById(id))) {
          const element = document.createElement('div');
          element.id = id;
          element.setAttribute('aria-label', id);
          document.querySelector('main')?.append(element);
        }
      }, targetIds(block.code));
      if (block.lang === 'css') await page.addStyleTag({ content: block.code });
      else await page.addScriptTag({ type: 'module', content: toModule(block.code) });
    }

    // One widget per constructor call and per <widget-select> element.
    const constructed =
      (block.code.match(/new SelectWidget\(/g)?.length ?? 0) +
      (block.lang === 'html' ? (block.code.match(/<widget-select[\s>]/g)?.length ?? 0) : 0);
    // The first run of a page compiles the sources on the dev server: on a busy machine that takes seconds.
    await expect(page.locator('.widget-select'), errors().join('\n')).toHaveCount(constructed, {
      timeout: 15_000,
    });

    if (block.code.includes('nextCursor')) {
      // Cursor paging: scrolling to the end asks for the page after the first one.
      const repo = page.locator('#repo .widget-select__control');
      await repo.click();
      const list = page.locator('.widget-select__list');
      await expect(list.getByRole('option', { name: 'repo 0', exact: true })).toBeVisible();
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect.poll(() => requested.filter((url) => url.startsWith('/api/repos'))).toHaveLength(2);
      expect(requested.filter((url) => url.startsWith('/api/repos'))[1]).toContain('after=30');
      await expect(list.getByRole('option', { name: 'repo 30', exact: true })).toBeAttached();
    }

    if (block.code.includes('resolveOptions:')) {
      // The saved ids are resolved in one request; an id the server lacks stays, shown as itself.
      const tags = page.locator('#user .widget-select__tag[data-value]');
      await expect(tags).toHaveCount(2);
      await expect(page.locator('#user .widget-select__tag--pending')).toHaveCount(0);
      await expect(tags.first()).toContainText('Ada');
      await expect(tags.nth(1)).toContainText('alan');
      expect(requested.filter((url) => url.startsWith('/api/users/by-id'))).toEqual([
        '/api/users/by-id?id=ada&id=alan',
      ]);
    }

    if (block.code.includes('cacheKey:')) {
      // Dependent selects: the city list follows the country; a city the new country lacks leaves the value.
      const options = page.locator('.widget-select__list [role=option]');
      await page.locator('#city .widget-select__control').click();
      await expect(options).toHaveText(['Berlin', 'Hamburg', 'Munich']);
      await options.first().click();
      await expect(page.locator('#city .widget-select__value')).toHaveText('Berlin');
      await page.locator('#country .widget-select__control').click();
      await page.locator('.widget-select__list [role=option]', { hasText: 'France' }).click();
      await page.locator('#city .widget-select__control').click();
      await expect(options).toHaveText(['Lyon', 'Paris', 'Toulouse']);
      await expect(page.locator('#city .widget-select__value')).toHaveCount(0);
    }

    if (block.code.includes("commit: 'apply'")) {
      // The filter panel: picks wait in the open list; Apply commits them as one change.
      const field = page.locator('#colour-filter');
      await field.locator('.widget-select__control').click();
      const options = page.locator('.widget-select__list [role=option]');
      await options.filter({ hasText: 'Red' }).click();
      await options.filter({ hasText: 'Blue' }).click();
      await expect(options.filter({ hasText: 'Blue' })).toHaveAttribute('aria-selected', 'true');
      await expect(field.locator('.widget-select__placeholder')).toHaveText('Any colour');
      await page.locator('button.widget-select__apply').click();
      await expect(field.locator('.widget-select__count')).toHaveText('2 selected');
      await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    }

    if (block.code.includes("from 'widget-select/adapter'")) {
      // The adapter example's later render reached the widget.
      await expect(page.locator('#host .widget-select__value')).toHaveText('A');
    }

    if (block.lang === 'css' && block.code.includes('data-theme="brand"')) {
      // The custom theme colours the focus ring too, not only the border.
      await page.addScriptTag({
        type: 'module',
        content: toModule(`import SelectWidget from 'widget-select';
          import 'widget-select/style.css';
          new SelectWidget('#country', { theme: 'brand', data: [{ value: 'a', label: 'A' }] }).open();`),
      });
      const control = page.locator('#country .widget-select__control');
      await expect(control).toHaveCSS('border-top-color', 'rgb(123, 44, 191)');
      const ring = await control.evaluate((element) => getComputedStyle(element).boxShadow);
      expect(ring).toMatch(/rgba?\(123, 44, 191/);
    }

    // Anything asynchronous the example started has had its chance to fail: two frames and a task.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    );
    expect(errors()).toEqual([]);
  });
}

test('the create row reads as docs/api.md says @all-engines', async ({ page }) => {
  const docs = readFileSync(new URL('docs/api.md', root), 'utf8');
  expect(docs).toContain('A `Create "text"` row');
  await fixturePage(page);
  await page.addScriptTag({
    type: 'module',
    content: toModule(
      `new SelectWidget('#country', { allowCreate: true, data: [{ value: 'a', label: 'A' }] }).open();`,
    ),
  });
  await page.locator('#country .widget-select__search').fill('text');
  await expect(page.locator('.widget-select__message--create')).toHaveText('Create "text"');
});
