/** What a Vite app's `vite/client` types declare, for the sources this check reaches. */
declare module '*.css';
declare module '*.css?inline' {
  const css: string;
  export default css;
}
