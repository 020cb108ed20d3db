/**
 * Runs code against the development texts of errors and warnings or the
 * production ones, which the production build puts in their place: a fresh
 * module graph (`vi.resetModules`) in which `diagnostic-texts/development`
 * is, for `production`, the production module.
 */
import { vi } from 'vitest';

export type TextsMode = 'development' | 'production';

const DEVELOPMENT = '../src/diagnostic-texts/development';
const PRODUCTION = '../src/diagnostic-texts/production';

/** Calls `load` (which imports the modules it needs) on a fresh module graph with the texts of `mode`. */
export async function withTexts<T>(mode: TextsMode, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  if (mode === 'production') vi.doMock(DEVELOPMENT, () => vi.importActual(PRODUCTION));
  try {
    return await load();
  } finally {
    vi.doUnmock(DEVELOPMENT);
  }
}
