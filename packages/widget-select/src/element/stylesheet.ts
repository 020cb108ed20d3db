/**
 * The package's CSS as one minified string, for the element to adopt where
 * the page's stylesheet does not reach it. Its own module so the module
 * entry can load it on first need, in a chunk of its own (see styles.ts).
 */
import css from '../styles/index.css?inline';

export default css;
