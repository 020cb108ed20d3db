/** Script-tag build: defines the global `SelectWidget` (with `SelectWidget.Error` and `SelectWidget.registerLocale`). */
import './styles/index.css';
import { defineWidgetSelect } from './element/define';
import { setLocaleLoader } from './i18n';
import { SelectWidget } from './select-widget';

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

// Defines `<widget-select>` too; its class is `SelectWidget.WidgetSelectElement`.
Object.assign(SelectWidget, { WidgetSelectElement: defineWidgetSelect() });

export default SelectWidget;
