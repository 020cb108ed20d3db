/**
 * Server-side commands for browser tests that need Playwright's page-level
 * input (real pointer drags with mouse, touch-like pointers and IME).
 */
import type { BrowserCommand } from 'vitest/node';

interface Point {
  x: number;
  y: number;
}

/** Presses the mouse at `from`, moves in steps to `to`, releases. Coordinates are in the test iframe. */
const mouseDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps = 8,
) => {
  if (context.provider.name !== 'playwright') throw new Error('mouseDrag needs the playwright provider');
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const dx = box?.x ?? 0;
  const dy = box?.y ?? 0;
  const { mouse } = context.page;
  await mouse.move(from.x + dx, from.y + dy);
  await mouse.down();
  await mouse.move(to.x + dx, to.y + dy, { steps });
  await mouse.up();
};

/** A one-finger touch drag through CDP touch events (the page sees pointerType "touch"). */
const touchDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps = 8,
) => {
  if (context.provider.name !== 'playwright') throw new Error('touchDrag needs the playwright provider');
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const dx = box?.x ?? 0;
  const dy = box?.y ?? 0;
  const session = await context.page.context().newCDPSession(context.page);
  const point = (p: Point) => [{ x: p.x + dx, y: p.y + dy, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
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
 * Emulates user settings: forced colours (Windows High Contrast) and a touch
 * screen (`pointer: coarse`). Pass `false`/`'none'` to undo.
 */
const emulateMedia: BrowserCommand<
  [settings: { forcedColors?: 'active' | 'none'; touch?: boolean }]
> = async (context, settings) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateMedia needs the playwright provider');
  const { page } = context;
  if (settings.forcedColors) await page.emulateMedia({ forcedColors: settings.forcedColors });
  if (settings.touch !== undefined) {
    let session = emulationSessions.get(page);
    if (!session) {
      session = page.context().newCDPSession(page);
      emulationSessions.set(page, session);
    }
    await (await session).send('Emulation.setTouchEmulationEnabled', {
      enabled: settings.touch,
      maxTouchPoints: settings.touch ? 1 : undefined,
    });
  }
};

export const browserCommands = { mouseDrag, touchDrag, imeType, imeCompose, emulateMedia };

declare module 'vitest/browser' {
  interface BrowserCommands {
    mouseDrag: (from: Point, to: Point, steps?: number) => Promise<void>;
    touchDrag: (from: Point, to: Point, steps?: number) => Promise<void>;
    imeType: (text: string) => Promise<void>;
    imeCompose: (text: string) => Promise<void>;
    emulateMedia: (settings: { forcedColors?: 'active' | 'none'; touch?: boolean }) => Promise<void>;
  }
}
