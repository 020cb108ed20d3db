/**
 * The pointer commands of tests/browser-commands.ts and tests/a11y-commands.ts
 * for engines driven through Vitest's WebdriverIO provider (WebKit): the same
 * names and arguments, sent as WebDriver input actions. The provider has
 * already switched into the test iframe, so coordinates are the frame's.
 */
import type { BrowserCommand } from 'vitest/node';

interface Point {
  x: number;
  y: number;
}

type Context = Parameters<BrowserCommand<[]>>[0];

function driver(context: Context, command: string): WebdriverIO.Browser {
  if (context.provider.name !== 'webdriverio') throw new Error(`${command} needs the webdriverio provider`);
  return (context as unknown as { browser: WebdriverIO.Browser }).browser;
}

const round = (p: Point) => ({ x: Math.round(p.x), y: Math.round(p.y) });
const between = (from: Point, to: Point, i: number, steps: number) =>
  round({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });

/** Presses a pointer of `pointerType` at `from`, moves in steps to `to`, releases. */
async function drag(
  browser: WebdriverIO.Browser,
  pointerType: 'mouse' | 'touch',
  from: Point,
  to: Point,
  steps: number,
): Promise<void> {
  const pointer = browser.action('pointer', { parameters: { pointerType } });
  pointer.move({ ...round(from), origin: 'viewport', duration: 0 }).down({ button: 0 });
  for (let i = 1; i <= steps; i++)
    pointer.move({ ...between(from, to, i, steps), origin: 'viewport', duration: 0 });
  pointer.up({ button: 0 });
  await pointer.perform();
}

const mouseDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps = 8,
) => drag(driver(context, 'mouseDrag'), 'mouse', from, to, steps);

const touchDrag: BrowserCommand<[from: Point, to: Point, steps?: number]> = async (
  context,
  from,
  to,
  steps = 8,
) => drag(driver(context, 'touchDrag'), 'touch', from, to, steps);

const touchTap: BrowserCommand<[at: Point]> = async (context, at) => {
  const pointer = driver(context, 'touchTap').action('pointer', { parameters: { pointerType: 'touch' } });
  await pointer
    .move({ ...round(at), origin: 'viewport', duration: 0 })
    .down({ button: 0 })
    .up({ button: 0 })
    .perform();
};

/** Moves the mouse to `at` and turns the wheel by `deltaY` pixels. */
const wheel: BrowserCommand<[at: Point, deltaY: number]> = async (context, at, deltaY) => {
  const browser = driver(context, 'wheel');
  await browser
    .action('pointer')
    .move({ ...round(at), origin: 'viewport', duration: 0 })
    .perform(true);
  await browser
    .action('wheel')
    .scroll({ ...round(at), deltaX: 0, deltaY, duration: 0 })
    .perform();
};

export const webdriverCommands = { mouseDrag, touchDrag, touchTap, wheel };
