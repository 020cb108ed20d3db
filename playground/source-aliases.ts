import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

/**
 * The packages' import paths resolved to their sources, so a dev server (the
 * playground, the docs site) shows the working tree live instead of a build.
 */
export const sourceAliases: { find: RegExp; replacement: string }[] = [
  { find: /^widget-select\/style\.css/, replacement: src('widget-select/src/styles/index.css') },
  {
    find: /^widget-select\/(base|core|tree|tags|remote|sheet|plugins)\.css$/,
    replacement: src('widget-select/src/styles/$1.css'),
  },
  { find: /^widget-select$/, replacement: src('widget-select/src/index.ts') },
  { find: /^widget-select\/adapter$/, replacement: src('widget-select/src/adapter.ts') },
  { find: /^widget-select\/core$/, replacement: src('widget-select/src/core-entry.ts') },
  {
    find: /^widget-select\/(tree|remote|tags|large|native)$/,
    replacement: src('widget-select/src/features/$1.ts'),
  },
  { find: /^widget-select\/plugins$/, replacement: src('widget-select/src/plugins/index.ts') },
  // The locale sources, so `import 'widget-select/locales/fr'` registers into the same (source) registry.
  { find: /^widget-select\/locales\/([a-z-]+)$/, replacement: src('widget-select/src/locales/$1.ts') },
  { find: /^widget-select\/element$/, replacement: src('widget-select/src/element/index.ts') },
  { find: /^widget-select\/testing$/, replacement: src('widget-select/src/testing/index.ts') },
  { find: /^widget-select-react$/, replacement: src('widget-select-react/src/index.ts') },
  { find: /^widget-select-vue$/, replacement: src('widget-select-vue/src/index.ts') },
];
