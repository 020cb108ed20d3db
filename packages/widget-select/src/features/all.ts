/** Every optional feature, for the default entry, the custom element and the script-tag build. */
import './tree';
import './columns';
import './remote';
import './tags';
import './large';
import './resolve';
import './sheet';
// The plugin host (the element runs its form bridge as a plugin) with the built-in plugins.
import '../plugins';
