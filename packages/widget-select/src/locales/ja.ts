// The entry `widget-select/locales/ja`: importing it registers Japanese. The table is
// plain data in ./data/, which the core's `importLocale` loads alone. `registerLocale` comes
// from the core: the script-tag build of this file maps '../i18n' to the global `SelectWidget`.
import { registerLocale } from '../i18n';
import messages from './data/ja';

registerLocale('ja', messages);
