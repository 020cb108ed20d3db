// User paths over the script-tag build (dist/widget-select.iife.js and its CSS)
// on plain pages, as a site without a bundler uses it.
import { clickLeft, dropdownOf, Key, rectOf, until } from './page.mjs';

const head = `<meta charset="utf-8"><link rel="stylesheet" href="/widget-select.css">
<script src="/widget-select.iife.js"></script>`;

/** The plain pages the scenarios open, by path. */
export const scriptTagPages = {
  '/': `<!doctype html><html lang="en"><head>${head}</head><body><main><label for="fruits">Fruits</label>
<select id="fruits" multiple><option value="apple" selected>Apple</option>
<option value="pear">Pear</option><option value="plum">Plum</option></select></main></body></html>`,
  // A select at the bottom of the viewport: the list has no room below it.
  '/flip': `<!doctype html><html lang="en"><head>${head}</head><body>
<main style="position: fixed; inset: auto 16px 16px 16px"><label for="fruit">Fruit</label>
<select id="fruit"><option value="apple">Apple</option><option value="pear">Pear</option>
<option value="plum">Plum</option><option value="fig">Fig</option><option value="kiwi">Kiwi</option>
<option value="lime">Lime</option><option value="date">Date</option></select></main></body></html>`,
};

async function mountOn(browser, url, selector) {
  await browser.url(url);
  await until(browser, 'the global loads', () => typeof window.SelectWidget === 'function');
  await browser.execute((s) => {
    window.widget = new window.SelectWidget(s);
  }, selector);
}

export const scriptTagScenarios = {
  async 'script tag: a multiple select on a native <select> picks into the form'(browser, origin) {
    await mountOn(browser, `${origin}/`, '#fruits');
    await clickLeft(browser, '.widget-select__control');
    await dropdownOf(browser, '.widget-select');
    await browser.keys('plu'.split(''));
    await until(browser, 'the search narrows to Plum', () => {
      const rows = document.querySelectorAll('.widget-select__option');
      return rows.length === 1 && rows[0].textContent.includes('Plum');
    });
    await browser.keys([Key.Enter]);
    await until(
      browser,
      'the native select holds apple and plum',
      () =>
        [...document.querySelectorAll('#fruits option:checked')].map((o) => o.value).join() === 'apple,plum',
    );
  },

  async 'script tag: with no room below, the list opens above the control'(browser, origin) {
    await mountOn(browser, `${origin}/flip`, '#fruit');
    await clickLeft(browser, '.widget-select__control');
    const dropdown = await dropdownOf(browser, '.widget-select');
    await until(
      browser,
      'the dropdown is placed on top',
      (s) => document.querySelector(s).getAttribute('data-placement') === 'top',
      dropdown,
    );
    const control = await rectOf(browser, '.widget-select__control');
    const list = await rectOf(browser, dropdown);
    if (list.bottom > control.top + 1 || list.top < 0) {
      throw new Error(`the list (${list.top}–${list.bottom}) is not above the control (top ${control.top})`);
    }
  },
};
