/**
 * Locale registry. English is built in; the other bundled locales are plain
 * tables in `src/locales/data/<code>.ts`, registered by the entry that
 * imports one (`widget-select/locales/<code>`, `dist/locales/<code>.iife.js`)
 * or by the loader a build entry installs with {@link setLocaleLoader}, so
 * `language: 'fr'` fetches its table on first use.
 */
import { localeCodeText, localeMessagesText } from '../diagnostic-texts';
import { SelectWidgetError } from '../errors';
import { loadFailed } from '../load/loader';
import { WeakHandlers } from '../view/weak-listeners';
import { en } from './en';
import type { Messages } from './messages';

// A Map, not an object: codes come from URLs, and `'constructor'` or
// `'__proto__'` must find nothing rather than an Object.prototype member.
const locales = new Map<string, Messages>([['en', en]]);

/** Codes of the locales shipped with the package: `en` in the core, the others loaded on demand. */
export const BUNDLED_LOCALES = 'en fr de es it pt nl pl ru uk tr vi zh ja ko ar'.split(' ');

/** Fetches and registers the table of a bundled locale (a dynamic import, or a script that registers itself). */
export type LocaleLoader = (code: string) => Promise<unknown>;

let loader: LocaleLoader | undefined;
const pending = new Map<string, Promise<void>>();
/**
 * Widgets waiting for a table ({@link followLocale}), each told every code registered; held weakly, so a
 * widget dropped without destroy() is not kept for a table that never comes.
 */
const waiting = new WeakHandlers<[code: string]>();

/** Installs how bundled locales load (dynamic import, script tag); none: English until registered. */
export function setLocaleLoader(load: LocaleLoader): void {
  loader = load;
}

const isTable = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Registers (or replaces) a locale table under a code. A partial table is
 * completed from English, so a new key added later never renders `undefined`.
 * @throws SelectWidgetError `invalid-argument` when `code` is not a non-empty
 *   string or `messages` is not an object.
 */
export function registerLocale(code: string, messages: Partial<Messages>): void {
  if (typeof code !== 'string' || code === '')
    throw new SelectWidgetError('invalid-argument', localeCodeText(code));
  if (!isTable(messages)) throw new SelectWidgetError('invalid-argument', localeMessagesText(code, messages));
  const key = code.toLowerCase();
  locales.set(key, complete(messages));
  waiting.call(key);
}

/**
 * English with the table's own string properties on top (never inherited
 * ones), the optional keys English leaves to the open list (the footer's) too.
 */
function complete(partial: Partial<Messages>): Messages {
  const table: Messages = { ...en };
  for (const key of Object.keys(partial) as (keyof Messages)[]) {
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
  if (typeof language === 'string') {
    const code = language.toLowerCase();
    return locales.get(code) ?? locales.get(baseCode(code)) ?? en;
  }
  return isTable(language) ? complete(language) : en;
}

/**
 * Starts loading the bundled locale `language` needs, once per code until it fails. Returns the pending
 * load, which rejects with a `load-failed` error when the table cannot be fetched or registers nothing,
 * or undefined when there is nothing to load: a table, a registered or an unknown code, no loader.
 */
export function loadLocale(language: string | Partial<Messages> | undefined): Promise<void> | undefined {
  if (typeof language !== 'string') return;
  const code = language.toLowerCase();
  const base = baseCode(code);
  if (!loader || locales.has(code) || locales.has(base) || !BUNDLED_LOCALES.includes(base)) return;
  let load = pending.get(base);
  if (!load) {
    load = loader(base)
      .then(() => {
        if (!locales.has(base)) throw new Error('it registered no table');
      })
      .catch((cause: unknown) => {
        // Asked again by the next widget or language change that needs it.
        pending.delete(base);
        throw loadFailed(`locale "${base}"`, cause);
      });
    pending.set(base, load);
  }
  return load;
}

/**
 * Waits for the table of a widget's `language` however it comes (loaded by any widget, or the page's
 * registerLocale), then runs `arrived`; a failed load runs `failed` and waits on. Returns the stop.
 */
export function followLocale(
  language: string | Partial<Messages> | undefined,
  arrived: () => void,
  failed: (error: SelectWidgetError) => void,
): () => void {
  const code = typeof language === 'string' ? language.toLowerCase() : 'en';
  const base = baseCode(code);
  if (locales.has(code) || locales.has(base)) return () => {};
  let following = true;
  const report = (error: SelectWidgetError) => {
    if (following) failed(error);
  };
  // The widget keeps what stops it, which holds both handlers (it returns `report` only to hold it, as the load
  // holds it weakly): the widget's life is theirs.
  const stop = () => {
    following = false;
    remove();
    return report;
  };
  const remove = waiting.add((registered) => {
    if (registered !== code && registered !== base) return;
    stop();
    arrived();
  });
  const load = loadLocale(code);
  if (load) reportWeakly(load, new WeakRef(report));
  return stop;
}

/**
 * A load's failure told through a weak reference, in a scope of its own: a load that never settles
 * holds its reaction for ever, and a reaction closing over the widget's handler would hold the widget.
 */
function reportWeakly(load: Promise<void>, report: WeakRef<(error: SelectWidgetError) => void>): void {
  load.catch((error: SelectWidgetError) => report.deref()?.(error));
}

/** Whether `code` (or its base, `'pt'` for `'pt-BR'`) is registered or bundled. */
export function isKnownLanguage(code: string): boolean {
  const lower = code.toLowerCase();
  const base = baseCode(lower);
  return locales.has(lower) || locales.has(base) || BUNDLED_LOCALES.includes(base);
}

function baseCode(code: string): string {
  return code.split(/[-_]/)[0] ?? '';
}

/** Whether a locale code is written right to left (Arabic, Hebrew, Persian, Urdu and a few more). */
export function isRtlLanguage(language: string | Partial<Messages> | undefined): boolean {
  return typeof language === 'string' && /^(ar|he|iw|fa|ur|ps|yi|ckb|dv|sd|ug)([-_]|$)/i.test(language);
}

export type { Messages } from './messages';
export { format } from './messages';
