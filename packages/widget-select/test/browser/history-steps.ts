/**
 * Steps through the session history as the Back button does, for the sheet's
 * history tests. A step back lands asynchronously (a few frames, much longer
 * on a busy machine), so a test waits for the step it took, not for a fixed
 * time.
 */

/** How long a history step may take to land before the test fails on it. */
const STEP_TIMEOUT_MS = 10_000;
/** How long no step must land before the history counts as settled. */
const QUIET_MS = 400;

/**
 * Waits until no history step has landed for a while: every back or push
 * asked for (by the test or by a sheet) is done.
 */
export async function historySettled(win: Window = window): Promise<void> {
  let last = performance.now();
  const seen = () => {
    last = performance.now();
  };
  win.addEventListener('popstate', seen);
  try {
    while (performance.now() - last < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    win.removeEventListener('popstate', seen);
  }
}

/** `history.back()`, then waits for its `popstate` and for the steps it sets off to settle. */
export async function goBack(win: Window = window): Promise<void> {
  const landed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`history.back() landed no step in ${STEP_TIMEOUT_MS} ms`)),
      STEP_TIMEOUT_MS,
    );
    win.addEventListener(
      'popstate',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  win.history.back();
  await landed;
  await historySettled(win);
}
