import { en } from './en';
import type { Messages } from './messages';

const locales: Record<string, Messages> = { en };

/** Registers a locale table under a code (used by the bundled locales). */
export function registerLocale(code: string, messages: Messages): void {
  locales[code.toLowerCase()] = messages;
}

/**
 * Resolves `language` to a complete table: a known code (`'fr'`, `'pt-BR'`
 * falls back to `'pt'`), or a partial custom table completed from English.
 */
export function resolveMessages(language: string | Partial<Messages> | undefined): Messages {
  if (language === undefined) return en;
  if (typeof language === 'string') {
    const code = language.toLowerCase();
    return locales[code] ?? locales[code.split('-')[0] ?? ''] ?? en;
  }
  const table: Messages = { ...en };
  for (const key of Object.keys(en) as (keyof Messages)[]) {
    const text = language[key];
    if (typeof text === 'string') table[key] = text;
  }
  return table;
}

/** Locale codes written right to left. */
export function isRtlLanguage(language: string | Partial<Messages> | undefined): boolean {
  return typeof language === 'string' && /^(ar|he|fa|ur)(-|$)/i.test(language);
}

export { format } from './messages';
export type { Messages } from './messages';
