import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/** The ESM entries exactly as shipped (packages/widget-select/dist after `npm run build`). */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const origin = 'https://esm.test';

/** A page whose module script runs `script`, with the built entries served from `/`. */
async function load(page: Page, script: string): Promise<string[]> {
  expect(existsSync(`${dist}core.js`), 'build the package first (npm run build)').toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/widget-select.css"></head><body><main>
    <label id="field-label">Field</label><div id="field" aria-labelledby="field-label"></div>
    <label for="native-field">Native</label><select id="native-field"><option value="a">A</option><option value="b" selected>B</option></select>
    </main><script type="module">${script}\nwindow.ready = true;</script></body></html>`;
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    return route.fulfill({ path: dist + path });
  });
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => (window as { ready?: boolean }).ready === true);
  return errors;
}

/** Runs `new SelectWidget(target, options)` in the page; the error's code and message, or null. */
function attempt(
  page: Page,
  options: string,
  target = '#field',
): Promise<{ code: string; message: string } | null> {
  return page.evaluate(`(() => {
    try { window.widget = new window.SelectWidget('${target}', ${options}); return null; }
    catch (error) { return { code: error.code, message: error.message }; }
  })()`);
}

const fruits = `[{ value: 'apple', label: 'Apple' }, { value: 'pear', label: 'Pear' }]`;
const tree = `[{ value: 'fruit', label: 'Fruit', children: ${fruits} }]`;
const remote = `{ request: async (query) => [{ value: 'r-' + query, label: 'Remote ' + query }], debounce: 0 }`;

/** The code of every module an entry loads, following its static imports (side-effect ones too). */
function moduleGraphCode(entry: string): string {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const code = readFileSync(dist + file, 'utf8');
    seen.set(file, code);
    for (const [, path] of code.matchAll(/^import (?:.*?from )?"\.\/(.+?)";$/gm)) if (path) visit(path);
  };
  visit(entry);
  return [...seen.values()].join('\n');
}

/** A declaration: `class X`, `function X` or rolldown's `var X = class`. */
const declaration = (name: string) => new RegExp(`(class|function) ${name}\\b|\\b${name} = class\\b`);
/**
 * Declarations of the tree, tags and native code, which the default entry
 * loads at start: the features' decisions among them (the tree's keys, the
 * tags' ranges), which never wait for a chunk.
 */
const startFeatureCode = ['cascadePick', 'CreationStandIn', 'reduceTree', 'rangePicked', 'NativeWriter'].map(
  declaration,
);
/** Declarations of the tree's list part (its rows' DOM and the lazy nodes' loader), which comes with the open list. */
const treeListCode = ['TreeRowView', 'LazyChildren'].map(declaration);
/** Declarations of the tags' list part (the create row, the paste of a tag list, the tag creation, the chips' drag), which comes with the open list. */
const tagsListCode = ['CreateRowView', 'pasteTags', 'Creation', 'bindSortable'].map(declaration);
/** Declarations of the remote, large, sheet and columns code, which the default entry loads when asked. */
const onDemandFeatureCode = ['RemoteBridge', 'RemoteLoader', 'KeyColumn', 'Sheet', 'ColumnsView'].map(
  declaration,
);
/**
 * Declarations of a large native select's slices (their job, and the value
 * index they share with the large structures), which come when such a
 * select asks.
 */
const slicesCode = ['NativeSyncJob', 'ValueIndex'].map(declaration);
/** Declarations of the tree, remote, tags, large, sheet and columns code. */
const featureCode = [...startFeatureCode, ...treeListCode, ...tagsListCode, ...onDemandFeatureCode];

test.describe('entries by feature (dist/*.js)', () => {
  test('the core entry loads no tree, remote, tags, large, sheet or columns code; the default entry loads the tree, tags and native select code at start and the rest in the chunks it imports when asked', () => {
    const core = moduleGraphCode('core.js');
    const full = moduleGraphCode('index.js');
    // The feature entries the default entry imports on demand (not the open list or the locales).
    const lazyFiles = [...full.matchAll(/import\("\.\/([a-z]+\.js)"\)/g)].map(([, file]) => file ?? '');
    expect(lazyFiles.sort()).toEqual(['columns.js', 'large.js', 'remote.js', 'resolve.js', 'sheet.js']);
    const onDemand = lazyFiles.map(moduleGraphCode).join('\n');
    for (const code of featureCode) expect(core).not.toMatch(code);
    for (const code of startFeatureCode) expect(full).toMatch(code);
    for (const code of onDemandFeatureCode) {
      expect(full).not.toMatch(code);
      expect(onDemand).toMatch(code);
    }
  });

  test("the core entry's first load holds no search engine, a chunk of its own; it holds the label keys typeahead reads", () => {
    const core = moduleGraphCode('core.js');
    const engine = [
      ...new Set(
        [...core.matchAll(/import\("\.\/(list-search-[\w-]{8}\.js)"\)/g)].map(([, file]) => file ?? ''),
      ),
    ];
    expect(engine).toHaveLength(1);
    expect(core).not.toMatch(declaration('SearchIndex'));
    expect(core).toMatch(declaration('LabelKeys'));
    expect(moduleGraphCode(engine[0] ?? '')).toMatch(declaration('SearchIndex'));
  });

  test("the open list's chunk, and no other file, starts with V8's compile hint (dist/, dist/development/, dist/esm/)", () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    for (const dir of ['', 'development/', 'esm/']) {
      const files = readdirSync(dist + dir).filter((file) => /\.c?js$/.test(file));
      const hinted = files.filter((file) => readFileSync(`${dist}${dir}${file}`, 'utf8').startsWith(hint));
      // An 8-character hash: `open-list-slot-*` is the closed control's.
      const openList = /^open-list-[\w-]{8}\.c?js$/;
      expect(hinted.length, dir).toBeGreaterThan(0);
      for (const file of hinted) expect(file, dir).toMatch(openList);
      expect(
        files.filter((file) => openList.test(file) && !hinted.includes(file)),
        dir,
      ).toEqual([]);
    }
  });

  test("the tree's list part is a chunk of its own that the tree entry and the default entry import, not load at start", () => {
    for (const entry of ['tree.js', 'index.js']) {
      const start = moduleGraphCode(entry);
      const parts = [
        ...new Set(
          [...start.matchAll(/import\("\.\/(tree-list-[\w-]+\.js)"\)/g)].map(([, file]) => file ?? ''),
        ),
      ];
      expect(parts, entry).toHaveLength(1);
      const part = moduleGraphCode(parts[0] ?? '');
      for (const code of treeListCode) {
        expect(start, entry).not.toMatch(code);
        expect(part, entry).toMatch(code);
      }
    }
  });

  test("the tags' list part is a chunk of its own that the tags entry and the default entry import, not load at start", () => {
    for (const entry of ['tags.js', 'index.js']) {
      const start = moduleGraphCode(entry);
      const parts = [
        ...new Set(
          [...start.matchAll(/import\("\.\/(tags-list-[\w-]+\.js)"\)/g)].map(([, file]) => file ?? ''),
        ),
      ];
      expect(parts, entry).toHaveLength(1);
      const part = moduleGraphCode(parts[0] ?? '');
      for (const code of tagsListCode) {
        expect(start, entry).not.toMatch(code);
        expect(part, entry).toMatch(code);
      }
    }
  });

  test("a large native select's slices are a chunk of their own that the native entry and the default entry import, not load at start", () => {
    for (const entry of ['native.js', 'index.js']) {
      const start = moduleGraphCode(entry);
      const chunks = [
        ...new Set([...start.matchAll(/import\("\.\/(slices-[\w-]+\.js)"\)/g)].map(([, file]) => file ?? '')),
      ];
      expect(chunks, entry).toHaveLength(1);
      const chunk = moduleGraphCode(chunks[0] ?? '');
      for (const code of slicesCode) {
        expect(start, entry).not.toMatch(code);
        expect(chunk, entry).toMatch(code);
      }
    }
  });

  test('widget-select/core alone: a plain select works by keyboard @all-engines', async ({ page }) => {
    const errors = await load(
      page,
      `import SelectWidget from '/core.js'; window.SelectWidget = SelectWidget;`,
    );
    expect(await attempt(page, `{ data: ${fruits} }`)).toBeNull();
    // The list's chunk in place first: keys typed while it arrives are split between the control's
    // typeahead and the search field's query (open-list-chunk.spec.ts holds the chunk for that).
    await page.evaluate('SelectWidget.ready()');
    await page.locator('.widget-select__control').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('pe');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('pear');
    expect(errors).toEqual([]);
  });

  test('widget-select/core alone: each missing feature throws feature-missing naming the import', async ({
    page,
  }) => {
    await load(page, `import { SelectWidget } from '/core.js'; window.SelectWidget = SelectWidget;`);
    const cases = [
      [`{ ajax: ${remote} }`, 'remote'],
      [`{ data: ${tree} }`, 'tree'],
      [`{ multiple: true, allowCreate: true }`, 'tags'],
      [`{ multiple: true, sortable: true }`, 'tags'],
      [`{ plugins: [{ name: 'mine', setup() {} }] }`, 'plugins'],
      [`{ presentation: 'sheet' }`, 'sheet'],
    ];
    for (const [options, feature] of cases) {
      const error = await attempt(page, options ?? '');
      expect(error?.code, options).toBe('feature-missing');
      expect(error?.message, options).toContain(`import 'widget-select/${feature}'`);
      // Nothing stays mounted after the throw: the next attempt may use the same element.
      await expect(page.locator('.widget-select')).toHaveCount(0);
    }
  });

  test('widget-select/large: the large-data structures give the same search', async ({ page }) => {
    const errors = await load(
      page,
      `import { SelectWidget } from '/core.js'; import '/large.js'; window.SelectWidget = SelectWidget;`,
    );
    const many = `Array.from({ length: 3000 }, (_, i) => ({ value: 'v' + i, label: 'Option ' + i }))`;
    expect(await attempt(page, `{ data: ${many} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await page.keyboard.type('option 2999');
    await expect(page.getByRole('option', { name: 'Option 2999' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('v2999');
    expect(errors).toEqual([]);
  });

  test('widget-select/core alone refuses a <select> with feature-missing naming widget-select/native; the native entry adds it', async ({
    page,
  }) => {
    await load(page, `import { SelectWidget } from '/core.js'; window.SelectWidget = SelectWidget;`);
    const error = await attempt(page, '{}', '#native-field');
    expect(error?.code).toBe('feature-missing');
    expect(error?.message).toContain(`import 'widget-select/native'`);
    await expect(page.locator('.widget-select')).toHaveCount(0);
    await expect(page.locator('#native-field')).not.toHaveAttribute('aria-hidden');

    await load(
      page,
      `import { SelectWidget } from '/core.js'; import '/native.js'; window.SelectWidget = SelectWidget;`,
    );
    expect(await attempt(page, '{}', '#native-field')).toBeNull();
    expect(await page.evaluate('window.widget.getValue()')).toBe('b');
    await page.locator('.widget-select__control').click();
    await page.getByRole('option', { name: 'A' }).click();
    expect(await page.evaluate(`document.querySelector('#native-field').value`)).toBe('a');
  });

  test('widget-select/tree enables tree data', async ({ page }) => {
    await load(
      page,
      `import { SelectWidget } from '/core.js'; import '/tree.js'; window.SelectWidget = SelectWidget;`,
    );
    expect(await attempt(page, `{ data: ${tree}, multiple: true }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await page.getByRole('treeitem', { name: 'Fruit' }).click();
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['fruit', 'apple', 'pear']);
  });

  test('widget-select/tags enables creation and sortable tags (explicit SelectWidget.use)', async ({
    page,
  }) => {
    await load(
      page,
      `import { SelectWidget } from '/core.js'; import { tags } from '/tags.js';
       window.SelectWidget = SelectWidget.use(tags);`,
    );
    expect(
      await attempt(page, `{ data: ${fruits}, multiple: true, allowCreate: true, sortable: true }`),
    ).toBeNull();
    // The list's chunks in place first: keys pressed while they arrive act when they come, after
    // the value is read below (tags-list-chunk.spec.ts holds them for that).
    await page.evaluate('SelectWidget.ready()');
    await page.locator('.widget-select__control').click();
    await page.keyboard.type('kiwi');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['kiwi']);
  });

  test('widget-select/remote enables ajax', async ({ page }) => {
    await load(
      page,
      `import { SelectWidget } from '/core.js'; import '/remote.js'; window.SelectWidget = SelectWidget;`,
    );
    expect(await attempt(page, `{ ajax: ${remote} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await page.keyboard.type('fig');
    await expect(page.getByRole('option', { name: 'Remote fig' })).toBeVisible();
  });

  for (const entry of ['index.js', 'core.js']) {
    test(`${entry} loads a bundled locale on first use`, async ({ page }) => {
      await load(page, `import { SelectWidget } from '/${entry}'; window.SelectWidget = SelectWidget;`);
      expect(await attempt(page, `{ data: ${fruits}, clearable: true, language: 'de' }`)).toBeNull();
      await page.evaluate(`window.widget.setValue('apple')`);
      await expect(page.locator('.widget-select__clear')).toHaveAttribute('aria-label', 'Auswahl löschen');
    });
  }

  test('the default entry still has every feature and exports tree, tags and native with the plugins (remote, resolve, large, sheet and columns: their entries)', async ({
    page,
  }) => {
    const errors = await load(
      page,
      `import SelectWidget, * as all from '/index.js'; window.SelectWidget = SelectWidget; window.all = all;`,
    );
    expect(
      await page.evaluate(
        `[all.tree.name, all.tags.name, all.native.name, typeof all.checkboxPlugin, 'remote' in all, 'sheet' in all, 'columns' in all]`,
      ),
    ).toEqual(['tree', 'tags', 'native', 'function', false, false, false]);
    expect(await attempt(page, '{}', '#native-field')).toBeNull();
    await page.evaluate('window.widget.destroy()');
    for (const options of [
      `{ data: ${tree} }`,
      `{ ajax: ${remote} }`,
      `{ multiple: true, allowCreate: true, sortable: true }`,
      `{ presentation: 'sheet' }`,
      `{ data: ${tree}, treeLayout: 'columns' }`,
    ]) {
      expect(await attempt(page, options), options).toBeNull();
      await page.evaluate('window.widget.destroy()');
    }
    expect(errors).toEqual([]);
  });
});

/** A page expression: a promise that resolves once the page has rendered two more frames. */
const twoFrames = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/** The feature entries the default entry imports on demand. */
const lazyChunk = /^\/(remote|resolve|large|sheet|columns)\.js$/;

/** The lazy feature files the page requests from now on, in order. */
function requested(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (lazyChunk.test(pathname)) files.push(pathname.slice(1));
  });
  return files;
}

/** Holds `file` back until the returned function is called. */
async function holdBack(page: Page, file: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${origin}/${file}`, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test.describe('the default entry loads remote, resolve, large and the sheet when asked for (dist/index.js)', () => {
  const entry = `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;`;

  test('a page without ajax, resolveOptions, a phone, a large list or columns never requests their chunks @all-engines', async ({
    page,
  }) => {
    const files = requested(page);
    const errors = await load(page, entry);
    const many = `Array.from({ length: 3000 }, (_, i) => ({ value: 'v' + i, label: 'Option ' + i }))`;
    expect(await attempt(page, `{ data: ${many}, multiple: true, presentation: 'auto' }`)).toBeNull();
    await page.evaluate('window.SelectWidget.ready()');
    await page.locator('.widget-select__control').click();
    await page.keyboard.type('option 2999');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['v2999']);
    await page.evaluate('window.widget.setValue(["v1", "nowhere"])');
    await page.keyboard.press('Escape');
    // A nested tree is the tree feature's alone.
    await page.evaluate('window.widget.destroy()');
    expect(await attempt(page, `{ data: ${tree} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await expect(page.getByRole('treeitem', { name: 'Fruit' })).toBeVisible();
    // A chunk asked for at the opening or in its frames would be requested before these frames end,
    // and ready() waits for every chunk asked for.
    await page.evaluate(`${twoFrames}.then(() => window.SelectWidget.ready())`);
    expect(files).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ajax: the widget works before remote.js arrives, shows loading, and searches what was typed meanwhile @all-engines', async ({
    page,
  }) => {
    const files = requested(page);
    const errors = await load(page, entry);
    const release = await holdBack(page, 'remote.js');
    expect(await attempt(page, `{ ajax: ${remote} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await expect(page.locator('.widget-select__message--loading')).toBeVisible();
    await page.keyboard.type('fig');
    await expect(page.locator('.widget-select__message--loading')).toBeVisible();
    expect(files).toEqual(['remote.js']);
    release();
    await expect(page.getByRole('option', { name: 'Remote fig' })).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('r-fig');
    expect(errors).toEqual([]);
  });

  test('ajax: after await SelectWidget.ready(), open() shows the remote rows', async ({ page }) => {
    const files = requested(page);
    const errors = await load(page, entry);
    const release = await holdBack(page, 'remote.js');
    expect(await attempt(page, `{ ajax: ${remote} }`)).toBeNull();
    // ready() waits for the held chunk: two frames later, it has not opened the list.
    await page.evaluate(
      `(window.opening = window.SelectWidget.ready().then(() => window.widget.open()), ${twoFrames})`,
    );
    await expect(page.getByRole('listbox')).toBeHidden();
    release();
    await page.evaluate('window.opening');
    await expect(page.getByRole('option', { name: 'Remote' })).toBeVisible();
    expect(files).toEqual(['remote.js']);
    expect(errors).toEqual([]);
  });

  test('resolveOptions: the values stay pending until resolve.js arrives, then show their labels', async ({
    page,
  }) => {
    const files = requested(page);
    const errors = await load(page, entry);
    const release = await holdBack(page, 'resolve.js');
    const resolveOptions = `async (values) => values.map((value) => ({ value, label: 'Saved ' + value }))`;
    expect(
      await attempt(page, `{ data: ${fruits}, multiple: true, resolveOptions: ${resolveOptions} }`),
    ).toBeNull();
    await page.evaluate(`window.widget.setValue(['apple', 'k7'])`);
    await expect(page.locator('.widget-select__tag--pending')).toHaveCount(1);
    await expect(page.locator('.widget-select__control')).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['apple', 'k7']);
    release();
    await expect(page.locator('.widget-select__tag', { hasText: 'Saved k7' })).toBeVisible();
    await expect(page.locator('.widget-select__tag--pending')).toHaveCount(0);
    expect(files).toEqual(['resolve.js']);
    expect(errors).toEqual([]);
  });

  test('a data set of 100,000 options loads large.js; the list searches and picks meanwhile and after', async ({
    page,
  }) => {
    const files = requested(page);
    const errors = await load(page, entry);
    const many = `Array.from({ length: 100000 }, (_, i) => ({ value: 'v' + i, label: 'Option ' + i }))`;
    expect(await attempt(page, `{ data: ${many} }`)).toBeNull();
    await page.evaluate('window.SelectWidget.ready()');
    expect(files).toEqual(['large.js']);
    await page.locator('.widget-select__control').click();
    await page.keyboard.type('option 99999');
    await expect(page.getByRole('option', { name: 'Option 99999' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('v99999');
    expect(errors).toEqual([]);
  });
});

test.describe("presentation 'sheet' with sheet.js late (dist/index.js)", () => {
  const entry = `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;`;
  const openListChunk = readdirSync(dist).find((file) => /^open-list-[\w-]{8}\.js$/.test(file)) ?? 'none';

  test('an open list built before sheet.js came opens as the sheet at once after ready()', async ({
    page,
  }) => {
    const errors = await load(page, entry);
    const release = await holdBack(page, 'sheet.js');
    const built = page.waitForResponse((response) => response.url().endsWith(`/${openListChunk}`));
    expect(await attempt(page, `{ data: ${fruits}, presentation: 'sheet' }`)).toBeNull();
    // The pointer asks for the open list, which is built while the sheet is on its way.
    await page.locator('.widget-select__control').hover();
    await built;
    await page.evaluate(twoFrames);
    release();
    await page.evaluate('window.SelectWidget.ready()');
    expect(await page.evaluate('window.widget.open(), window.widget.isDropdownOpen()')).toBe(true);
    await expect(page.locator('.widget-select__dropdown--sheet')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('typeahead while the list and the sheet are both late: the sheet opens on the option typed', async ({
    page,
  }) => {
    const errors = await load(page, entry);
    const releaseSheet = await holdBack(page, 'sheet.js');
    const releaseList = await holdBack(page, openListChunk);
    const many = `['Apple', 'Banana', 'Cherry', 'Pear', 'Plum'].map((label) => ({ value: label.toLowerCase(), label }))`;
    expect(await attempt(page, `{ data: ${many}, presentation: 'sheet' }`)).toBeNull();
    await page.locator('.widget-select__control').focus();
    await page.keyboard.type('pl');
    releaseList();
    await page.evaluate(twoFrames);
    await expect(page.locator('.widget-select__control')).toHaveAttribute('aria-expanded', 'false');
    releaseSheet();
    await expect(page.locator('.widget-select__dropdown--sheet')).toBeVisible();
    await expect(page.locator('.widget-select__option--highlighted')).toHaveText('Plum');
    expect(errors).toEqual([]);
  });
});

test.describe('the phone sheet by entry (a touch screen 414 px wide, Chromium only)', () => {
  test.use({ hasTouch: true, viewport: { width: 414, height: 800 } });
  // hasTouch makes the pointer coarse, which 'auto' reads to choose the sheet.
  test.skip(
    ({ browserName }) => browserName !== 'chromium',
    'Chromium only: Firefox over BiDi emulates no touch screen, so (pointer: coarse) stays false',
  );

  const openList = async (page: Page) => {
    expect(await attempt(page, `{ data: ${fruits} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await expect(page.getByRole('listbox')).toBeVisible();
  };

  test("widget-select/core alone: presentation 'auto' opens the dropdown", async ({ page }) => {
    const errors = await load(
      page,
      `import { SelectWidget } from '/core.js'; window.SelectWidget = SelectWidget;`,
    );
    await openList(page);
    await expect(page.locator('.widget-select__dropdown')).toBeVisible();
    await expect(page.locator('.widget-select__dropdown--sheet')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('widget-select: sheet.js is fetched at construction, and an opening waits for it briefly', async ({
    page,
  }) => {
    const files = requested(page);
    const errors = await load(
      page,
      `import { SelectWidget } from '/index.js'; window.SelectWidget = SelectWidget;`,
    );
    const release = await holdBack(page, 'sheet.js');
    expect(await attempt(page, `{ data: ${fruits} }`)).toBeNull();
    expect(files).toEqual(['sheet.js']);
    await page.evaluate(`window.events = []; window.widget.on('open', () => window.events.push('open'))`);
    const control = page.locator('.widget-select__control');
    await control.click();
    // The opening waits, closed: two frames after the click, no list is shown, none is said to be.
    await page.evaluate(twoFrames);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate('window.events')).toEqual([]);
    release();
    await expect(page.locator('.widget-select__dropdown--sheet')).toBeVisible();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate('window.events')).toEqual(['open']);
    expect(errors).toEqual([]);
  });

  test('widget-select: an opening that waited 500 ms for sheet.js in vain shows the dropdown; the next opening is the sheet', async ({
    page,
  }) => {
    const errors = await load(
      page,
      `import { SelectWidget } from '/index.js'; window.SelectWidget = SelectWidget;`,
    );
    const release = await holdBack(page, 'sheet.js');
    expect(await attempt(page, `{ data: ${fruits} }`)).toBeNull();
    await page.locator('.widget-select__control').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.locator('.widget-select__dropdown--sheet')).toHaveCount(0);
    release();
    await page.evaluate('window.SelectWidget.ready()');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.locator('.widget-select__control').click();
    await expect(page.locator('.widget-select__dropdown--sheet')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [entry, script] of [
    [
      'widget-select/core + widget-select/sheet',
      `import { SelectWidget } from '/core.js'; import '/sheet.js';`,
    ],
    ['widget-select', `import { SelectWidget } from '/index.js';`],
  ] as const) {
    test(`${entry}: presentation 'auto' opens the sheet, a modal dialog`, async ({ page }) => {
      const errors = await load(page, `${script} window.SelectWidget = SelectWidget;`);
      await openList(page);
      const sheet = page.locator('.widget-select__dropdown--sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAttribute('role', 'dialog');
      await expect(sheet).toHaveAttribute('aria-modal', 'true');
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
