/**
 * The Nuxt recipe: `widget-select-vue` rendered on the server and hydrated,
 * and `<widget-select>` in a page. Vue must know that `widget-select` is a
 * custom element (not a component to resolve), on the server and in the
 * browser: `vue.compilerOptions.isCustomElement`.
 */
export default defineNuxtConfig({
  compatibilityDate: '2026-01-01',
  telemetry: false,
  devtools: { enabled: false },
  css: ['widget-select/style.css'],
  vue: { compilerOptions: { isCustomElement: (tag) => tag === 'widget-select' } },
  app: { head: { htmlAttrs: { lang: 'en' }, title: 'widget-select with Nuxt' } },
  // A small recipe: no source maps.
  sourcemap: { server: false, client: false },
});
