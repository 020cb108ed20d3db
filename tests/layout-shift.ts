/** Layout shift as the page reports it (Layout Instability API), for server-rendered markup that hydrates. */

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the browser has rendered `count` frames. */
export async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await frame();
}

/**
 * The layout shift score of what `run` does and the frames after it: the
 * page is painted first, so only the change `run` makes can shift it.
 */
export async function layoutShiftOf(run: () => unknown): Promise<number> {
  let score = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) score += entry.value;
    }
  };
  await frames(2);
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  await run();
  await frames(4);
  add(observer.takeRecords());
  observer.disconnect();
  return score;
}
