/** `<widget-select>` inside another component's shadow root. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import styles from '../../../src/styles/index.css?inline';
import { fixture } from '../helpers';
import { withoutPopover } from '../no-popover';
import { frames } from '../waits';
import './element-helpers';

const sheet = new CSSStyleSheet();
sheet.replaceSync(styles);

/** A host component with an open shadow root holding a form, the element and an outside button. */
function inShadow(inner: string) {
  const host = fixture('<button id="page-button">Elsewhere</button><div id="component"></div>').querySelector(
    '#component',
  )!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  shadow.innerHTML = `<button type="button" id="inside">Inside</button><form>${inner}</form>`;
  const select = shadow.querySelector('widget-select')!;
  const control = () => shadow.querySelector<HTMLElement>('.widget-select__control')!;
  const row = (label: string) =>
    Array.from(shadow.querySelectorAll<HTMLElement>('.widget-select__option')).find(
      (r) => r.textContent === label,
    )!;
  return { shadow, select, control, row, form: shadow.querySelector('form')! };
}

const options = `
  <option value="apple">Apple</option>
  <option value="banana">Banana</option>
  <option value="cherry">Cherry</option>`;

test('open, pick and submit inside a shadow root', async () => {
  const { select, control, row, form } = inShadow(
    `<widget-select name="fruit" label="Fruit">${options}</widget-select>`,
  );
  expect(control().getAttribute('aria-label')).toBe('Fruit');
  await userEvent.click(control());
  expect(control().getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(row('Banana'));
  expect(select.value).toBe('banana');
  expect(new FormData(form).get('fruit')).toBe('banana');
});

test('a click outside the widget closes it, from inside the same shadow root and from the page', async () => {
  const { shadow, control } = inShadow(`<widget-select label="Fruit">${options}</widget-select>`);
  await userEvent.click(control());
  expect(control().getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(shadow.querySelector<HTMLElement>('#inside')!);
  expect(control().getAttribute('aria-expanded')).toBe('false');

  await userEvent.click(control());
  expect(control().getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(document.querySelector<HTMLElement>('#page-button')!);
  expect(control().getAttribute('aria-expanded')).toBe('false');
});

test('clicks inside the widget in a shadow root do not close it', async () => {
  const { select, control, row } = inShadow(
    `<widget-select multiple label="Fruit">${options}</widget-select>`,
  );
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Cherry'));
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(select.value).toEqual(['apple', 'cherry']);
});

test('keyboard: focus, open, move, pick; Escape returns focus to the combobox', async () => {
  const { shadow, select, control } = inShadow(`<widget-select label="Fruit">${options}</widget-select>`);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(shadow.activeElement?.classList.contains('widget-select__search')).toBe(true);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(select.value).toBe('banana');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Escape}');
  expect(control().getAttribute('aria-expanded')).toBe('false');
  expect(shadow.activeElement).toBe(control());
});

test('typeahead keeps focus on the combobox, which points at the highlighted row', async () => {
  const { shadow, control } = inShadow(`<widget-select label="Fruit">${options}</widget-select>`);
  control().focus();
  await userEvent.keyboard('b');
  expect(shadow.activeElement).toBe(control());
  const active = control().getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  expect(shadow.getElementById(active!)?.classList.contains('widget-select__option--highlighted')).toBe(true);
});

test('a <label for> in the same shadow root names the combobox', () => {
  const { shadow, control } = inShadow(
    `<label for="f">Favourite</label><widget-select id="f">${options}</widget-select>`,
  );
  const label = shadow.querySelector('label')!;
  expect(control().getAttribute('aria-labelledby')).toBe(label.id);
});

test('a dropdown portalled to the body from a shadow root stays open while used and closes outside', async () => {
  const { select, control } = inShadow(`<widget-select multiple label="Fruit">${options}</widget-select>`);
  select.options = { dropdownParent: document.body };
  await userEvent.click(control());
  const portalRow = (label: string) =>
    Array.from(
      document.body.querySelectorAll<HTMLElement>(':scope > .widget-select__dropdown .widget-select__option'),
    ).find((r) => r.textContent === label)!;
  await userEvent.click(portalRow('Banana'));
  expect(select.value).toEqual(['banana']);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(document.querySelector<HTMLElement>('#page-button')!);
  expect(control().getAttribute('aria-expanded')).toBe('false');
});

test('placement sees clipping ancestors outside the shadow root (without the Popover API): no room below flips the dropdown up', () =>
  withoutPopover(async () => {
    // The control sits at the foot of a scroller with nothing to scroll: Playwright's Firefox
    // driver scrolls every element it clicks to the middle of its scrollers, even one in full
    // view, which in a scroller with room to scroll leaves as much room below as above.
    const outer = fixture(`<div id="scroller" style="height: 220px; overflow: auto">
      <div style="height: 170px"></div><div id="component"></div>
    </div>`);
    const component = outer.querySelector('#component')!;
    const shadow = component.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheet];
    shadow.innerHTML = `<widget-select label="Fruit" searchable="false">${options}</widget-select>`;
    const control = shadow.querySelector<HTMLElement>('.widget-select__control')!;
    await userEvent.click(control);
    const roomBelow =
      outer.querySelector('#scroller')!.getBoundingClientRect().bottom -
      control.getBoundingClientRect().bottom;
    expect(roomBelow).toBeLessThan(20);
    const dropdown = shadow.querySelector<HTMLElement>('.widget-select__dropdown')!;
    expect(dropdown.getAttribute('data-placement')).toBe('top');
  }));

test('a portalled dropdown follows a scroller inside the shadow root', async () => {
  const component = fixture('<div id="component"></div>').querySelector('#component')!;
  const shadow = component.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  shadow.innerHTML = `<div id="scroller" style="height: 200px; overflow: auto">
      <widget-select label="Fruit" searchable="false">${options}</widget-select><div style="height: 600px"></div>
    </div>`;
  const select = shadow.querySelector('widget-select')!;
  select.options = { dropdownParent: document.body };
  const control = shadow.querySelector<HTMLElement>('.widget-select__control')!;
  await userEvent.click(control);
  const dropdown = document.querySelector<HTMLElement>('body > .widget-select__dropdown')!;
  const gap = () => dropdown.getBoundingClientRect().top - control.getBoundingClientRect().bottom;
  const before = gap();
  const scroller = shadow.querySelector('#scroller')!;
  const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
  scroller.scrollTop = 30;
  await scrolled;
  await frames();
  expect(gap()).toBeCloseTo(before, 0);
});

/** A host component whose shadow root holds the element and no styles of its own, below a paragraph of the page. */
function unstyledShadow(inner: string) {
  const host = fixture('<p id="page-text">Elsewhere</p><div id="bare"></div>').querySelector('#bare')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = inner;
  return shadow;
}

/**
 * The module entry loads the element's CSS on first need (the script-tag
 * build has it inline): the root is styled once that chunk has arrived.
 */
async function adopted(root: ShadowRoot): Promise<void> {
  await expect.poll(() => root.adoptedStyleSheets.length).toBe(1);
}

test('in a shadow root without styles the element brings its own: a real click opens it, the control is sized and themed', async () => {
  const shadow = unstyledShadow(
    `<widget-select label="Fruit" theme="dark">${options}</widget-select><widget-select label="Veg">${options}</widget-select>`,
  );
  await adopted(shadow);
  const [dark, light] = Array.from(shadow.querySelectorAll<HTMLElement>('.widget-select__control'));
  const box = dark!.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(100);
  expect(box.height).toBeGreaterThanOrEqual(38);
  // The pointer may rest where an earlier click left it, over this control, which then wears its
  // hover border: it moves off to read the resting colours, onto the page (WebKit's driver finds
  // an element in a shadow root by a CSS path, which can lead to its first look-alike).
  await userEvent.hover(document.querySelector<HTMLElement>('#page-text')!);
  // The dark theme's --ws-bg / --ws-border, and the default theme's for the other.
  expect(getComputedStyle(dark!).backgroundColor).toBe('rgb(28, 33, 40)');
  expect(getComputedStyle(dark!).borderTopColor).toBe('rgb(118, 131, 144)');
  expect(getComputedStyle(light!).backgroundColor).toBe('rgb(255, 255, 255)');
  // And its --ws-border-hover under the pointer.
  await userEvent.hover(dark!);
  expect(getComputedStyle(dark!).borderTopColor).toBe('rgb(173, 186, 199)');
  await userEvent.click(dark!);
  expect(dark!.getAttribute('aria-expanded')).toBe('true');
  const row = shadow.querySelector<HTMLElement>('.widget-select__option')!;
  expect(row.getBoundingClientRect().height).toBeGreaterThan(0);
  await userEvent.click(row);
  expect(shadow.querySelector<HTMLElement & { value: string }>('widget-select')!.value).toBe('apple');
  // One sheet for both instances, adopted once.
  expect(shadow.adoptedStyleSheets).toHaveLength(1);
});

test('the adopted styles yield to the host: its own theme properties win, and one sheet serves every root', async () => {
  const first = unstyledShadow(
    `<style>.widget-select { --ws-bg: rgb(1, 2, 3); }</style><widget-select label="Fruit">${options}</widget-select>`,
  );
  await adopted(first);
  const control = first.querySelector<HTMLElement>('.widget-select__control')!;
  expect(getComputedStyle(control).backgroundColor).toBe('rgb(1, 2, 3)');
  const other = document.createElement('div');
  document.body.append(other);
  try {
    const second = other.attachShadow({ mode: 'open' });
    second.innerHTML = `<widget-select label="Veg">${options}</widget-select>`;
    // Loaded once: the second root adopts the same sheet at once.
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
  } finally {
    other.remove();
  }
});

test('a root the styles reach already adopts nothing: the page with style.css, a host that adopted them', () => {
  const before = document.adoptedStyleSheets.length;
  fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  expect(document.adoptedStyleSheets).toHaveLength(before);
  const { shadow } = inShadow(`<widget-select label="Fruit">${options}</widget-select>`);
  // A copy: Firefox's adoptedStyleSheets is an array-like of its own, not an Array.
  expect([...shadow.adoptedStyleSheets]).toEqual([sheet]);
});
