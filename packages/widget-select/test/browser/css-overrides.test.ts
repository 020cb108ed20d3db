/** The stylesheet as an app can override it: custom properties from :root or an ancestor, dark mode. */
import { afterEach, expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { chromiumOnly } from './engines';
import { control, fixture, fruits, mount } from './helpers';

let style: HTMLStyleElement | null = null;
const addStyle = (css: string) => {
  style = document.createElement('style');
  style.textContent = css;
  // Before the package's stylesheet: a later rule of equal specificity must not be what makes it win.
  document.head.prepend(style);
};
afterEach(async () => {
  style?.remove();
  document.documentElement.classList.remove('widget-select-dark');
  await commands.emulateMedia({ colorScheme: 'no-preference' });
});
const background = () => getComputedStyle(control()).backgroundColor;

test('--ws-* set on :root win over the defaults, whatever the order of the stylesheets', () => {
  addStyle(':root { --ws-bg: rgb(1, 2, 3); }');
  mount({ data: fruits });
  expect(background()).toBe('rgb(1, 2, 3)');
});

test('--ws-* set on an ancestor (a .dark wrapper) reach the widget and its dropdown', () => {
  addStyle('.app-dark { --ws-bg: rgb(4, 5, 6); --ws-fg: rgb(250, 250, 250); }');
  const host = fixture('<div class="app-dark"><div id="mount"></div></div>');
  const widget = mount({ data: fruits }, host.querySelector<HTMLElement>('#mount')!);
  expect(background()).toBe('rgb(4, 5, 6)');
  widget.open();
  expect(getComputedStyle(document.querySelector('.widget-select__dropdown')!).color).toBe(
    'rgb(250, 250, 250)',
  );
});

test('a widget-select-dark class on <html> turns every widget dark; the default stays light', () => {
  mount({ data: fruits });
  expect(background()).toBe('rgb(255, 255, 255)');
  document.documentElement.classList.add('widget-select-dark');
  expect(background()).toBe('rgb(28, 33, 40)');
});

// Firefox ESR's WebDriver BiDi cannot emulate the colour scheme yet.
chromiumOnly("theme 'auto' follows the system's colour scheme", async () => {
  mount({ data: fruits, theme: 'auto' });
  await commands.emulateMedia({ colorScheme: 'light' });
  expect(background()).toBe('rgb(255, 255, 255)');
  await commands.emulateMedia({ colorScheme: 'dark' });
  expect(background()).toBe('rgb(28, 33, 40)');
});
