/**
 * Browser commands of the leak soak: heap, DOM node and event listener
 * counts of the test page, read through the Chrome DevTools Protocol after
 * forced garbage collections, and run sizes from the environment.
 */
import type { BrowserCommand } from 'vitest/node';

export interface PageMetrics {
  /** Bytes of live JavaScript heap. */
  heap: number;
  /** DOM nodes alive in the renderer (attached or not). */
  nodes: number;
  /** JavaScript event listeners alive in the renderer. */
  listeners: number;
}

/** Collects garbage (several passes, so finalizers and weak maps settle), then reads the counters. */
const pageMetrics: BrowserCommand<[]> = async (context): Promise<PageMetrics> => {
  if (context.provider.name !== 'playwright') throw new Error('pageMetrics needs the playwright provider');
  const session = await context.page.context().newCDPSession(context.page);
  try {
    await session.send('Performance.enable');
    for (let i = 0; i < 3; i++) await session.send('HeapProfiler.collectGarbage');
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return { heap: value('JSHeapUsedSize'), nodes: value('Nodes'), listeners: value('JSEventListeners') };
  } finally {
    await session.detach();
  }
};

/** A numeric environment variable of the test run (`SOAK_CYCLES`, `FUZZ_RUNS`…), else `fallback`. */
const envNumber: BrowserCommand<[name: string, fallback: number]> = async (_context, name, fallback) =>
  Number(process.env[name]) || fallback;

export const soakCommands = { pageMetrics, envNumber };

declare module 'vitest/browser' {
  interface BrowserCommands {
    pageMetrics: () => Promise<PageMetrics>;
    envNumber: (name: string, fallback: number) => Promise<number>;
  }
}
