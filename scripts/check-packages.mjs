// Package checks after the build: publint and @arethetypeswrong/cli on every
// published package, then size-limit. Runs the standard tools, in order.
import { execFileSync } from 'node:child_process';

const packages = ['packages/widget-select', 'packages/widget-select-react', 'packages/widget-select-vue'];
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

for (const dir of packages) {
  run('npx', ['publint', '--strict', dir]);
  // The core's subpaths (adapter) need exports-aware resolution (node16/bundler); node10 cannot see them.
  const exclude = dir.endsWith('/widget-select')
    ? ['--exclude-entrypoints', './style.css', '--profile', 'node16']
    : [];
  run('npx', ['attw', '--pack', dir, ...exclude]);
}
run('npx', ['size-limit']);
