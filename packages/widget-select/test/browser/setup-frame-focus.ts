/**
 * Every browser test starts with its page focused. In Firefox a Tab past the
 * page's last control moves focus out of the page, into the browser's own
 * toolbar, and the page then fires no focus events at all (a script's
 * `focus()` moves `document.activeElement` silently): every later test that
 * waits for `focusin`, `focusout` or `blur` would fail. The page takes the
 * focus back here (`window.focus()`, allowed by the `dom.disable_window_flip`
 * preference vitest.config.ts sets). Chromium never lets focus leave.
 */
import { beforeEach, vi } from 'vitest';

beforeEach(async () => {
  if (document.hasFocus()) return;
  window.top?.focus();
  window.focus();
  await vi.waitFor(() => {
    if (!document.hasFocus()) throw new Error('the test page did not get the focus back');
  });
});
