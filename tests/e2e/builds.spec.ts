import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';

/**
 * The development and production builds exactly as shipped: the package's
 * `development` export condition (dist/development/) and the default one
 * (dist/, production), and the two script-tag files. Both refuse the same
 * bad input with the same code and name the culprit; the development build
 * adds full sentences and typo warnings.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}packages/widget-select/dist/`;
const origin = 'https://builds.test';

/** Loads a page running `head` (script tags or a module script); collects console warnings. */
async function load(page: Page, head: string): Promise<string[]> {
  expect(existsSync(`${dist}development/core.js`), 'build the package first (npm run build)').toBe(true);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head>
    <body><main><div id="field" aria-label="Field"></div></main></body></html>`;
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    return route.fulfill({ path: dist + path });
  });
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => 'SelectWidget' in window);
  return warnings;
}

/** `new SelectWidget('#field', options)` in the page: the error's code and message, or null. */
function attempt(page: Page, options: string): Promise<{ code: string; message: string } | null> {
  return page.evaluate(`(() => {
    try { new window.SelectWidget('#field', ${options}).destroy(); return null; }
    catch (error) { return { code: error.code, message: error.message }; }
  })()`);
}

const builds = {
  'production modules (dist/core.js)': `<script type="module">import { SelectWidget } from '/core.js'; window.SelectWidget = SelectWidget;</script>`,
  'development modules (dist/development/core.js)': `<script type="module">import { SelectWidget } from '/development/core.js'; window.SelectWidget = SelectWidget;</script>`,
  'production script tag (widget-select.iife.js)': '<script src="/widget-select.iife.js"></script>',
  'development script tag (widget-select.development.iife.js)':
    '<script src="/widget-select.development.iife.js"></script>',
};

for (const [name, head] of Object.entries(builds)) {
  const development = name.startsWith('development');
  test(`${name}: bad input refused with the same code, naming the culprit @all-engines`, async ({ page }) => {
    await load(page, head);
    const cases: [string, string, ...string[]][] = [
      ['{ theme: 5 }', 'invalid-options', '"theme"', '5'],
      ['{ data: "abc" }', 'invalid-data', 'data', '"abc"'],
      ['{ data: [{ label: "A" }] }', 'invalid-option', 'data[0]', 'value'],
    ];
    for (const [options, code, ...culprits] of cases) {
      const error = await attempt(page, options);
      expect(error?.code, options).toBe(code);
      for (const culprit of culprits) expect(error?.message, options).toContain(culprit);
    }
    // The development texts are the full sentences.
    const themeError = await attempt(page, '{ theme: 5 }');
    expect(themeError?.message.includes('must be a string')).toBe(development);
  });

  test(`${name}: typo warnings ${development ? 'shown' : 'left out'}`, async ({ page }) => {
    const warnings = await load(page, head);
    expect(await attempt(page, '{ clearble: true }')).toBeNull();
    await expect
      .poll(() => warnings.some((text) => text.includes('did you mean "clearable"')))
      .toBe(development);
  });
}

/** The files a bundler takes for `specifier` with the given export conditions. */
async function resolvedFiles(specifier: string, conditions: string[]): Promise<string[]> {
  const result = await build({
    stdin: { contents: `import ${JSON.stringify(specifier)};`, resolveDir: root },
    bundle: true,
    write: false,
    metafile: true,
    conditions,
    // Through the package's exports to dist/, as a user's bundler resolves it.
    tsconfigRaw: {},
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

test('bundlers pick development with the development condition, production otherwise', async () => {
  const dist = 'packages/widget-select/dist/';
  for (const [specifier, file] of [
    ['widget-select', 'index.js'],
    ['widget-select/core', 'core.js'],
    ['widget-select/tree', 'tree.js'],
    ['widget-select/locales/fr', 'locales/fr.js'],
  ] as const) {
    const development = await resolvedFiles(specifier, ['development']);
    expect(development).toContain(`${dist}development/${file}`);
    // The locale tables are plain data, the same in both builds: the development one imports production's.
    expect(
      development.filter(
        (input) =>
          input.startsWith(dist) &&
          !input.startsWith(`${dist}development/`) &&
          !input.startsWith(`${dist}locale-data/`),
      ),
    ).toEqual([]);
    for (const conditions of [['production'], []]) {
      const production = await resolvedFiles(specifier, conditions);
      expect(production).toContain(`${dist}${file}`);
      expect(production.some((input) => input.includes('/development/'))).toBe(false);
    }
  }
});
