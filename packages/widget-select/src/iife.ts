/**
 * Script-tag build: defines the global `SelectWidget`, with `SelectWidget.Error`,
 * `SelectWidget.registerLocale`, the built-in plugins
 * `SelectWidget.checkboxPlugin` and `SelectWidget.selectAllHeaderPlugin`, and
 * the custom element `<widget-select>` (`SelectWidget.WidgetSelectElement`).
 */
import './styles/index.css';
import './features/all';
import './features/native';
import { defineWidgetSelect } from './element/define';
import { adoptSheet } from './element/stylesheet';
import { setStyleSource } from './element/styles';
import { setLocaleLoader } from './i18n';
import { checkboxPlugin, selectAllHeaderPlugin } from './plugins';
import { SelectWidget } from './select-widget';
import { slicesPart } from './native/sync';
import { watchersPart } from './native/follow';
import { loadOpenList } from './view/open-list-slot';
import { searchEnginePart } from './view/search-engine-part';

// No locale is inlined: `language: 'fr'` loads `locales/fr.iife.js` from
// beside this script on first use (or include that file with a script tag).
const current = document.currentScript as HTMLScriptElement | null;
const base = current?.src;
if (base) {
  setLocaleLoader(
    (code) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = new URL(`locales/${code}.iife.js`, base).href;
        script.nonce = current?.nonce ?? '';
        script.onload = resolve;
        script.onerror = () => {
          // Gone, so that the next ask adds a fresh one.
          script.remove();
          reject(new Error(`${script.src} did not load`));
        };
        document.head.append(script);
      }),
  );
}

// One file: its lazy imports are inlined (tsdown.config.ts). They are asked for now, and are there
// once this script has run (a few microtasks), before the page's next script builds a widget.
Promise.all([loadOpenList(), slicesPart.load(), watchersPart.load(), searchEnginePart.load()]).catch(
  () => {},
);

// The element adopts this build's CSS at once where the page's does not reach it.
setStyleSource(() => adoptSheet);

// Statics of this build's class only: the module builds import these by name.
// `<widget-select>` is defined too; its class is `SelectWidget.WidgetSelectElement`.
export default Object.assign(SelectWidget, {
  checkboxPlugin,
  selectAllHeaderPlugin,
  WidgetSelectElement: defineWidgetSelect(),
});
