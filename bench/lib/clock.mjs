// Time limits and the machine's load, shared by the runners.
import os from 'node:os';

/** `promise`, or a rejection with "timeout" after `ms`. */
export function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The load average (1, 5, 15 min), as "1.2, 1.5, 1.7". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');

/** The machine, for a report's header. */
export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}`;
