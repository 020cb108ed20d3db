// Package checks after the build: publint and @arethetypeswrong/cli on every
// published package, then size-limit. Runs the standard tools, in order.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const packages = ['packages/widget-select', 'packages/widget-select-react', 'packages/widget-select-vue'];
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

// attw skips wildcard subpaths (`./locales/*`): name every locale entry.
const locales = readdirSync('packages/widget-select/src/locales')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `./locales/${file.slice(0, -3)}`);

for (const dir of packages) {
  run('npx', ['publint', '--strict', dir]);
  // The core's subpaths (adapter, locales) need exports-aware resolution (node16/bundler); node10 cannot see them.
  const options = dir.endsWith('/widget-select')
    ? ['--exclude-entrypoints', './style.css', '--include-entrypoints', ...locales, '--profile', 'node16']
    : [];
  run('npx', ['attw', '--pack', dir, ...options]);
}
run('npx', ['size-limit']);
