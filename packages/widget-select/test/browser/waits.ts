/**
 * Waits for browser tests that have a condition to wait on instead of a fixed
 * sleep: the page rendering, a task turn, or time moved on a stepped clock.
 */
import { onTestFinished, vi } from 'vitest';

/** Resolves after the page has rendered `count` frames and run the task after the last one. */
export function frames(count = 2): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => {
      if (left === 0) {
        nextTask().then(resolve);
        return;
      }
      requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });
}

/** Resolves in a task of its own, after every microtask and every task already queued. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Steps the page's timers (`setTimeout`, `Date`, and `also`: the frame clock) by hand for the rest of the
 * test, so a debounce or a delay is crossed exactly and costs no real wait.
 * Returns the function that moves the clock on.
 */
export function steppedTimers(
  also: ('performance' | 'requestAnimationFrame' | 'cancelAnimationFrame')[] = [],
): (ms: number) => Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', ...also] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return (ms) => vi.advanceTimersByTimeAsync(ms).then(() => undefined);
}

/**
 * Steps the page's `performance` clock by hand for the rest of the test: the
 * typeahead buffer reads it, so a pause is exact and costs no real wait.
 * Returns the function that moves the clock on.
 */
export function steppedPerformanceClock(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['performance'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return (ms) => {
    vi.advanceTimersByTime(ms);
  };
}

/**
 * Resolves once a broken image of the test's own has fired its `error` event,
 * and the page has rendered since: by then an `onerror` attribute that slipped
 * into the widget's markup would have run too.
 */
export async function brokenImagesReported(): Promise<void> {
  // The same kind of source as the payloads' (`src=x`, a request that
  // answers with no image), asked for after theirs.
  const image = new Image();
  const failed = new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
  image.src = `x?after=${Math.random()}`;
  await failed;
  await frames();
}
