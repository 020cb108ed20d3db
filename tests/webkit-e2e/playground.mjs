// User paths through the built playground in WebKit, one per feature of the
// component: each opens the page afresh and acts with real keys and pointer input.
import {
  drag,
  dropdownOf,
  Key,
  openByClick,
  openPlayground,
  openWidget,
  readout,
  rectOf,
  same,
  tagLabels,
  until,
  untilTags,
  untilText,
  widget,
} from './page.mjs';

const optionsIn = (dropdown) => `${dropdown} .widget-select__option`;
const highlightedIn = (dropdown) => `${dropdown} .widget-select__option--highlighted`;

/** Clicks a playground button of section `section` by its text. */
async function pressButton(browser, section, text) {
  const button = await browser.$(`section#${section}`).$(`button=${text}`);
  await button.scrollIntoView({ block: 'center' });
  await button.click();
}

export const playgroundScenarios = {
  async 'single: search, Enter picks, the value shows'(browser, origin) {
    const { root, dropdown } = await openWidget(browser, origin, 'single', 'Country');
    await browser.keys('viet'.split(''));
    await until(
      browser,
      'the search narrows to one row',
      (s) => {
        const rows = document.querySelectorAll(s);
        return rows.length === 1 && rows[0].textContent.includes('Việt Nam');
      },
      optionsIn(dropdown),
    );
    await browser.keys([Key.Enter]);
    await untilText(browser, 'the value shows Việt Nam', `${root} .widget-select__value`, 'Việt Nam');
  },

  async 'keyboard: ArrowDown opens, End and Home move, Escape closes and keeps focus'(browser, origin) {
    await openPlayground(browser, origin);
    const root = await widget(browser, 'single', 'Country');
    const control = `${root} .widget-select__control`;
    await browser.execute((s) => document.querySelector(s).focus(), control);
    await browser.keys([Key.ArrowDown]);
    const dropdown = await dropdownOf(browser, root);
    await browser.keys([Key.End]);
    await untilText(browser, 'End highlights the last country', highlightedIn(dropdown), 'New Zealand');
    await browser.keys([Key.Home]);
    await untilText(browser, 'Home highlights the first country', highlightedIn(dropdown), 'France');
    await browser.keys([Key.Escape]);
    await until(
      browser,
      'Escape closes the list and the combobox has focus',
      (s, d) => !document.querySelector(d) && document.activeElement === document.querySelector(s),
      control,
      dropdown,
    );
  },

  async 'multiple: a tag added by keyboard, removed with Backspace'(browser, origin) {
    await openPlayground(browser, origin);
    const root = await widget(browser, 'multiple', 'Fruits');
    const before = (await tagLabels(browser, root)).length;
    await openByClick(browser, root);
    await browser.keys([Key.ArrowDown, Key.Enter]);
    await until(
      browser,
      'a tag is added',
      (s, n) => document.querySelectorAll(`${s} .widget-select__tag[data-value]`).length === n + 1,
      root,
      before,
    );
    await browser.keys([Key.Backspace]);
    await until(
      browser,
      'Backspace removes the last tag',
      (s, n) => document.querySelectorAll(`${s} .widget-select__tag[data-value]`).length === n,
      root,
      before,
    );
  },

  async 'creation: a new topic is offered, Enter creates its tag'(browser, origin) {
    const { root, dropdown } = await openWidget(browser, origin, 'create', 'Topics');
    await browser.keys('web components'.split(''));
    await until(
      browser,
      'the create row offers the topic',
      (s) =>
        document
          .querySelector(`${s} .widget-select__message--create, ${s} .widget-select__option--create`)
          ?.textContent.includes('web components'),
      dropdown,
    );
    await browser.keys([Key.Enter]);
    await until(
      browser,
      'the tag is created',
      (s) =>
        [...document.querySelectorAll(`${s} .widget-select__tag-label`)].some(
          (label) => label.textContent === 'web components',
        ),
      root,
    );
    same('getValue()', JSON.parse(await readout(browser, 'create', 'getValue()')), ['web components']);
  },

  async 'tree: a parent picks its enabled descendants; partial parents are indeterminate'(browser, origin) {
    const { dropdown } = await openWidget(browser, origin, 'tree', 'Shopping list (multiple)');
    for (const node of ['produce', 'produce/fruit']) {
      const twisty = `${dropdown} [data-value="${node}"] .widget-select__twisty`;
      await until(browser, `${node} is shown`, (s) => !!document.querySelector(s), twisty);
      await browser.$(twisty).click();
    }
    const citrus = `${dropdown} [data-value="produce/fruit/citrus"] .widget-select__label`;
    await until(browser, 'citrus is shown', (s) => !!document.querySelector(s), citrus);
    await browser.$(citrus).click();
    await until(
      browser,
      'Fruit and Produce are partially checked',
      (s) =>
        ['produce', 'produce/fruit'].every((value) =>
          document
            .querySelector(`${s} [data-value="${value}"]`)
            ?.classList.contains('widget-select__option--indeterminate'),
        ),
      dropdown,
    );
    const value = JSON.parse(await readout(browser, 'tree', 'multiple getValue()'));
    for (const fruit of ['lemon', 'lime', 'orange']) {
      if (!value.includes(`produce/fruit/citrus/${fruit}`))
        throw new Error(`${fruit} is not picked: ${value}`);
    }
    if (value.includes('produce/fruit/citrus/yuzu')) throw new Error('the disabled yuzu was picked');
  },

  async 'virtual: 100,000 people keep few rows in the DOM; End reaches the last'(browser, origin) {
    const { dropdown } = await openWidget(browser, origin, 'virtual', 'Person');
    const rows = () => browser.execute((s) => document.querySelectorAll(s).length, optionsIn(dropdown));
    await until(browser, 'rows render', (s) => document.querySelectorAll(s).length > 0, optionsIn(dropdown));
    same('the set size', await browser.$(optionsIn(dropdown)).getAttribute('aria-setsize'), '100000');
    await browser.keys([Key.End]);
    await until(
      browser,
      'End highlights person 100000',
      (s) => document.querySelector(s)?.getAttribute('aria-posinset') === '100000',
      highlightedIn(dropdown),
    );
    const count = await rows();
    if (count >= 200) throw new Error(`${count} row elements in the DOM`);
    // The last row ends in view, not cut by the list's bottom edge, once the
    // rows shown after End are measured (they sit at their estimated height
    // for a frame).
    await until(
      browser,
      "the last row ends at the list's bottom edge",
      (list, row) =>
        document.querySelector(row).getBoundingClientRect().bottom <=
        document.querySelector(list).getBoundingClientRect().bottom + 1,
      `${dropdown} .widget-select__list`,
      highlightedIn(dropdown),
    );
  },

  async 'remote: rows load on open, the next page loads on scroll'(browser, origin) {
    const { dropdown } = await openWidget(browser, origin, 'remote', 'Country (remote)');
    await until(
      browser,
      'the first page loads',
      (s) => document.querySelectorAll(s).length === 20,
      optionsIn(dropdown),
    );
    await browser.execute((s) => {
      const list = document.querySelector(s);
      list.scrollTop = list.scrollHeight;
    }, `${dropdown} .widget-select__list`);
    await until(
      browser,
      'the next page loads',
      (s) => document.querySelectorAll(s).length > 20,
      optionsIn(dropdown),
    );
  },

  async 'forms: an empty required select blocks Submit; Reset restores the tags'(browser, origin) {
    await openPlayground(browser, origin);
    const country = await widget(browser, 'forms', 'Country of residence (required)');
    const languages = await widget(browser, 'forms', 'Languages spoken');
    await pressButton(browser, 'forms', 'Submit');
    await until(
      browser,
      'the control turns invalid',
      (s) => document.querySelector(s).getAttribute('aria-invalid') === 'true',
      `${country} .widget-select__control`,
    );
    same('submitted', await readout(browser, 'forms', 'Submitted form data'), '(not submitted yet)');
    await browser.keys([Key.Escape]);
    const initial = await tagLabels(browser, languages);
    const dropdown = await openByClick(browser, languages);
    await browser.keys('vietn'.split(''));
    await until(
      browser,
      'Vietnamese is found',
      (s) => document.querySelectorAll(s).length === 1,
      optionsIn(dropdown),
    );
    await browser.keys([Key.Enter, Key.Escape]);
    same('the tags after the pick', await tagLabels(browser, languages), [...initial, 'Vietnamese']);
    await pressButton(browser, 'forms', 'Reset');
    await untilTags(browser, 'Reset restores the initial tags', languages, initial);
  },

  async 'sortable: a tag dragged with the mouse moves to the drop point'(browser, origin) {
    await openPlayground(browser, origin);
    const root = await widget(browser, 'sortable', 'Fruit ranking');
    await browser.$(root).scrollIntoView({ block: 'center' });
    const [head, ...tail] = await tagLabels(browser, root);
    const first = await rectOf(browser, `${root} .widget-select__tag[data-value]`);
    const last = await rectOf(browser, `${root} .widget-select__tag[data-value]:last-of-type`);
    await drag(
      browser,
      { x: first.x + 10, y: first.y + first.height / 2 },
      { x: last.x + last.width - 4, y: last.y + last.height / 2 },
    );
    await untilTags(browser, 'the first tag is now last', root, [...tail, head]);
  },

  async 'themes: the dark theme colours the control and its dropdown'(browser, origin) {
    await openPlayground(browser, origin);
    const root = await widget(browser, 'themes', 'Dark theme');
    const background = (s) =>
      browser.execute((selector) => getComputedStyle(document.querySelector(selector)).backgroundColor, s);
    same('the root theme', await browser.$(root).getAttribute('data-theme'), 'dark');
    same('the control background', await background(`${root} .widget-select__control`), 'rgb(28, 33, 40)');
    const dropdown = await openByClick(browser, root);
    same('the dropdown theme', await browser.$(dropdown).getAttribute('data-theme'), 'dark');
    same('the dropdown background', await background(dropdown), 'rgb(28, 33, 40)');
  },
};
