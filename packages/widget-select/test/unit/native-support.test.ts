/**
 * `<select>` mounts are added by the entries that offer them, so the
 * element entry can leave the select bridge out. Each test starts from a
 * fresh module graph (the test setup adds the support to the shared one).
 */
import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

it('without an entry that adds it, a <select> target is refused with invalid-target', async () => {
  const { nativeSupport } = await import('../../src/view/native-follow');
  expect(() => nativeSupport()).toThrow(
    expect.objectContaining({
      code: 'invalid-target',
      message: expect.stringContaining('a <select> target needs import "widget-select"'),
    }),
  );
});

it.each([
  ['widget-select/core', () => import('../../src/core-entry')],
  ['widget-select', () => import('../../src/index')],
])('%s adds it', async (_entry, load) => {
  await load();
  const { nativeSelects, nativeSupport } = await import('../../src/view/native-follow');
  expect(nativeSupport()).toBe(nativeSelects);
});

it('the element entry does not', async () => {
  // The element class extends HTMLElement; defining it needs no more of a DOM.
  vi.stubGlobal('HTMLElement', class {});
  try {
    await import('../../src/element/index');
    const { nativeSupport } = await import('../../src/view/native-follow');
    expect(() => nativeSupport()).toThrow(expect.objectContaining({ code: 'invalid-target' }));
  } finally {
    vi.unstubAllGlobals();
  }
});
