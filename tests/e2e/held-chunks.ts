import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The built package the pages load their entries from. */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));

/** The open list's chunk, by its file name (an 8-character hash: `open-list-slot-*.js`, which the entries share, is not it). */
export const OPEN_LIST_CHUNK = /^open-list-[\w-]{8}\.js$/;

/** A page of the built entries whose chunks can be held on their way. */
export interface HeldChunks {
  /** The held files asked for so far, by the names `hold` gave them. */
  readonly asked: () => string[];
  /** Lets the held chunks through, and the later asks for them. */
  readonly release: () => void;
  /** Fails the held chunks (a 404) and the later asks for them, until released. */
  readonly fail: () => void;
  /** The files served so far. */
  readonly served: () => string[];
  readonly errors: string[];
}

export interface HeldPage {
  /** Where the page is served from (one per spec file). */
  readonly origin: string;
  /** The entry the page needs built (`core.js`, `index.js`). */
  readonly entry: string;
  /** The label of the field `#field`. */
  readonly label: string;
  /** The module script run over the built entries. */
  readonly script: string;
  /** More markup after the field. */
  readonly body?: string;
  /** The name to record a held file under, or null to serve it at once. */
  readonly hold: (path: string) => string | null;
}

/**
 * Opens a page whose module script runs `script` over the built entries,
 * each file `hold` names held until released, as on a slow network.
 */
export async function loadHoldingChunks(page: Page, options: HeldPage): Promise<HeldChunks> {
  const { origin, entry, label, script, body = '', hold } = options;
  expect(existsSync(`${dist}${entry}`), 'build the package first (npm run build)').toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/widget-select.css"></head><body><main>
    <label id="field-label">${label}</label><div id="field" aria-labelledby="field-label"></div>${body}
    </main><script type="module">${script}\nwindow.ready = true;</script></body></html>`;
  const asked: string[] = [];
  const served: string[] = [];
  const gate = { mode: 'hold' as 'hold' | 'fail' | 'pass', open: () => {} };
  const passed = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  const release = () => {
    gate.mode = 'pass';
    gate.open();
  };
  const fail = () => {
    gate.mode = 'fail';
    gate.open();
  };
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    const held = hold(path);
    if (held !== null) {
      asked.push(held);
      if (gate.mode === 'hold') await passed;
      if (gate.mode === 'fail') return route.fulfill({ status: 404, body: 'not found' });
    }
    await route.fulfill({ path: dist + path });
    served.push(path);
  });
  // Not until `load`: Firefox holds that event for a chunk the page's script asked for, held here.
  await page.goto(`${origin}/index.html`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as { ready?: boolean }).ready === true);
  return { asked: () => asked, release, fail, served: () => served, errors };
}

/** Whether SelectWidget.ready() has resolved within 200 ms (the page's global `SelectWidget`). */
export const readyNow = (page: Page): Promise<unknown> =>
  page.evaluate(
    `Promise.race([SelectWidget.ready().then(() => true), new Promise((r) => setTimeout(() => r(false), 200))])`,
  );

/**
 * Whether SelectWidget.ready() resolves, however long the released chunks
 * take to come (a busy Firefox takes more than readyNow's 200 ms).
 */
export const readyLater = (page: Page): Promise<unknown> =>
  page.evaluate('SelectWidget.ready().then(() => true)');

/** A text field beside the widget, to click and type in while a chunk is late. */
async function addOtherField(page: Page) {
  await page.evaluate(() => {
    const other = Object.assign(document.createElement('input'), { id: 'other' });
    other.setAttribute('aria-label', 'Other field');
    document.body.append(other);
  });
  return page.getByRole('textbox', { name: 'Other field' });
}

/**
 * With a chunk held: a click on the widget `name`, then a click and typing
 * elsewhere, win over the opening that waits for the chunk: once it comes
 * the widget is closed, with no `open` event, and the focus and the text
 * stay in the other field.
 */
export async function clickElsewhereWins(page: Page, served: HeldChunks, name: string): Promise<void> {
  const other = await addOtherField(page);
  await page.evaluate(`window.opens = 0; window.widget.on('open', () => window.opens++);`);
  const control = page.getByRole('combobox', { name });
  await control.click();
  await expect.poll(() => served.asked().length).toBeGreaterThan(0);
  await other.click();
  await page.keyboard.type('pear');
  served.release();
  await page.evaluate('SelectWidget.ready()');
  await page.evaluate('new Promise((settled) => requestAnimationFrame(settled))');
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await expect(other).toBeFocused();
  await expect(other).toHaveValue('pear');
  expect(await page.evaluate('window.opens')).toBe(0);
}

/**
 * With a chunk that cannot be fetched (a 404): a click on the widget
 * `name` leaves it closed and not busy, emits `load-failed` naming `part`,
 * each time it is asked, and SelectWidget.ready() rejects with it; once the
 * server answers, the next click opens the widget.
 */
export async function failedChunkStaysClosed(page: Page, served: HeldChunks, name: string, part: string) {
  await page.evaluate(
    `window.failures = []; window.widget.on('error', (error) => window.failures.push([error.code, error.message]));`,
  );
  served.fail();
  const control = page.getByRole('combobox', { name });
  await control.click();
  await expect.poll(() => page.evaluate('window.failures.length')).toBe(1);
  const [first] = (await page.evaluate('window.failures')) as [string, string][];
  expect(first?.[0]).toBe('load-failed');
  expect(first?.[1]).toContain(part);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await expect(control).not.toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate('SelectWidget.ready().then(() => "ready", (error) => error.code)')).toBe(
    'load-failed',
  );
  await page.keyboard.press('Escape');
  await control.click();
  await expect.poll(() => page.evaluate('window.failures.length')).toBeGreaterThan(1);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  served.release();
  await page.keyboard.press('Escape');
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}
