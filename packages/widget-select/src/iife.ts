/**
 * Script-tag build: defines the global `SelectWidget`, with `SelectWidget.Error`,
 * `SelectWidget.registerLocale`, the built-in plugins
 * `SelectWidget.checkboxPlugin` and `SelectWidget.selectAllHeaderPlugin`, and
 * the custom element `<widget-select>` (`SelectWidget.WidgetSelectElement`).
 */
import './styles/index.css';
import './features/all';
import './features/native';
// One synchronous file: the open list and the control's input are in it from the start.
import * as openList from './open-list';
import { tagsList } from './features/tags/tags-list';
import { NativeSyncJob } from './native/slices';
import { provideSlices } from './native/slices-slot';
import * as watchers from './native/watchers';
import { provideWatchers } from './native/watchers-slot';
import { treeList } from './features/tree/tree-list';
import { defineWidgetSelect } from './element/define';
import { adoptSheet } from './element/stylesheet';
import { setStyleSource } from './element/styles';
import { setLocaleLoader } from './i18n';
import { checkboxPlugin, selectAllHeaderPlugin } from './plugins';
import { SelectWidget } from './select-widget';
import { controlInput } from './view/control-input';
import { provideControlInput } from './view/control-input-slot';
import { provideListPart, provideOpenList } from './view/open-list-slot';

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
        script.onerror = reject;
        document.head.append(script);
      }),
  );
}

provideOpenList(openList);
provideControlInput(controlInput);
provideListPart('tree', treeList);
provideListPart('tags', tagsList);
provideSlices(NativeSyncJob);
provideWatchers(watchers);

// The element adopts this build's CSS at once where the page's does not reach it.
setStyleSource(() => adoptSheet);

// Statics of this build's class only: the module builds import these by name.
// `<widget-select>` is defined too; its class is `SelectWidget.WidgetSelectElement`.
export default Object.assign(SelectWidget, {
  checkboxPlugin,
  selectAllHeaderPlugin,
  WidgetSelectElement: defineWidgetSelect(),
});
