declare module 'virtual:live-examples' {
  /** One loader per live block, by `<page>#<n>`. */
  const examples: Record<
    string,
    () => Promise<{
      markup: string;
      default: (live: {
        // biome-ignore lint/suspicious/noExplicitAny: a mixin's base takes any[]
        track: <C extends new (...args: any[]) => { destroy(): void }>(Base: C) => C;
        console: Pick<Console, 'log' | 'info' | 'warn' | 'error'>;
      }) => Promise<void>;
    }>
  >;
  export default examples;
}
