/**
 * A controller on a fresh module graph without the open list's chunk (the
 * test setup has it up front), for the tests of what a widget does before
 * the chunk arrives. Call `vi.resetModules()` before each test.
 */
import { vi } from 'vitest';
import type { SelectOptions } from '../../src/types';

export const fruits = ['Apple', 'Apricot', 'Banana', 'Pear', 'Plum'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/** The controller, the changes it emits, and a spy on its asks for the chunk. */
export async function beforeTheChunk(options: SelectOptions, initial: string[] = []) {
  const { makeController } = await import('./make-controller');
  const { loadSearchEngineWith } = await import('../../src/core/machine/search-engine');
  const asked = vi.fn();
  loadSearchEngineWith(asked);
  const model = makeController(options, fruits, initial);
  const changes: unknown[] = [];
  model.emitter.on('change', (payload) => changes.push(payload));
  return { model, changes, asked };
}

/** The open list's chunk arrives. */
export const chunkArrives = () => import('../../src/open-list');
