/**
 * In-page clocks. "To paint" means: the end of the first rendered frame
 * after the last DOM mutation an action caused. A continuous
 * requestAnimationFrame loop stamps the end of every frame (a message posted
 * from rAF runs after that frame's style, layout and paint), so work a
 * library defers to a microtask, a timer or its own rAF is still counted.
 * Frames come at 60 Hz, so each figure carries up to ~16.7 ms of waiting
 * for the next frame — the same wait a user sees.
 */

const QUIET_MS = 150;
const MAX_WAIT_MS = 120_000;

export interface Settled {
  /** performance.now() at the end of the frame that painted the last mutation. */
  paintedAt: number;
  mutations: number;
}

export class DomWatch {
  private lastMutation = -1;
  private mutationCount = 0;
  private readonly frameEnds: number[] = [];
  private readonly observer: MutationObserver;
  private running = true;

  constructor() {
    this.observer = new MutationObserver((records) => {
      this.lastMutation = performance.now();
      this.mutationCount += records.length;
    });
    this.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const channel = new MessageChannel();
    channel.port1.onmessage = () => this.frameEnds.push(performance.now());
    const loop = () => {
      if (!this.running) return;
      channel.port2.postMessage(0);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  /** Forgets earlier activity; call right before the measured action. */
  reset(): void {
    this.lastMutation = -1;
    this.mutationCount = 0;
    this.frameEnds.length = 0;
  }

  /** Resolves once the DOM has been quiet for a while and a frame has painted the last change. */
  async settle(since: number): Promise<Settled> {
    const started = performance.now();
    for (;;) {
      await sleep(25);
      const now = performance.now();
      if (now - started > MAX_WAIT_MS) throw new Error('the DOM did not settle');
      const last = Math.max(this.lastMutation, since);
      if (now - last < QUIET_MS) continue;
      const painted = this.frameEnds.find((t) => t > last);
      if (painted !== undefined) return { paintedAt: painted, mutations: this.mutationCount };
    }
  }

  stop(): void {
    this.running = false;
    this.observer.disconnect();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Collects long tasks (> 50 ms, the browser's own threshold) while it runs. */
export class LongTasks {
  readonly durations: number[] = [];
  private readonly observer: PerformanceObserver | null = null;

  constructor() {
    if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) return;
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.durations.push(entry.duration);
    });
    this.observer.observe({ type: 'longtask' });
  }

  /** Waits for pending entries (they are delivered asynchronously) and stops. */
  async stop(): Promise<number[]> {
    await sleep(50);
    if (this.observer) {
      for (const entry of this.observer.takeRecords()) this.durations.push(entry.duration);
      this.observer.disconnect();
    }
    return this.durations;
  }
}

/** Records the timeStamp of the next trusted input event of the given types. */
export class InputStamp {
  private stamp = -1;
  private readonly onEvent = (event: Event) => {
    if (this.stamp < 0 && event.isTrusted) this.stamp = event.timeStamp;
  };

  constructor(private readonly types: string[]) {
    for (const type of types) window.addEventListener(type, this.onEvent, { capture: true });
  }

  arm(): void {
    this.stamp = -1;
  }

  get value(): number {
    return this.stamp;
  }

  stop(): void {
    for (const type of this.types) window.removeEventListener(type, this.onEvent, { capture: true });
  }
}
