import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import './custom.css';
import LiveExample from './LiveExample.vue';
import PropExplorer from './PropExplorer.vue';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('PropExplorer', PropExplorer);
  },
} satisfies Theme;
