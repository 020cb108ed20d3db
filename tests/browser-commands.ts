/**
 * Server-side commands for browser tests that need Playwright's page-level
 * input (real pointer drags with mouse, touch-like pointers and IME).
 */
import type { BrowserContext } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

interface Point {
  x: number;
  y: number;
}

/** The test frame's offset in the page: test-frame coordinates plus it are the page's. */
async function frameOffset(context: Parameters<BrowserCommand<[]>>[0]): Promise<Point> {
  if (context.provider.name !== 'playwright') throw new Error('mouse commands need the playwright provider');
  const box = await (await (await context.frame()).frameElement()).boundingBox();
  return { x: box?.x ?? 0, y: box?.y ?? 0 };
}

/** Moves the mouse to `at` and presses its button (held until mouseUp). Coordinates are in the test iframe. */
const mouseDown: BrowserCommand<[at: Point]> = async (context, at) => {
  const offset = await frameOffset(context);
  await context.page.mouse.move(at.x + offset.x, at.y + offset.y);
  await context.page.mouse.down();
};

/** Moves the mouse in steps to `to`, its button as it is. Coordinates are in the test iframe. */
const mouseMove: BrowserCommand<[to: Point, steps?: number]> = async (context, to, steps = 8) => {
  const offset = await frameOffset(context);
  await context.page.mouse.move(to.x + offset.x, to.y + offset.y, { steps });
};

/** Moves the pressed mouse in steps to `to` and releases it. Coordinates are in the test iframe. */
const mouseUp: BrowserCommand<[to: Point, steps?: number]> = async (context, to, steps) => {
  await mouseMove(context, to, steps);
  await context.page.mouse.up();
};

/** Presses the mouse at `from`, moves in steps to `to`, releases. Coordinates are in the test iframe. */
const mouseDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps,
) => {
  await mouseDown(context, from);
  await mouseUp(context, to, steps);
};

/**
 * Maps test-frame coordinates to the page's: the frame's offset, and its
 * scale when the runner shrinks a viewport larger than its window to fit.
 */
async function framePoints(context: Parameters<BrowserCommand<[]>>[0]): Promise<(p: Point) => Point> {
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const width = await frame.evaluate(() => window.innerWidth);
  const scale = box && width > 0 ? box.width / width : 1;
  return (p) => ({ x: (box?.x ?? 0) + p.x * scale, y: (box?.y ?? 0) + p.y * scale });
}

