/** `<widget-select>` keeps the focus across a rebuild (an option it reads only once changed). */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { engine } from '../engines';
import { clickControl, control, fixture, listen } from '../helpers';
import { element } from './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana">Banana</option>`;
const focusAndOpening = ['focus', 'blur', 'ws-focus', 'ws-blur', 'ws-open', 'ws-close'];

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Only the WebKit run can put its browser window in the background (its own
// X display); Chromium and Firefox run headless, always in front.
test.runIf(engine === 'webkit')(
  'a rebuild while the window is in the background keeps the focus for when the user comes back (WebKit only: the test puts its window in the background)',
  async () => {
    fixture(`<widget-select label="Fruit"><option value="apple">Apple</option></widget-select>`);
    control().focus();
    await commands.windowFocus(false);
    try {
      // In the background no `:focus` matches, and the focused element waits for the user.
      await expect.poll(() => document.hasFocus()).toBe(false);
      expect(document.activeElement).toBe(control());

      element().multiple = true;
      await nextTask();
      expect(document.activeElement).toBe(control());
    } finally {
      await commands.windowFocus(true);
    }
    await expect.poll(() => document.hasFocus()).toBe(true);
    expect(control().matches(':focus')).toBe(true);
  },
);

for (const [what, rebuild] of [
  ['multiple', (select: HTMLElement & { multiple: boolean }) => (select.multiple = true)],
  ['label', (select: HTMLElement) => select.setAttribute('label', 'Fruit!')],
  ['searchable', (select: HTMLElement) => select.setAttribute('searchable', 'false')],
  ['aria-label', (select: HTMLElement) => select.setAttribute('aria-label', 'Fruit!')],
] as const) {
  test(`a rebuild (${what}) while the list is open keeps it open, with no focus or opening event`, async () => {
    fixture(`<widget-select label="Fruit">${options}</widget-select><button>after</button>`);
    const select = element();
    const events = listen(select, focusAndOpening);
    await clickControl();
    await expect.poll(() => select.widget?.isDropdownOpen()).toBe(true);
    expect(events.map(([type]) => type)).toEqual(['focus', 'ws-focus', 'ws-open']);

    rebuild(select);
    await nextTask();
    expect(select.widget?.isDropdownOpen()).toBe(true);
    expect(control().getAttribute('aria-expanded')).toBe('true');
    expect(select.contains(document.activeElement)).toBe(true);
    expect(events.map(([type]) => type)).toEqual(['focus', 'ws-focus', 'ws-open']);

    // The rebuilt widget's list and focus events pair with those heard before.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Tab}');
    await expect
      .poll(() => events.map(([type]) => type))
      .toEqual(['focus', 'ws-focus', 'ws-open', 'ws-close', 'blur', 'ws-blur']);
  });
}

test('a rebuild of a focused, closed widget fires no focus event', async () => {
  fixture(`<widget-select label="Fruit">${options}</widget-select><button>after</button>`);
  const select = element();
  const events = listen(select, focusAndOpening);
  control().focus();
  expect(events.map(([type]) => type)).toEqual(['focus', 'ws-focus']);

  select.multiple = true;
  await nextTask();
  expect(document.activeElement).toBe(control());
  expect(events.map(([type]) => type)).toEqual(['focus', 'ws-focus']);

  await userEvent.keyboard('{Tab}');
  await expect.poll(() => events.map(([type]) => type)).toEqual(['focus', 'ws-focus', 'blur', 'ws-blur']);
});
