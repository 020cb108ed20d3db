// Runs a command (the Firefox tests) where loopback TCP acknowledges at once.
//
// Playwright drives Firefox over WebDriver BiDi, a WebSocket on 127.0.0.1.
// Firefox's end of it leaves Nagle's algorithm on: when it answers two
// commands in a row, the second answer waits for the acknowledgement of the
// first, which Linux delays by 40 ms. A click into Vitest's test frame is a
// dozen such exchanges: half a second, where Chromium takes under 0.1 s, and
// the CPU idles most of the Firefox run. In a network namespace of its own,
// whose loopback route acknowledges at once (`quickack`), the same click
// takes under 0.1 s and the Firefox browser tests about half the time.
//
// The namespace needs `unshare` (util-linux) with user namespaces allowed, or
// root, and `ip` (iproute2). Where either is missing the command runs as it
// is, only slower. Nothing outside the command's own namespace changes.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/quick-acks.mjs <command> [args...]');
  process.exit(2);
}

const routes = ['127.0.0.0/8', '127.0.0.1']
  .map(
    (to) => `ip route change table local local ${to} dev lo proto kernel scope host src 127.0.0.1 quickack 1`,
  )
  .join(' && ');
const setUp = `ip link set lo up && ${routes}`;
const inNamespace = ['--user', '--map-root-user', '--net', 'sh', '-c'];

const probe = spawnSync('unshare', [...inNamespace, setUp], { stdio: 'ignore' });
if (probe.status !== 0)
  console.warn(
    'quick-acks: no network namespace here (no unshare or ip, or no user namespaces): running as is',
  );
// The command stays in this script's process group: Ctrl-C in a terminal and a CI's kill of the group
// reach it directly. (The shells before it `exec`, so the child is the command itself.)
const child =
  probe.status === 0
    ? spawn('unshare', [...inNamespace, `${setUp} && exec "$@"`, 'sh', command, ...args], {
        stdio: 'inherit',
      })
    : spawn(command, args, { stdio: 'inherit' });
// A signal sent to this script alone is passed on; Ctrl-C already reached the command, which ends the run.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`quick-acks: ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ends as the child did: by the same signal, or by its exit code where Node ignores that signal.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
  process.exit(128 + constants.signals[signal]);
});
