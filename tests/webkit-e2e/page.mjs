// What the WebKit end-to-end scenarios share: waiting on the page, finding a
// playground widget by its caption, and pointer input sent as WebDriver actions.
import { Key } from 'webdriverio';

export { Key };

/** Waits until `check` (run in the page) returns true, else fails with `what`. */
export async function until(browser, what, check, ...args) {
  try {
    await browser.waitUntil(() => browser.execute(check, ...args), { timeout: 10_000, interval: 100 });
  } catch {
    throw new Error(`timed out: ${what}`);
  }
}

/** Waits until the first element matching `selector` holds `text`, else fails with `what`. */
export function untilText(browser, what, selector, text) {
  return until(browser, what, (s, t) => !!document.querySelector(s)?.textContent.includes(t), selector, text);
}

/** Fails with `what` unless `actual` equals `expected` (compared as JSON). */
export function same(what, actual, expected) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Clicks `selector` 4 px from its left edge (a centre click can land on a tag's remove button). */
export async function clickLeft(browser, selector) {
  const element = await browser.$(selector);
  await element.scrollIntoView({ block: 'center' });
  const { width } = await element.getSize();
  await element.click({ x: Math.round(4 - width / 2), y: 0 });
}

/** Opens the built playground and waits until every section is mounted. */
export async function openPlayground(browser, origin) {
  await browser.url(`${origin}/`);
  await until(browser, 'the playground renders', () => document.documentElement.dataset.ready === 'true');
}

/**
 * The selector of the widget in the playground section `section` whose field
 * caption is `caption` (the widget is marked with a data attribute to find it again).
 */
export async function widget(browser, section, caption) {
  const mark = `${section}-${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const found = await browser.execute(
    (id, text, name) => {
      const field = [...document.querySelectorAll(`section#${id} .field`)].find(
        (candidate) => candidate.querySelector('.field__label')?.textContent === text,
      );
      const root = field?.querySelector('.widget-select');
      root?.setAttribute('data-webkit-e2e', name);
      return !!root;
    },
    section,
    caption,
    mark,
  );
  if (!found) throw new Error(`no widget captioned "${caption}" in section #${section}`);
  return `[data-webkit-e2e="${mark}"]`;
}

/** The text of the playground readout `name` in section `section`. */
export function readout(browser, section, name) {
  return browser.execute(
    (id, label) =>
      document.querySelector(`section#${id} output[data-readout="${label}"]`)?.textContent ?? null,
    section,
    name,
  );
}

/** The open dropdown of the widget `root` (found through its list's id), as a selector. */
export async function dropdownOf(browser, root) {
  await until(
    browser,
    'the dropdown opens',
    (selector) => {
      const list = document
        .querySelector(`${selector} .widget-select__control`)
        ?.getAttribute('aria-controls');
      return !!list && !!document.getElementById(list)?.closest('.widget-select__dropdown');
    },
    root,
  );
  const list = await browser.execute(
    (selector) => document.querySelector(`${selector} .widget-select__control`).getAttribute('aria-controls'),
    root,
  );
  return `.widget-select__dropdown:has([id="${list}"])`;
}

/** Clicks the control of the widget `root` (a user's click) and returns its open dropdown's selector. */
export async function openByClick(browser, root) {
  await clickLeft(browser, `${root} .widget-select__control`);
  return dropdownOf(browser, root);
}

/** Opens the playground and the widget captioned `caption` in `section` by a click: its root and dropdown. */
export async function openWidget(browser, origin, section, caption) {
  await openPlayground(browser, origin);
  const root = await widget(browser, section, caption);
  return { root, dropdown: await openByClick(browser, root) };
}

/** The labels of the tags of the widget `root`, in order. */
export function tagLabels(browser, root) {
  return browser.execute(
    (selector) =>
      [
        ...document.querySelectorAll(`${selector} .widget-select__tag[data-value] .widget-select__tag-label`),
      ].map((label) => label.textContent),
    root,
  );
}

/** Waits until the tags of the widget `root` read `expected`, in order, else fails with `what`. */
export async function untilTags(browser, what, root, expected) {
  try {
    await browser.waitUntil(
      async () => JSON.stringify(await tagLabels(browser, root)) === JSON.stringify(expected),
      { timeout: 10_000, interval: 100 },
    );
  } catch {
    throw new Error(`timed out: ${what} (tags ${JSON.stringify(await tagLabels(browser, root))})`);
  }
}

/** The viewport rectangle of the first element matching `selector`. */
export function rectOf(browser, selector) {
  return browser.execute((s) => {
    const { x, y, width, height, top, bottom } = document.querySelector(s).getBoundingClientRect();
    return { x, y, width, height, top, bottom };
  }, selector);
}

/** A mouse drag from one viewport point to another through a few steps, as WebDriver pointer actions. */
export async function drag(browser, from, to) {
  const mouse = browser.action('pointer', { parameters: { pointerType: 'mouse' } });
  mouse.move({ x: Math.round(from.x), y: Math.round(from.y), origin: 'viewport' }).down({ button: 0 });
  mouse.move({ x: Math.round(from.x + 20), y: Math.round(from.y), origin: 'viewport', duration: 100 });
  mouse.move({ x: Math.round(to.x), y: Math.round(to.y), origin: 'viewport', duration: 300 });
  mouse.up({ button: 0 });
  await mouse.perform();
}
