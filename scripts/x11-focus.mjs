// Gives WebKit's browser window the keyboard focus of its virtual X display.
//
// Why: the tests run WebKitGTK's MiniBrowser on an Xvfb display of its own,
// with no window manager, and nothing ever gives its window the X input
// focus. WebKit then treats the page as in a window in the background, as
// Safari does for a window that is not key: `document.hasFocus()` is false,
// and `:focus` and `:focus-visible` match nothing, although
// `document.activeElement` moves and focus events fire. A window manager
// would focus the window on mapping; this does that one job, with a few
// requests of the core X11 protocol over the display's Unix socket (no X
// library or tool to install).
import { connect } from 'node:net';

const X_GET_WINDOW_ATTRIBUTES = 3;
const X_GET_GEOMETRY = 14;
const X_QUERY_TREE = 15;
const X_SET_INPUT_FOCUS = 42;
const X_GET_INPUT_FOCUS = 43;
const MAP_STATE_VIEWABLE = 2;
const REVERT_TO_NONE = 0;
const REVERT_TO_POINTER_ROOT = 1;
const FOCUS_NONE = 0;

const pad4 = (n) => (4 - (n % 4)) % 4;

/** An X request: opcode, one data byte, its length in 4-byte units, then 32-bit values. */
function request(opcode, data, ...values) {
  const buffer = Buffer.alloc(4 + values.length * 4);
  buffer.writeUInt8(opcode, 0);
  buffer.writeUInt8(data, 1);
  buffer.writeUInt16LE(1 + values.length, 2);
  for (const [i, value] of values.entries()) buffer.writeUInt32LE(value, 4 + i * 4);
  return buffer;
}

/** One connection to the display, read as a stream of replies. */
async function open(display) {
  const number = /^:(\d+)/.exec(display)?.[1];
  if (number === undefined) throw new Error(`not an X display: ${display}`);
  const socket = connect(`/tmp/.X11-unix/X${number}`);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let pending = Buffer.alloc(0);
  let waiting;
  let failed;
  const wake = () => {
    const next = waiting;
    waiting = undefined;
    next?.();
  };
  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    wake();
  });
  socket.on('error', (error) => {
    failed = error;
    wake();
  });
  socket.on('close', () => {
    failed ??= new Error('the X server closed the connection');
    wake();
  });
  /** The next `n` bytes the server sends. */
  const read = async (n) => {
    while (pending.length < n) {
      if (failed) throw failed;
      await new Promise((resolve) => {
        waiting = resolve;
      });
    }
    const bytes = pending.subarray(0, n);
    pending = pending.subarray(n);
    return bytes;
  };
  /** Sends a request that has a reply and returns it (null for an X error, e.g. a window just gone). */
  const ask = async (bytes) => {
    socket.write(bytes);
    for (;;) {
      const head = await read(32);
      if (head[0] === 0) return null;
      if (head[0] === 1) return Buffer.concat([head, await read(head.readUInt32LE(4) * 4)]);
      // An event: none are asked for, skip it.
    }
  };
  // Connection setup, little-endian, protocol 11.0, no authorization (the
  // display is the tests' own Xvfb, which asks for none).
  const setup = Buffer.alloc(12);
  setup.write('l', 0, 'latin1');
  setup.writeUInt16LE(11, 2);
  socket.write(setup);
  const head = await read(8);
  const body = await read(head.readUInt16LE(6) * 4);
  if (head[0] !== 1) throw new Error(`the X server refused the connection (${head[0]})`);
  const vendorLength = body.readUInt16LE(16);
  const formats = body[21];
  const root = body.readUInt32LE(32 + vendorLength + pad4(vendorLength) + formats * 8);
  return { root, ask, write: (bytes) => socket.write(bytes), close: () => socket.destroy() };
}

/**
 * Takes the X input focus from every window of `display`, as when the user
 * turns to another application: the page is then in the background.
 * @param {string} display `:N`
 */
export async function blurBrowserWindow(display) {
  const x = await open(display);
  try {
    x.write(request(X_SET_INPUT_FOCUS, REVERT_TO_NONE, FOCUS_NONE, 0));
    await x.ask(request(X_GET_INPUT_FOCUS, 0));
  } finally {
    x.close();
  }
}

/**
 * Gives the X input focus to the largest window shown on `display` (the
 * browser's: nothing else runs there). Resolves with whether a window has it.
 * @param {string} display `:N`
 * @returns {Promise<boolean>}
 */
export async function focusBrowserWindow(display) {
  const x = await open(display);
  try {
    const tree = await x.ask(request(X_QUERY_TREE, 0, x.root));
    if (!tree) return false;
    const count = tree.readUInt16LE(16);
    let best;
    for (let i = 0; i < count; i++) {
      const window = tree.readUInt32LE(32 + i * 4);
      const attributes = await x.ask(request(X_GET_WINDOW_ATTRIBUTES, 0, window));
      // Shown, and not a menu or tooltip (override-redirect).
      if (!attributes || attributes[26] !== MAP_STATE_VIEWABLE || attributes[27]) continue;
      const geometry = await x.ask(request(X_GET_GEOMETRY, 0, window));
      if (!geometry) continue;
      const area = geometry.readUInt16LE(16) * geometry.readUInt16LE(18);
      if (!best || area > best.area) best = { window, area };
    }
    if (!best) return false;
    x.write(request(X_SET_INPUT_FOCUS, REVERT_TO_POINTER_ROOT, best.window, 0));
    const focus = await x.ask(request(X_GET_INPUT_FOCUS, 0));
    return focus?.readUInt32LE(8) === best.window;
  } finally {
    x.close();
  }
}
