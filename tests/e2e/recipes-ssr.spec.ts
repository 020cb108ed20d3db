import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { part } from '../parts';
import { SelectWidgetObject } from './pages/select-widget';

/**
 * The server-rendering recipes (recipes/next, recipes/nuxt,
 * recipes/sveltekit), each built by its own tooling in `npm run build`
 * (`next build`, `nuxt build`, `vite build` with adapter-node) and run
 * here as the production server it builds. What a user sees: the closed
 * control in the server's HTML, hydration with no warning and no layout
 * shift (the Layout Instability API, Chromium only), then the forms driven
 * with real clicks and keys; and the same forms submitted with JavaScript
 * off, from the server's HTML alone.
 */
test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium only: the Layout Instability API');

const recipes = fileURLToPath(new URL('../../recipes/', import.meta.url));

/** A port nobody listens on now (asked from the system, so parallel checkouts do not collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type AppServer = { origin: string; stop: () => Promise<void> };
type AppName = 'next' | 'nuxt' | 'sveltekit';

/** What each build leaves: the production server's entry (Next.js starts from its build id). */
const builtEntry: Record<AppName, string> = {
  next: '.next/BUILD_ID',
  nuxt: '.output/server/index.mjs',
  sveltekit: 'build/index.js',
};

/** Starts a built app's production server and resolves once it answers. */
async function startApp(name: AppName): Promise<AppServer> {
  const cwd = `${recipes}${name}/`;
  const marker = builtEntry[name];
  if (!existsSync(cwd + marker)) throw new Error(`recipes/${name} is not built: run \`npm run build\` first`);
  const port = await freePort();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NUXT_TELEMETRY_DISABLED: '1' };
  const child: ChildProcess =
    name === 'next'
      ? spawn(
          process.execPath,
          [
            fileURLToPath(import.meta.resolve('next/dist/bin/next')),
            'start',
            '-p',
            `${port}`,
            '-H',
            '127.0.0.1',
          ],
          { cwd, env: { ...env, NODE_ENV: 'production' }, stdio: 'pipe' },
        )
      : spawn(process.execPath, [marker], {
          cwd,
          // ORIGIN: adapter-node checks a form post's Origin against it.
          env: {
            ...env,
            PORT: `${port}`,
            HOST: '127.0.0.1',
            ORIGIN: `http://127.0.0.1:${port}`,
            NODE_ENV: 'production',
          },
          stdio: 'pipe',
        });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`recipes/${name} exited: ${output}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`recipes/${name} did not answer in 60 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/**
 * Opens a page, counting from its first byte: the page errors, console
 * errors and warnings (a hydration mismatch is one) and the layout shift
 * score (entries without recent input, `buffered` so the observer also
 * gets the shifts before it started).
 */
async function openPage(page: Page, url: string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  return {
    problems: () => problems,
    /** The layout shift so far, read after two frames (shifts are reported after the frame that made them). */
    layoutShift: () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { layoutShift: number }).layoutShift),
              ),
            ),
          ),
      ),
  };
}

/** The widget whose combobox is named `name`. */
const widget = (page: Page, name: string) =>
  new SelectWidgetObject(
    page,
    page.locator(part('root')).filter({ has: page.getByRole('combobox', { name, exact: true }) }),
  );

/** The server's HTML holds the closed controls: the placeholder, the selected tags. */
async function expectServerMarkup(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-widget-select-server');
  expect(html).toMatch(/<span class="widget-select__placeholder">Pick a fruit<\/span>/);
  expect(html).toMatch(/widget-select__tag-label">Red<.*widget-select__tag-label">Green</s);
}

/** Both recipes' wrapper page: the same form, driven the same way. */
async function driveForm(page: Page) {
  const fruit = widget(page, 'Fruit');
  const colors = widget(page, 'Colors');
  // Hydrated: the server's markup gave way to the live widget.
  await expect(fruit.control).toHaveAttribute('role', 'combobox');
  await expect(page.locator('[data-widget-select-server]')).toHaveCount(0);
  await expect(fruit.placeholder).toHaveText('Pick a fruit');
  await expect(colors.tagLabels).toHaveText(['Red', 'Green']);

  // Moving into its own list is not a blur; leaving the widget is.
  await fruit.open();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#fruit-touched')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(fruit.control).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#fruit-touched')).toBeVisible();

  // An empty submit: the error, and focus on the field in error.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#fruit-error')).toHaveText('Pick a fruit');
  await expect(fruit.control).toBeFocused();
  await expect(fruit.control).toHaveAttribute('aria-describedby', /fruit-error/);
  await expect(page.locator('#submitted')).toHaveCount(0);

  // A pick with the keyboard clears the error.
  await page.keyboard.press('ArrowDown');
  await fruit.expectOpen();
  await page.keyboard.type('ban');
  await page.keyboard.press('Enter');
  await expect(fruit.value).toHaveText('Banana');
  await expect(page.locator('#fruit-error')).toHaveCount(0);

  await colors.pick('Blue');
  await page.keyboard.press('Escape');
  await expect(colors.tagLabels).toHaveText(['Red', 'Green', 'Blue']);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#submitted')).toHaveText(
    JSON.stringify({ fruit: 'banana', colors: ['red', 'green', 'blue'], size: 'medium' }),
  );

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(fruit.placeholder).toHaveText('Pick a fruit');
  await expect(colors.tagLabels).toHaveText(['Red', 'Green']);
  await expect(page.locator('#fruit-touched')).toHaveCount(0);
  await expect(page.locator('#submitted')).toHaveCount(0);
}

