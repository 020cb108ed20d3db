import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';
import { sourceAliases } from '../../playground/source-aliases';
import { liveExamplesPlugin, parseInfo } from './live-blocks';
import { writeLlmsFiles } from './llms';

const docsRoot = fileURLToPath(new URL('../', import.meta.url));

/** The pages, in reading order: the sidebar, the prev/next links and llms.txt follow it. */
const sections = [
  {
    title: 'Guide',
    pages: [
      ['Getting started', 'guide/getting-started.md'],
      // Sidebar texts are HTML.
      ['When the native &lt;select&gt; is enough', 'guide/native-select.md'],
    ],
  },
  {
    title: 'Features',
    pages: [
      ['Single select', 'features/single.md'],
      ['Multiple select and tags', 'features/multiple.md'],
      ['Creating options', 'features/creation.md'],
      ['Sorting tags', 'features/sorting.md'],
      ['Tree select', 'features/tree.md'],
      ['Remote data', 'features/remote.md'],
      ['Search', 'features/search.md'],
      ['Virtual scrolling', 'features/virtual-scrolling.md'],
      ['Forms and validation', 'features/forms.md'],
      ['Languages and RTL', 'features/i18n.md'],
      ['Themes and styling', 'features/themes.md'],
      ['Plugins', 'features/plugins.md'],
      ['Accessibility', 'features/accessibility.md'],
      ['Accessibility conformance report', 'accessibility-conformance.md'],
      ['Mobile', 'features/mobile.md'],
      ['Performance', 'features/performance.md'],
    ],
  },
  {
    title: 'Recipes',
    pages: [
      ['All recipes', 'recipes/overview.md'],
      ['Next.js App Router', 'recipes/nextjs.md'],
      ['Nuxt', 'recipes/nuxt.md'],
      ['Svelte 5 and SvelteKit', 'recipes/svelte.md'],
      ['Angular', 'recipes/angular.md'],
      ['Lit', 'recipes/lit.md'],
      ['Plain HTML form', 'recipes/plain-form.md'],
      ['Data grid', 'recipes/data-grid.md'],
      ['htmx', 'recipes/htmx.md'],
      ['Turbo, htmx and page swaps', 'recipes/page-swaps.md'],
      ['Dark mode', 'recipes/dark-mode.md'],
      ['Modal dialog', 'recipes/dialog.md'],
      ['Tailwind v4', 'recipes/tailwind.md'],
      ['TanStack Form', 'recipes/tanstack-form.md'],
      ['GraphQL remote data', 'recipes/graphql.md'],
      ['Async creation', 'recipes/async-creation.md'],
    ],
  },
  {
    title: 'Migrating',
    pages: [
      ['From Select2', 'migrate/select2.md'],
      ['From Tom Select', 'migrate/tom-select.md'],
      ['From Choices.js', 'migrate/choices.md'],
    ],
  },
  {
    title: 'Reference',
    pages: [
      ['API reference', 'api.md'],
      ['Architecture', 'architecture.md'],
      ['Size', 'size.md'],
    ],
  },
];

/** Where the site is served from: `/` by default, `DOCS_BASE=/widget-select/` for a sub-path. */
const base = process.env.DOCS_BASE ?? '/';

export default defineConfig({
  title: 'widget-select',
  description: 'A framework-free, typed select component: single, tags, tree and remote data.',
  base,
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: `${base}favicon.svg` }]],
  srcExclude: ['**/node_modules/**'],
  cleanUrls: false,
  lastUpdated: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Features', link: '/features/single' },
      { text: 'Recipes', link: '/recipes/overview' },
      { text: 'API', link: '/api' },
      { text: 'npm', link: 'https://www.npmjs.com/package/widget-select' },
    ],
    socialLinks: [{ icon: 'github', link: 'https://github.com/widget-select/widget-select' }],
    sidebar: sections.map((section) => ({
      text: section.title,
      items: section.pages.map(([text, page]) => ({ text, link: `/${page?.replace(/\.md$/, '')}` })),
    })),
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'widget-select' } } },
  markdown: {
    config(md) {
      const fence = md.renderer.rules.fence!;
      md.renderer.rules.fence = (tokens, idx, options, env, self) => {
        const token = tokens[idx]!;
        const { lang, live } = parseInfo(token.info);
        if (!live) return fence(tokens, idx, options, env, self);
        const n = tokens.slice(0, idx).filter((t) => t.type === 'fence' && parseInfo(t.info).live).length;
        token.info = lang;
        const code = fence(tokens, idx, options, env, self);
        token.info = `${lang} live`;
        const id = `${env.relativePath}#${n}`;
        return `<LiveExample id="${id}">\n${code}\n</LiveExample>\n`;
      };
    },
  },
  vite: {
    plugins: [liveExamplesPlugin(docsRoot)],
    resolve: { alias: sourceAliases },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  },
  buildEnd(site) {
    writeLlmsFiles(
      docsRoot,
      site.outDir,
      site.site.base,
      sections.map((section) => ({ title: section.title, pages: section.pages.map(([, page]) => page!) })),
    );
  },
});
