#!/usr/bin/env node
// widget-select benchmark: every scenario for widget-select and its peers,
// side by side in one run of headless Chromium. See bench/README.md.
//
//   npm run bench                      all scenarios, 3 runs each
//   npm run bench -- --runs=5 --only=widget-select,tom-select --scenarios=a,b
//   npm run bench -- --profile --only=widget-select   (unminified; CPU profiles of run 1)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { scenarios } from './lib/scenarios.mjs';
import { buildSite, serve } from './lib/site.mjs';
import { medians, printScenario } from './lib/stats.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(args.runs ?? 3);
const timeoutMs = Number(args.timeout ?? 90) * 1000;
const profile = args.profile === 'true';
const only = args.only ? new Set(args.only.split(',')) : null;
const picked = args.scenarios ? new Set(args.scenarios.split(',')) : null;

const resultsDir = fileURLToPath(new URL('./.results/', import.meta.url));
const siteDir = `${resultsDir}site`;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms / 1000} s (${what})`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One sample: a fresh context and page, the library loaded, the scenario run. */
async function sample(browser, url, lib, scenario, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${url}/index.html`);
    await page.evaluate((name) => window.bench.load(name), lib);
    const cdp = profile && run === 1 ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const value = await withTimeout(scenario.run(page), timeoutMs, `${scenario.id} ${lib}`);
    if (cdp) {
      const { profile: data } = await cdp.send('Profiler.stop');
      mkdirSync(`${resultsDir}profiles`, { recursive: true });
      writeFileSync(`${resultsDir}profiles/${scenario.id}-${lib}.cpuprofile`, JSON.stringify(data));
    }
    if (errors.length > 0) throw new Error(errors[0]);
    return value;
  } finally {
    await context.close().catch(() => {});
  }
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/chromium.mjs --ensure`.');
  console.log('bench: building the bench page …');
  await buildSite(siteDir, { minify: !profile });
  const server = await serve(siteDir);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  const selected = scenarios.filter((s) => !picked || picked.has(s.id));
  const report = {
    date: new Date().toISOString(),
    chromium: browser.version(),
    node: process.version,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    runs,
    scenarios: [],
  };
  console.log(`bench: Chromium ${report.chromium}; ${report.machine}; ${runs} runs per scenario and library`);
  try {
    for (const scenario of selected) {
      const libs = scenario.libs.filter((lib) => !only || only.has(lib));
      const samples = Object.fromEntries(libs.map((lib) => [lib, []]));
      const failures = {};
      // Runs are interleaved (all libraries, then again) so drift hits everyone alike.
      for (let run = 1; run <= runs; run++) {
        for (const lib of libs) {
          if (failures[lib]) continue;
          process.stdout.write(`  ${scenario.id} run ${run}/${runs} ${lib.padEnd(13)} `);
          try {
            const value = await sample(browser, server.url, lib, scenario, run);
            samples[lib].push(value);
            const shown = scenario.columns.find((c) => c.key === scenario.primary)?.key ?? scenario.primary;
            console.log(`${scenario.primary} ${Number(value[shown]).toFixed(1)} ms`);
          } catch (error) {
            // A timeout or a failure is a result too; the library is not retried in later runs.
            failures[lib] = /timeout/.test(String(error))
              ? `timeout (> ${timeoutMs / 1000} s)`
              : `n/a: ${String(error.message ?? error).split('\n')[0]}`;
            console.log(failures[lib]);
          }
        }
      }
      const results = {};
      for (const lib of libs) {
        const got = samples[lib];
        if (got.length === 0) results[lib] = { status: failures[lib], samples: got };
        else {
          // Some runs succeeded: report them, and say what happened to the others.
          const note = failures[lib]
            ? `${runs - got.length} of ${runs} runs not measured (${failures[lib]})`
            : undefined;
          results[lib] = { status: 'ok', note, samples: got, median: medians(got) };
        }
      }
      const entry = { id: scenario.id, title: scenario.title, primary: scenario.primary, results };
      report.scenarios.push(entry);
      printScenario({ ...entry, columns: scenario.columns });
    }
    // All tables once more, together, now that every scenario has run.
    console.log(
      `\n=== widget-select bench — Chromium ${report.chromium}, ${report.machine}, median of ${runs} runs ===`,
    );
    for (const entry of report.scenarios) {
      const scenario = selected.find((s) => s.id === entry.id);
      printScenario({ ...entry, columns: scenario?.columns ?? [] });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}latest.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nbench: wrote ${resultsDir}latest.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
