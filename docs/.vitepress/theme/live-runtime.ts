/** What the live examples need at run time, kept out of the components so it reads on its own. */

export interface Destroyable {
  destroy(): void;
}

// biome-ignore lint/suspicious/noExplicitAny: TypeScript's rule for mixins: the base takes any[]
type Constructor = new (...args: any[]) => Destroyable;

/** A subclass of the widget class that remembers each instance, so the page can destroy them on leave. */
export function trackInstances(instances: Destroyable[]) {
  return <C extends Constructor>(Base: C): C =>
    class extends Base {
      // biome-ignore lint/suspicious/noExplicitAny: TypeScript's rule for mixins: the constructor takes any[]
      constructor(...args: any[]) {
        super(...args);
        instances.push(this);
      }
    };
}

/** One console.log line, as the browser's console would show it (values as JSON). */
export function formatLog(values: unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(' ');
}
