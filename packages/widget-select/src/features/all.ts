/** Every optional feature, added at once: for the script-tag build and the tests (the default entry and the element load remote, resolve, the sheet and large when asked, features/lazy/). */
import './tree';
import './columns';
import './remote';
import './tags';
import './large';
import './resolve';
import './sheet';
// The plugin host (the element runs its form bridge as a plugin) with the built-in plugins.
import '../plugins';