/** The app's production server, started before the block's tests and stopped after them. */
function appServerFor(name: AppName): { readonly origin: string } {
  let app: AppServer | undefined;
  test.beforeAll(async () => {
    app = await startApp(name);
  });
  test.afterAll(async () => app?.stop());
  return {
    get origin() {
      if (!app) throw new Error(`recipes/${name}: the server did not start`);
      return app.origin;
    },
  };
}

/** The wrapper page: the server's markup, hydration with no warning and no shift, then the form. */
async function expectWrapperHydratesAndDrivesForm(page: Page, origin: string): Promise<void> {
  await expectServerMarkup(page, `${origin}/`);
  const { problems, layoutShift } = await openPage(page, `${origin}/`);
  await expect(widget(page, 'Fruit').control).toHaveAttribute('role', 'combobox');
  expect(await layoutShift()).toBe(0);
  await driveForm(page);
  expect(problems()).toEqual([]);
}

/**
 * The wrapper page with JavaScript off, as a user whose scripts have not
 * run: the server's HTML holds the named native fields with the values it
 * shows as selected, each `<label for>` names its field, and a click on
 * Send posts them; the server's answer lists what it received.
 */
async function expectWrapperFormPostsWithoutJavaScript(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    // Nothing ran: the server's markup is all there is.
    await expect(page.locator('[data-widget-select-server]')).toHaveCount(3);
    await expect(page.locator(part('tagLabel'))).toHaveText(['Red', 'Green']);
    await expect(page.locator(part('value'))).toHaveText(['Medium']);
    // Each label names an element of the page: its field, holding the selected values.
    for (const label of await page.locator('label[for]').all()) {
      const target = await label.getAttribute('for');
      await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
    }
    const fields = { fruit: 'Fruit', colors: 'Colors', size: 'Size' };
    for (const [name, label] of Object.entries(fields))
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('name', name);
    await expect(page.getByLabel('Fruit', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Colors', { exact: true })).toHaveValues(['red', 'green']);
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('medium');

    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(new URL((await posted).url()).pathname).toBe('/submit');
    await expect(page.locator('#received')).toHaveText(
      JSON.stringify([
        ['colors', 'red'],
        ['colors', 'green'],
        ['size', 'medium'],
      ]),
    );
  } finally {
    await context.close();
  }
}

/** The element page: `<widget-select>` in the server's HTML, then the hydrated page and its widget. */
async function openElementPage(page: Page, origin: string) {
  const html = await (await page.request.get(`${origin}/element`)).text();
  expect(html).toMatch(/<widget-select id="fruit" name="fruit" placeholder="Pick a fruit"/);
  const opened = await openPage(page, `${origin}/element`);
  return { ...opened, fruit: widget(page, 'Fruit') };
}

test.describe('Next.js App Router recipe', () => {
  const app = appServerFor('next');

  test('server-rendered wrapper: hydrates without a warning or a layout shift; React Hook Form touched, errors, submit, reset', async ({
    page,
  }) => {
    await expectWrapperHydratesAndDrivesForm(page, app.origin);
  });

  test('JavaScript off: the server-rendered wrapper form posts its named fields with the selected values', async ({
    browser,
  }) => {
    await expectWrapperFormPostsWithoutJavaScript(browser, app.origin);
  });

  test('the element in a server-rendered page: properties and listeners set after hydration, the form data', async ({
    page,
  }) => {
    const { problems, layoutShift, fruit } = await openElementPage(page, app.origin);
    await fruit.pick('Cherry');
    await expect(fruit.value).toHaveText('Cherry');
    await expect(page.locator('#value')).toHaveText('"cherry"');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#submitted')).toHaveText(JSON.stringify([['fruit', 'cherry']]));
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(fruit.placeholder).toHaveText('Pick a fruit');
    await expect(page.locator('#submitted')).toHaveCount(0);
    expect(await layoutShift()).toBe(0);
    expect(problems()).toEqual([]);
  });
});

test.describe('Nuxt recipe', () => {
  const app = appServerFor('nuxt');

  test('server-rendered wrapper: hydrates without a warning or a layout shift; VeeValidate touched, errors, submit, reset', async ({
    page,
  }) => {
    await expectWrapperHydratesAndDrivesForm(page, app.origin);
  });

  test('JavaScript off: the server-rendered wrapper form posts its named fields with the selected values', async ({
    browser,
  }) => {
    await expectWrapperFormPostsWithoutJavaScript(browser, app.origin);
  });

  test('the element in a Nuxt page: bound properties and listeners, a form posting to the server', async ({
    page,
  }) => {
    const { problems, layoutShift, fruit } = await openElementPage(page, app.origin);
    // `required`: the empty form does not post.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(fruit.control).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).pathname).toBe('/element');

    await fruit.pick('Apple');
    await expect(fruit.value).toHaveText('Apple');
    await expect(page.locator('#value')).toHaveText('"apple"');
    expect(await layoutShift()).toBe(0);
    expect(problems()).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#received')).toHaveText(JSON.stringify([['fruit', 'apple']]));
  });
});

/**
 * Records the value of every `<widget-select>` on the page each time the
 * page's DOM changed (a MutationObserver's batch), from now on: what the
 * fields held at every step, not only at the end.
 */
async function recordValues(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const scope = window as unknown as { seenValues: string[] };
    scope.seenValues = [];
    const read = () =>
      JSON.stringify(
        [...document.querySelectorAll('widget-select')].map((element) => [element.id, element.value]),
      );
    new MutationObserver(() => {
      const now = read();
      if (scope.seenValues.at(-1) !== now) scope.seenValues.push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenValues: string[] }).seenValues);
}

