/**
 * Locale registry. English is built in; the other bundled locales live in
 * `src/locales/<code>.ts` (`widget-select/locales/<code>`, `dist/locales/<code>.iife.js`),
 * each registering itself. A build entry installs a loader with
 * {@link setLocaleLoader} so `language: 'fr'` fetches its table on first use.
 */
import { en } from './en';
import type { Messages } from './messages';

const locales: Record<string, Messages> = { en };

/** Codes of the locales shipped with the package: `en` in the core, the others loaded on demand. */
export const BUNDLED_LOCALES = 'en fr de es it pt nl pl ru uk tr vi zh ja ko ar'.split(' ');

/** Fetches the module or script of a bundled locale, which registers itself. */
export type LocaleLoader = (code: string) => Promise<unknown>;

let loader: LocaleLoader | undefined;
const pending: Record<string, Promise<void>> = {};

/** Installs how bundled locales load (dynamic import, script tag); none: English until registered. */
export function setLocaleLoader(load: LocaleLoader): void {
  loader = load;
}

/**
 * Registers (or replaces) a locale table under a code. A partial table is
 * completed from English, so a new key added later never renders `undefined`.
 */
export function registerLocale(code: string, messages: Partial<Messages>): void {
  locales[code.toLowerCase()] = complete(messages);
}

function complete(partial: Partial<Messages>): Messages {
  const table: Messages = { ...en };
  for (const key of Object.keys(en) as (keyof Messages)[]) {
    const text = partial[key];
    if (typeof text === 'string') table[key] = text;
  }
  return table;
}

/**
 * Resolves `language` to a complete table: a known code (`'fr'`; `'pt-BR'`
 * falls back to `'pt'`; an unknown code to English), or a partial custom
 * table completed from English. A bundled locale not loaded yet is English.
 */
export function resolveMessages(language: string | Partial<Messages> | undefined): Messages {
  if (language === undefined || language === null) return en;
  if (typeof language === 'string') {
    const code = language.toLowerCase();
    return locales[code] ?? locales[baseCode(code)] ?? en;
  }
  return complete(language);
}

/**
 * Starts loading the bundled locale `language` needs, once per code. Returns
 * the pending load (settled when registered or failed), or undefined when
 * there is nothing to load: a table, a registered or an unknown code, no loader.
 */
export function loadLocale(language: string | Partial<Messages> | undefined): Promise<void> | undefined {
  if (typeof language !== 'string') return;
  const code = language.toLowerCase();
  const base = baseCode(code);
  if (!loader || locales[code] || locales[base] || !BUNDLED_LOCALES.includes(base)) return;
  pending[base] ??= loader(base).then(
    () => {},
    () => {},
  );
  return pending[base];
}

function baseCode(code: string): string {
  return code.split(/[-_]/)[0] ?? '';
}

/** Whether a locale code is written right to left (Arabic, Hebrew, Persian, Urdu and a few more). */
export function isRtlLanguage(language: string | Partial<Messages> | undefined): boolean {
  return typeof language === 'string' && /^(ar|he|iw|fa|ur|ps|yi|ckb|dv|sd|ug)([-_]|$)/i.test(language);
}

export type { MessageList, Messages } from './messages';
export { format, table } from './messages';
