/**
 * The locale loader of the ESM and CommonJS builds: a dynamic import of the
 * locale's table, registered here. The tables are plain data (no import of
 * the core), so a bundler splits no chunk out for them to share with the
 * entry: an app loads nothing for them until a widget asks for a language.
 * Not part of the script-tag build, which would inline every import.
 */
import { failedUrl, importAgain } from '../load/loader';
import { registerLocale } from './index';
import type { Messages } from './messages';

type Table = () => Promise<{ default: Messages }>;

const tables: Record<string, Table> = {
  ar: () => import('../locales/data/ar'),
  de: () => import('../locales/data/de'),
  es: () => import('../locales/data/es'),
  fr: () => import('../locales/data/fr'),
  it: () => import('../locales/data/it'),
  ja: () => import('../locales/data/ja'),
  ko: () => import('../locales/data/ko'),
  nl: () => import('../locales/data/nl'),
  pl: () => import('../locales/data/pl'),
  pt: () => import('../locales/data/pt'),
  ru: () => import('../locales/data/ru'),
  tr: () => import('../locales/data/tr'),
  uk: () => import('../locales/data/uk'),
  vi: () => import('../locales/data/vi'),
  zh: () => import('../locales/data/zh'),
};

/** The chunk of each locale whose import failed, and how many times it was asked for again. */
const failed = new Map<string, { url: URL; tries: number }>();

export function importLocale(code: string): Promise<unknown> {
  const load = Object.hasOwn(tables, code) ? tables[code] : undefined;
  if (!load) return Promise.reject(new Error(`no bundled locale "${code}"`));
  // A failed import stays failed for the page's life (Firefox): the file is asked for under a query of its own.
  const retry = failed.get(code);
  const fetched = retry ? importAgain<{ default: Messages }>(retry.url, ++retry.tries) : load();
  return fetched.then(
    (table) => registerLocale(code, table.default),
    (error: unknown) => {
      const url = failedUrl(error);
      if (url && !retry) failed.set(code, { url, tries: 0 });
      throw error;
    },
  );
}