test.describe('SvelteKit recipe', () => {
  const app = appServerFor('sveltekit');

  test('server-rendered <option> children: hydrates without hydration_mismatch or a layout shift', async ({
    page,
  }) => {
    // The server's HTML: the elements with their options, the saved values as attributes.
    const html = await (await page.request.get(`${app.origin}/profile`)).text();
    expect(html).toMatch(/<widget-select id="city" name="city" placeholder="Pick a city" value="lyon">/);
    expect(html).toMatch(/<option value="paris">Paris<\/option>/);
    const { problems, layoutShift } = await openPage(page, `${app.origin}/profile`);
    const city = widget(page, 'City');
    const colors = widget(page, 'Colors');
    await expect(city.control).toHaveAttribute('role', 'combobox');
    await expect(colors.control).toHaveAttribute('role', 'combobox');
    await expect(city.value).toHaveText('Lyon');
    await expect(colors.tagLabels).toHaveText(['Red']);
    expect(await layoutShift()).toBe(0);
    // The listeners were attached while hydrating: a pick reaches the page's state.
    await city.pick('Nantes');
    await expect(page.locator('#value')).toHaveText(JSON.stringify({ city: 'nantes', colors: ['red'] }));
    expect(problems()).toEqual([]);
  });

  test('a save through use:enhance keeps what the page set and the user picked, at every step; the form posts it', async ({
    page,
  }) => {
    const save = page.getByRole('button', { name: 'Save' });
    const city = widget(page, 'City');
    const colors = widget(page, 'Colors');

    // Reached through a link: the page renders in the browser and sets the values as properties.
    const { problems } = await openPage(page, `${app.origin}/`);
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expect(city.value).toHaveText('Lyon');
    await expect(colors.tagLabels).toHaveText(['Red']);
    await colors.pick('Green');
    await page.keyboard.press('Escape');
    let seen = await recordValues(page);
    await save.click();
    await expect(page.locator('#saved')).toHaveText(
      JSON.stringify([
        ['city', 'lyon'],
        ['colors', 'red'],
        ['colors', 'green'],
      ]),
    );
    await expect(page.locator('#value')).toHaveText(
      JSON.stringify({ city: 'lyon', colors: ['red', 'green'] }),
    );
    await expect(city.value).toHaveText('Lyon');
    await expect(colors.tagLabels).toHaveText(['Red', 'Green']);
    // Never emptied on the way (the reset after the action, before the data came back).
    for (const values of await seen())
      expect(values).toBe(
        JSON.stringify([
          ['city', 'lyon'],
          ['colors', ['red', 'green']],
        ]),
      );

    // Server-rendered (the values are attributes too): a pick, then the next save posts it.
    await page.reload();
    await expect(city.control).toHaveAttribute('role', 'combobox');
    await expect(colors.tagLabels).toHaveText(['Red', 'Green']);
    await city.pick('Paris');
    await expect(city.value).toHaveText('Paris');
    seen = await recordValues(page);
    await save.click();
    await expect(page.locator('#saved')).toHaveText(
      JSON.stringify([
        ['city', 'paris'],
        ['colors', 'red'],
        ['colors', 'green'],
      ]),
    );
    await expect(page.locator('#value')).toHaveText(
      JSON.stringify({ city: 'paris', colors: ['red', 'green'] }),
    );
    await expect(city.value).toHaveText('Paris');
    await expect(colors.tagLabels).toHaveText(['Red', 'Green']);
    // Never back to the markup's first value on the way.
    for (const values of await seen())
      expect(values).toBe(
        JSON.stringify([
          ['city', 'paris'],
          ['colors', ['red', 'green']],
        ]),
      );
    expect(problems()).toEqual([]);

    // Saved on the server: a new visit renders the saved values.
    const html = await (await page.request.get(`${app.origin}/profile`)).text();
    expect(html).toMatch(/<widget-select id="city" name="city" placeholder="Pick a city" value="paris">/);
  });
});
