declare module 'virtual:live-examples' {
  /** One loader per live block, by `<page>#<n>`. */
  const examples: Record<
    string,
    () => Promise<{
      markup: string;
      default: (live: {
        track: <C>(Base: C) => C;
        console: Pick<Console, 'log' | 'info' | 'warn' | 'error'>;
      }) => Promise<void>;
    }>
  >;
  export default examples;
}
