/**
 * The texts of errors and warnings. Code imports them from here; this module
 * names the development texts, and the production build resolves
 * `./development` to `./production` instead (same functions, short texts,
 * no typo warnings). Both builds run the same checks and throw the same
 * codes: only the words differ.
 */
export * from './development';
