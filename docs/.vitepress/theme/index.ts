import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import { h } from 'vue';
import './custom.css';
import HeroDemo from './HeroDemo.vue';
import LiveExample from './LiveExample.vue';
import PropExplorer from './PropExplorer.vue';

export default {
  extends: DefaultTheme,
  // The home page's hero shows a widget to try where the default theme has an image.
  Layout: () => h(DefaultTheme.Layout, null, { 'home-hero-image': () => h(HeroDemo) }),
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('PropExplorer', PropExplorer);
  },
} satisfies Theme;
