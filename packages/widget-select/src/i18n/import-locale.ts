/**
 * The locale loader of the ESM and CommonJS builds: a dynamic import of the
 * locale's table, registered here. The tables are plain data (no import of
 * the core), so a bundler splits no chunk out for them to share with the
 * entry: an app loads nothing for them until a widget asks for a language.
 * Not part of the script-tag build, which would inline every import.
 */
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

export function importLocale(code: string): Promise<unknown> {
  const load = Object.hasOwn(tables, code) ? tables[code] : undefined;
  if (!load) return Promise.reject(new Error(`no bundled locale "${code}"`));
  return load().then((table) => registerLocale(code, table.default));
}
