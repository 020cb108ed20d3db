/** Every optional feature, for the default entry, the custom element and the script-tag build. */
import './tree';
import './remote';
import './tags';
import './large';
import './resolve';
