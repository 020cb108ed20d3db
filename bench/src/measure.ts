/**
 * In-page clocks.
 *
 * "Two frames" means: until the second requestAnimationFrame callback after a
 * moment. The first callback runs at the start of the next frame (before its
 * style, layout and paint); the second runs at the start of the frame after
 * that, so by then the first one has been rendered. Frames come at 60 Hz, so
 * every figure carries up to ~17 ms of waiting for a frame, as a user sees.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with performance.now() inside the second animation frame from now. */
export function twoFrames(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  });
}

/** How long the DOM must stay unchanged before an action counts as over (> Virtual Select's 300 ms search debounce). */
export const QUIET_MS = 500;
const MAX_WAIT_MS = 120_000;

/**
 * Watches the DOM while it runs: the time of the last mutation that changed
 * something (an attribute written with its old value is not a change),
 * optionally only inside some elements, and the start time of every
 * animation frame.
 */
export class DomWatch {
  private lastMutation = -1;
  /** When the frame showing the last mutation had been rendered (see `paintedAfter`). */
  private painted = -1;
  private count = 0;
  /** What the last mutation was (to see what kept a library busy). */
  lastWhat = '';
  private readonly frames: number[] = [];
  private readonly observer: MutationObserver;
  private running = true;

  /** @param scope only changes inside (or adding, removing) elements matching this selector count */
  constructor(scope?: string) {
    this.observer = new MutationObserver((records) => {
      const real = records.filter(
        (r) =>
          (!scope || inScope(r, scope)) &&
          (r.type === 'childList' ||
            (r.type === 'attributes' &&
              r.oldValue !== (r.target as Element).getAttribute(r.attributeName ?? '')) ||
            (r.type === 'characterData' && r.oldValue !== r.target.nodeValue)),
      );
      if (real.length === 0) return;
      const at = performance.now();
      this.lastMutation = at;
      this.painted = -1;
      paintedAfter().then((time) => {
        if (this.lastMutation === at) this.painted = time;
      });
      this.count += real.length;
      const latest = real.at(-1);
      if (latest) this.lastWhat = describe(latest);
    });
    this.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
    const loop = () => {
      if (!this.running) return;
      this.frames.push(performance.now());
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  /**
   * Waits until the DOM has been quiet for QUIET_MS after `since`, then
   * returns the time two frames after the last mutation (or after `since`
   * when nothing changed), when the frame showing it had been painted, when
   * the last mutation was seen (`updated`), and how many mutations were seen.
   */
  async settle(
    since: number,
  ): Promise<{ end: number; painted: number; updated: number; mutations: number; changed: boolean }> {
    const started = performance.now();
    for (;;) {
      await sleep(25);
      const now = performance.now();
      if (now - started > MAX_WAIT_MS) throw new Error('the DOM did not settle');
      const last = Math.max(this.lastMutation, since);
      if (now - last < QUIET_MS) continue;
      const after = this.frames.filter((t) => t > last);
      const changed = this.lastMutation > since;
      const [first, second] = after;
      if (first !== undefined && second !== undefined && (!changed || this.painted >= 0))
        return {
          end: second,
          painted: changed ? this.painted : first,
          updated: changed ? this.lastMutation : since,
          mutations: this.count,
          changed,
        };
    }
  }

  stop(): void {
    this.running = false;
    this.observer.disconnect();
  }
}

function inScope(record: MutationRecord, scope: string): boolean {
  const target = record.target instanceof Element ? record.target : record.target.parentElement;
  if (target?.closest(scope)) return true;
  const touches = (node: Node) =>
    node instanceof Element && (node.matches(scope) || !!node.querySelector(scope));
  return [...record.addedNodes, ...record.removedNodes].some(touches);
}

function describe(record: MutationRecord): string {
  const target = record.target as Element;
  const where = `${target.nodeName?.toLowerCase()}.${String(target.className ?? '').split(' ')[0]}`;
  return record.type === 'attributes' ? `${where}[${record.attributeName}]` : `${where} ${record.type}`;
}

/**
 * Resolves when the frame that follows now has been rendered: a message
 * posted from its animation-frame callback runs after that frame's style,
 * layout and paint, which Chromium does in the same task as the callbacks.
 */
export function paintedAfter(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
}

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
    await sleep(100);
    if (this.observer) {
      for (const entry of this.observer.takeRecords()) this.durations.push(entry.duration);
      this.observer.disconnect();
    }
    return this.durations;
  }
}

/** Records the timeStamp of every trusted keydown, in order. */
export class KeyStamps {
  readonly stamps: number[] = [];
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.isTrusted) this.stamps.push(event.timeStamp);
  };

  constructor() {
    window.addEventListener('keydown', this.onKey, { capture: true });
  }

  stop(): void {
    window.removeEventListener('keydown', this.onKey, { capture: true });
  }
}
