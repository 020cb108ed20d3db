/**
 * `<select>` mounts are a feature (`widget-select/native`) added through the
 * feature registry, like tree, remote and tags: `widget-select/core` alone
 * and the element entry leave the select bridge out. Each test starts from
 * a fresh module graph (the test setup adds every feature to the shared one).
 */
import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

it('without widget-select/native, a <select> target is refused with feature-missing naming the import', async () => {
  const { nativeFeature } = await import('../../src/features/registry');
  expect(() => nativeFeature()).toThrow(
    expect.objectContaining({
      code: 'feature-missing',
      message: expect.stringContaining(`import 'widget-select/native'`),
    }),
  );
});

it('widget-select/core alone does not add it', async () => {
  await import('../../src/core-entry');
  const { nativeFeature } = await import('../../src/features/registry');
  expect(() => nativeFeature()).toThrow(expect.objectContaining({ code: 'feature-missing' }));
});

it.each([
  ['widget-select/native', () => import('../../src/features/native')],
  ['widget-select', () => import('../../src/index')],
])('%s adds it', async (_entry, load) => {
  await load();
  const { native } = await import('../../src/features/native');
  const { nativeFeature } = await import('../../src/features/registry');
  expect(nativeFeature()).toBe(native);
});

it('SelectWidget.use(native) adds it too', async () => {
  const { native } = await import('../../src/features/native');
  vi.resetModules();
  const { SelectWidget } = await import('../../src/core-entry');
  const { nativeFeature } = await import('../../src/features/registry');
  SelectWidget.use(native);
  expect(nativeFeature()).toBe(native);
});

it('the element entry does not', async () => {
  // The element class extends HTMLElement; defining it needs no more of a DOM.
  vi.stubGlobal('HTMLElement', class {});
  try {
    await import('../../src/element/index');
    const { nativeFeature } = await import('../../src/features/registry');
    expect(() => nativeFeature()).toThrow(expect.objectContaining({ code: 'feature-missing' }));
  } finally {
    vi.unstubAllGlobals();
  }
});
