// Pictures of the phone sheet for docs/images/: the playground's "Phone: the
// sheet" section on a 390×844 touch screen in headless Chromium.
// Usage: node scripts/sheet-screenshots.mjs   (starts its own playground server)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';

const out = fileURLToPath(new URL('../docs/images/', import.meta.url));
mkdirSync(out, { recursive: true });

const server = await createServer({
  configFile: fileURLToPath(new URL('../playground/vite.config.ts', import.meta.url)),
  server: { port: Number(process.env.SHEET_PORT ?? 5391), strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
  env: { PLAYGROUND_STATIC: '1' },
});
await server.listen();
const base = `http://127.0.0.1:${server.config.server.port}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
// Device scale 1 keeps the PNGs to a few tens of kB; the layout is the phone's.
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});

/** Opens the field named `label` in the mobile section, lets `prepare` act, and saves the screen. */
async function shoot(name, label, prepare = async () => {}) {
  const page = await context.newPage();
  await page.goto(`${base}/#mobile`);
  await page.waitForSelector('html[data-ready="true"]');
  const control = page.locator('section#mobile').getByRole('combobox', { name: label, exact: true });
  // The field near the top, so its control (and tags) show above the sheet.
  await control.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -40);
  });
  await control.tap();
  const sheet = page.locator('.widget-select__dropdown--sheet');
  await sheet.waitFor();
  await sheet.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  await prepare(page, sheet);
  await page.screenshot({ path: `${out}${name}.png` });
  await page.close();
  console.log(`${name}.png`);
}

try {
  await shoot('sheet-single', 'Country', async (page) => {
    await page.keyboard.type('ar');
  });
  await shoot('sheet-multiple', 'Fruits', async (page, sheet) => {
    await sheet.getByRole('option', { name: 'Banana' }).tap();
    await page.keyboard.type('Yuzu');
  });
  await shoot('sheet-tree', 'Aisle', async (_page, sheet) => {
    const first = sheet.getByRole('treeitem').first();
    await first.locator('.widget-select__twisty').tap();
  });
  await shoot('sheet-remote', 'Country (remote, slow)', async (_page, sheet) => {
    await sheet.locator('.widget-select__message--loading').waitFor();
  });
} finally {
  await browser.close();
  await server.close();
}
