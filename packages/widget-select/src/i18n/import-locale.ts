/**
 * The locale loader of the ESM and CommonJS builds: a dynamic import of the
 * locale's own entry (`widget-select/locales/<code>`), which registers itself.
 * Not part of the script-tag build, which would inline every import.
 */
const modules: Record<string, () => Promise<unknown>> = {
  ar: () => import('../locales/ar'),
  de: () => import('../locales/de'),
  es: () => import('../locales/es'),
  fr: () => import('../locales/fr'),
  it: () => import('../locales/it'),
  ja: () => import('../locales/ja'),
  ko: () => import('../locales/ko'),
  nl: () => import('../locales/nl'),
  pl: () => import('../locales/pl'),
  pt: () => import('../locales/pt'),
  ru: () => import('../locales/ru'),
  tr: () => import('../locales/tr'),
  uk: () => import('../locales/uk'),
  vi: () => import('../locales/vi'),
  zh: () => import('../locales/zh'),
};

export function importLocale(code: string): Promise<unknown> {
  const load = Object.hasOwn(modules, code) ? modules[code] : undefined;
  return load?.() ?? Promise.reject(new Error(`no bundled locale "${code}"`));
}
