/** `<widget-select>` keeps the focus across a rebuild (an option it reads only once changed). */
import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { engine } from '../engines';
import { control, fixture } from '../helpers';
import { element } from './element-helpers';

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
