/**
 * Browser commands for accessibility tests: `axNodes` reads Chromium's own
 * accessibility tree (CDP `Accessibility.getFullAXTree`) of the test iframe,
 * so tests check what a screen reader is given (computed roles, names, values
 * and states); `wheel` scrolls with a real mouse wheel; `inputMethodKey`
 * presses the key an input method sends first; `listenerTypes` lists an
 * element's own event listeners.
 */
import type { BrowserCommand } from 'vitest/node';

/** One node of the accessibility tree that is not ignored. */
export interface AxNode {
  role: string;
  name: string;
  value: string;
  /** Nesting depth among the nodes that are not ignored. */
  depth: number;
  /** States and relations: `expanded`, `focused`, `selected`, `activedescendant` (the target's id)… */
  props: Record<string, string | number | boolean>;
  /** `role "name"` of each ancestor that is not ignored, nearest first. */
  ancestors: string[];
}

interface RawValue {
  value?: unknown;
  relatedNodes?: { idref?: string }[];
}
interface RawNode {
  nodeId: string;
  ignored: boolean;
  role?: RawValue;
  name?: RawValue;
  value?: RawValue;
  properties?: { name: string; value: RawValue }[];
  childIds?: string[];
}
interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

function findFrame(tree: FrameTree, url: string): string | undefined {
  if (tree.frame.url === url) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const found = findFrame(child, url);
    if (found) return found;
  }
  return undefined;
}

const text = (v: RawValue | undefined): string => (v?.value === undefined ? '' : String(v.value));

/** A DevTools session on the page and the id of the test iframe in it. */
async function openTestFrame(context: Parameters<BrowserCommand<[]>>[0], command: string) {
  if (context.provider.name !== 'playwright') throw new Error(`${command} needs the playwright provider`);
  const frame = await context.frame();
  const session = await context.page.context().newCDPSession(context.page);
  const { frameTree } = (await session.send('Page.getFrameTree')) as unknown as { frameTree: FrameTree };
  return { session, frameId: findFrame(frameTree, frame.url()) };
}

/** The test iframe's accessibility tree, depth first, without ignored nodes. */
const axNodes: BrowserCommand<[]> = async (context) => {
  const { session, frameId } = await openTestFrame(context, 'axNodes');
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree', { frameId })) as unknown as {
      nodes: RawNode[];
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const childOf = new Set(nodes.flatMap((n) => n.childIds ?? []));
    const out: AxNode[] = [];
    const walk = (node: RawNode, depth: number, ancestors: string[]) => {
      let next = depth;
      let chain = ancestors;
      if (!node.ignored) {
        const props: AxNode['props'] = {};
        for (const p of node.properties ?? []) {
          const related = p.value.relatedNodes?.map((r) => r.idref ?? '').join(' ');
          props[p.name] = related || (p.value.value as string | number | boolean);
        }
        const role = text(node.role);
        const name = text(node.name);
        out.push({ role, name, value: text(node.value), depth, props, ancestors });
        next = depth + 1;
        chain = [`${role} "${name}"`, ...ancestors];
      }
      for (const id of node.childIds ?? []) {
        const child = byId.get(id);
        if (child) walk(child, next, chain);
      }
    };
    for (const root of nodes.filter((n) => !childOf.has(n.nodeId))) walk(root, 0, []);
    return out;
  } finally {
    // Leaves the renderer's accessibility mode as it was, so later tests run at normal speed.
    await session.send('Accessibility.disable').catch(() => undefined);
    await session.detach();
  }
};

/** Moves the mouse to `at` (test iframe coordinates) and turns the wheel by `deltaY` pixels. */
const wheel: BrowserCommand<[at: { x: number; y: number }, deltaY: number]> = async (context, at, deltaY) => {
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  await context.page.mouse.move(at.x + (box?.x ?? 0), at.y + (box?.y ?? 0));
  await context.page.mouse.wheel(0, deltaY);
};

/**
 * The event types listened for on the first element of the test iframe that
 * matches `selector` (its own listeners, not its ancestors'): Chromium
 * exposes an element with click listeners as "clickable", which screen
 * readers then read after its text.
 */
const listenerTypes: BrowserCommand<[selector: string]> = async (context, selector) => {
  const { session, frameId } = await openTestFrame(context, 'listenerTypes');
  try {
    if (!frameId) throw new Error('listenerTypes: the test frame was not found');
    // The frame's main world: listeners are listed for the world that added them.
    let contextId: number | undefined;
    session.on('Runtime.executionContextCreated', ({ context: created }) => {
      const aux = created.auxData as { frameId?: string; isDefault?: boolean } | undefined;
      if (aux?.frameId === frameId && aux.isDefault) contextId = created.id;
    });
    // Enabling reports every existing context.
    await session.send('Runtime.enable');
    if (contextId === undefined) throw new Error('listenerTypes: the test frame has no main world');
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
      contextId,
    });
    if (!result.objectId) throw new Error(`listenerTypes: no element matches ${selector}`);
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    return listeners.map((listener) => listener.type);
  } finally {
    await session.detach();
  }
};

/**
 * The keydown an input method sends before it composes (key "Process",
 * keyCode 229), through the browser's own input pipeline.
 */
const inputMethodKey: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') throw new Error('inputMethodKey needs the playwright provider');
  const session = await context.page.context().newCDPSession(context.page);
  try {
    for (const type of ['rawKeyDown', 'keyUp'] as const) {
      await session.send('Input.dispatchKeyEvent', { type, key: 'Process', windowsVirtualKeyCode: 229 });
    }
  } finally {
    await session.detach();
  }
};

export const a11yCommands = { axNodes, wheel, inputMethodKey, listenerTypes };

declare module 'vitest/browser' {
  interface BrowserCommands {
    axNodes: () => Promise<AxNode[]>;
    wheel: (at: { x: number; y: number }, deltaY: number) => Promise<void>;
    inputMethodKey: () => Promise<void>;
    listenerTypes: (selector: string) => Promise<string[]>;
  }
}
