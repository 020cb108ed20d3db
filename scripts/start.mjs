/**
 * `npm start`: the playground (Vite, http://127.0.0.1:5173) and the docs site
 * (VitePress, http://127.0.0.1:5174), both from the packages' sources with
 * live reload. Ctrl+C stops both; if one fails, the other stops too.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const bin = (name, file) => join(dirname(require.resolve(`${name}/package.json`)), file);

const servers = [
  ['playground', bin('vite', 'bin/vite.js'), ['--config', 'playground/vite.config.ts']],
  ['docs', bin('vitepress', 'bin/vitepress.js'), ['dev', 'docs', '--port', process.env.DOCS_PORT ?? '5174']],
].map(([name, script, args]) => {
  const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} server stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stop(code || 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