/** A one-finger touch drag through CDP touch events (the page sees pointerType "touch"). */
const touchDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps = 8,
) => {
  if (context.provider.name !== 'playwright') throw new Error('touchDrag needs the playwright provider');
  const toPage = await framePoints(context);
  const session = await context.page.context().newCDPSession(context.page);
  const point = (p: Point) => [{ ...toPage(p), id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
};

/**
 * One CDP touch event: `points` are the fingers down after it, each with its
 * id (`touchEnd` with none lifts every finger). Chromium only.
 */
const touchPoints: BrowserCommand<
  [type: 'touchStart' | 'touchMove' | 'touchEnd', points: (Point & { id: number })[]]
> = async (context, type, points) => {
  if (context.provider.name !== 'playwright') throw new Error('touchPoints needs the playwright provider');
  const toPage = await framePoints(context);
  // The fingers down are the session's: one session per page, kept.
  let session = touchSessions.get(context.page);
  if (!session) {
    session = await context.page.context().newCDPSession(context.page);
    touchSessions.set(context.page, session);
  }
  const touchPoints = points.map((point) => ({ ...toPage(point), id: point.id }));
  await session.send('Input.dispatchTouchEvent', { type, touchPoints });
};
const touchSessions = new WeakMap<object, Awaited<ReturnType<BrowserContext['newCDPSession']>>>();

/** A one-finger tap through CDP touch events: touchstart and touchend at one point. */
const touchTap: BrowserCommand<[at: Point]> = async (context, at) => {
  if (context.provider.name !== 'playwright') throw new Error('touchTap needs the playwright provider');
  const toPage = await framePoints(context);
  const session = await context.page.context().newCDPSession(context.page);
  const touchPoints = [{ ...toPage(at), id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
};

/** Types text through an IME composition: composition events, then commit. */
const imeType: BrowserCommand<[text: string]> = async (context, text) => {
  if (context.provider.name !== 'playwright') throw new Error('imeType needs the playwright provider');
  const session = await context.page.context().newCDPSession(context.page);
  for (let i = 1; i <= text.length; i++) {
    await session.send('Input.imeSetComposition', {
      text: text.slice(0, i),
      selectionStart: i,
      selectionEnd: i,
    });
  }
  await session.send('Input.insertText', { text });
  await session.detach();
};

/** Starts an IME composition without committing it. */
const imeCompose: BrowserCommand<[text: string]> = async (context, text) => {
  const session = await context.page.context().newCDPSession(context.page);
  await session.send('Input.imeSetComposition', {
    text,
    selectionStart: text.length,
    selectionEnd: text.length,
  });
  await session.detach();
};

/** One CDP session per page, kept open: emulation overrides end with their session. */
const emulationSessions = new WeakMap<object, Promise<import('playwright').CDPSession>>();

/**
 * Emulates user settings: forced colours (Windows High Contrast), the
 * preferred colour scheme, reduced motion, a touch screen (`pointer:
 * coarse`) and a phone's device pixel ratio (`deviceScale`). Pass
 * `false`/`'none'`/`'no-preference'`/`1` to undo.
 */
const emulateMedia: BrowserCommand<
  [
    settings: {
      forcedColors?: 'active' | 'none';
      colorScheme?: 'light' | 'dark' | 'no-preference';
      touch?: boolean;
      reducedMotion?: 'reduce' | 'no-preference';
      deviceScale?: number;
    },
  ]
> = async (context, settings) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateMedia needs the playwright provider');
  const { page } = context;
  if (settings.forcedColors) await page.emulateMedia({ forcedColors: settings.forcedColors });
  if (settings.colorScheme) await page.emulateMedia({ colorScheme: settings.colorScheme });
  if (settings.reducedMotion) await page.emulateMedia({ reducedMotion: settings.reducedMotion });
  let session = emulationSessions.get(page);
  if (!session && (settings.touch !== undefined || settings.deviceScale !== undefined)) {
    session = page.context().newCDPSession(page);
    emulationSessions.set(page, session);
  }
  if (session && settings.deviceScale !== undefined) {
    // Width and height 0 keep the viewport Vitest sets; only the pixel ratio changes.
    await (await session).send('Emulation.setDeviceMetricsOverride', {
      width: 0,
      height: 0,
      deviceScaleFactor: settings.deviceScale,
      mobile: false,
    });
  }
  if (session && settings.touch !== undefined) {
    await (await session).send('Emulation.setTouchEmulationEnabled', {
      enabled: settings.touch,
      maxTouchPoints: settings.touch ? 1 : undefined,
    });
  }
};

/** One node of Chromium's accessibility tree, ignored nodes left out (their children kept). */
export interface AXNode {
  role: string;
  name: string;
  description: string;
  /** AX properties by name (checked, selected, expanded, level, invalid, …). */
  props: Record<string, string | number | boolean>;
  children: AXNode[];
}

interface RawAXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
  backendDOMNodeId?: number;
}

/**
 * Chromium's accessibility tree (CDP `Accessibility.getFullAXTree`) under the
 * first element of the test frame matching `selector`.
 */
const axTree: BrowserCommand<[selector: string]> = async (context, selector) => {
  if (context.provider.name !== 'playwright') throw new Error('axTree needs the playwright provider');
  const frame = await context.frame();
  const session = await context.page.context().newCDPSession(context.page);
  try {
    const { frameTree } = (await session.send('Page.getFrameTree')) as {
      frameTree: { frame: { id: string; url: string }; childFrames?: unknown[] };
    };
    type Tree = { frame: { id: string; url: string }; childFrames?: Tree[] };
    const find = (tree: Tree): string | undefined =>
      tree.frame.url === frame.url() ? tree.frame.id : tree.childFrames?.map(find).find(Boolean);
    const frameId = find(frameTree as Tree);
    // The element's backend node id, found through the frame's own document.
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    type DomNode = { nodeId: number; frameId?: string; contentDocument?: DomNode; children?: DomNode[] };
    const findDocument = (node: DomNode): DomNode | undefined => {
      if (node.frameId === frameId && node.contentDocument) return node.contentDocument;
      for (const child of [
        ...(node.children ?? []),
        ...(node.contentDocument ? [node.contentDocument] : []),
      ]) {
        const hit = findDocument(child);
        if (hit) return hit;
      }
      return undefined;
    };
    const doc = findDocument(root) ?? root;
    const { nodeId } = (await session.send('DOM.querySelector', { nodeId: doc.nodeId, selector })) as {
      nodeId: number;
    };
    if (!nodeId) throw new Error(`axTree: no element matches ${selector}`);
    const { node } = (await session.send('DOM.describeNode', { nodeId })) as {
      node: { backendNodeId: number };
    };
    const { nodes } = (await session.send('Accessibility.getFullAXTree', { frameId })) as {
      nodes: RawAXNode[];
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const start = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    if (!start) throw new Error(`axTree: ${selector} has no accessibility node`);
    const convert = (raw: RawAXNode): AXNode[] => {
      const children = (raw.childIds ?? []).flatMap((id) => {
        const child = byId.get(id);
        return child ? convert(child) : [];
      });
      if (raw.ignored) return children;
      const props: AXNode['props'] = {};
      for (const p of raw.properties ?? []) props[p.name] = p.value.value as string | number | boolean;
      return [
        {
          role: String(raw.role?.value ?? ''),
          name: String(raw.name?.value ?? ''),
          description: String(raw.description?.value ?? ''),
          props,
          children,
        },
      ];
    };
    return convert(start);
  } finally {
    await session.detach();
  }
};

export const browserCommands = {
  mouseDown,
  mouseMove,
  mouseUp,
  mouseDrag,
  touchPoints,
  touchDrag,
  touchTap,
  imeType,
  imeCompose,
  emulateMedia,
  axTree,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    mouseDown: (at: Point) => Promise<void>;
    mouseMove: (to: Point, steps?: number) => Promise<void>;
    mouseUp: (to: Point, steps?: number) => Promise<void>;
    mouseDrag: (from: Point, to: Point, steps?: number) => Promise<void>;
    touchDrag: (from: Point, to: Point, steps?: number) => Promise<void>;
    touchTap: (at: Point) => Promise<void>;
    touchPoints: (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number; id: number }[],
    ) => Promise<void>;
    imeType: (text: string) => Promise<void>;
    imeCompose: (text: string) => Promise<void>;
    emulateMedia: (settings: {
      forcedColors?: 'active' | 'none';
      colorScheme?: 'light' | 'dark' | 'no-preference';
      touch?: boolean;
      reducedMotion?: 'reduce' | 'no-preference';
      deviceScale?: number;
    }) => Promise<void>;
    /** Chromium's accessibility tree under `selector`, ignored nodes flattened (a list: an ignored root yields its children). */
    axTree: (selector: string) => Promise<AXNode[]>;
  }
}
