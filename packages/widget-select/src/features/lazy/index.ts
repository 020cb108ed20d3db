/**
 * The default entry's features whose API is asynchronous anyway: each is a
 * chunk fetched when an option or a data set asks for it (`ajax`,
 * `resolveOptions`, `presentation` on a phone, a large data set), with a
 * stand-in in the registry until it is there. Importing the feature's own
 * entry (`widget-select/remote`, …) adds it at once instead.
 */
import { promiseLargeStructures } from '../../core/domain/structures';
import { lazyLarge } from './large';
import { registerLazyFeature } from './loader';
import { lazyRemote } from './remote';
import { lazyResolve } from './resolve';
import { lazySheet } from './sheet';

registerLazyFeature(lazyRemote);
registerLazyFeature(lazyResolve);
registerLazyFeature(lazySheet);
registerLazyFeature(lazyLarge);
// No warning about a large list without widget-select/large: it comes when one is built.
promiseLargeStructures();
