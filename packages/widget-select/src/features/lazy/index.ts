/**
 * The default entry's features whose API is asynchronous anyway, and the
 * cascader: each is a chunk fetched when an option or a data set asks for
 * it (`ajax`, `resolveOptions`, `presentation` on a phone, a large data
 * set, `treeLayout: 'columns'`), with a
 * stand-in in the registry until it is there (`addLazyFeatures()`). Importing the feature's own
 * entry (`widget-select/remote`, …) adds it at once instead.
 */
import { promiseLargeStructures } from '../../core/domain/structures';
import { lazyColumns } from './columns';
import { lazyLarge } from './large';
import { registerLazyFeature } from './loader';
import { lazyRemote } from './remote';
import { lazyResolve } from './resolve';
import { lazySheet } from './sheet';

/**
 * Adds the lazy features. The entries call it rather than importing this
 * module for its side effects: built, it is a shared chunk with a hashed
 * name that package.json's `sideEffects` cannot list, and an app's bundler
 * drops a bare import of such a chunk (an `ajax` widget then threw
 * `feature-missing`).
 */
export function addLazyFeatures(): void {
  registerLazyFeature(lazyRemote);
  registerLazyFeature(lazyResolve);
  registerLazyFeature(lazySheet);
  registerLazyFeature(lazyLarge);
  registerLazyFeature(lazyColumns);
  // No warning about a large list without widget-select/large: it comes when one is built.
  promiseLargeStructures();
}
