/**
 * Tests that read Chromium's own tooling through the DevTools protocol (its
 * accessibility tree, touch and input-method events, forced-colours
 * emulation) run in Chromium only: `chromiumOnly` names them so and skips
 * them in other engines, where the protocol does not exist.
 */
import { test } from 'vitest';
import { server } from 'vitest/browser';

/** The engine running the tests: 'chromium', 'firefox' or 'webkit'. */
export const engine = server.browser;

/** `test`, run in Chromium only; its name ends in "(Chromium only)". */
export function chromiumOnly(name: string, fn: () => Promise<void> | void, timeout?: number): void {
  test.runIf(engine === 'chromium')(`${name} (Chromium only)`, fn, timeout);
}

/**
 * `test`, skipped in Firefox where an engine bug stops it; its name ends in
 * "(not in Firefox: <why>)", naming the bug.
 */
export function notInFirefox(
  name: string,
  why: string,
  fn: () => Promise<void> | void,
  timeout?: number,
): void {
  test.skipIf(engine === 'firefox')(`${name} (not in Firefox: ${why})`, fn, timeout);
}
