/** Stylesheet imports, as a Vite app's `vite/client` types declare them. */
declare module '*.css';
