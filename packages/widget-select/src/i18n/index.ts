/**
 * Locale registry. Every bundled locale is registered here so `language: 'fr'`
 * works out of the box; `registerLocale` adds more at runtime.
 */
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import type { Messages } from './messages';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { uk } from './uk';
import { vi } from './vi';
import { zh } from './zh';

const locales: Record<string, Messages> = { en, fr, de, es, it, pt, nl, pl, ru, uk, tr, vi, zh, ja, ko, ar };

/** Codes of the locales bundled with the core. */
export const BUNDLED_LOCALES = Object.keys(locales);

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
 * table completed from English.
 */
export function resolveMessages(language: string | Partial<Messages> | undefined): Messages {
  if (language === undefined || language === null) return en;
  if (typeof language === 'string') {
    const code = language.toLowerCase();
    return locales[code] ?? locales[code.split(/[-_]/)[0] ?? ''] ?? en;
  }
  return complete(language);
}

/** Whether a locale code is written right to left (Arabic, Hebrew, Persian, Urdu and a few more). */
export function isRtlLanguage(language: string | Partial<Messages> | undefined): boolean {
  return typeof language === 'string' && /^(ar|he|iw|fa|ur|ps|yi|ckb|dv|sd|ug)([-_]|$)/i.test(language);
}

export { format, table } from './messages';
export type { Messages, MessageList } from './messages';
