#!/usr/bin/env node
// widget-select against its peers, side by side, in one run of headless
// Chromium. See bench/README.md.
//
//   npm run bench                               everything, 3 runs, N = 1k, 10k, 100k
//   npm run bench -- --runs=5 --n=1k,10k --only=widget-select,tom-select
//   npm run bench -- --scenarios=single,multi,size --timeout=120
//   npm run bench -- --profile --only=widget-select   (unminified; CPU profiles of run 1)
//   npm run bench -- --form --runs=9             the form of 50 selects, each library from its script-tag build
//   npm run bench -- --form --selects=50,1000,5000 --timeout=120   forms of 50, 1,000 and 5,000 selects
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { BASELINE_LIB, BASELINE_MARKS, baselineSection, baselineSource } from './lib/baseline.mjs';
import { loadAverage, machine, withTimeout } from './lib/clock.mjs';
import { mainForm } from './lib/form-run.mjs';
import { writeResults } from './lib/report.mjs';
import { writeSection } from './lib/sections.mjs';
import { SLICES_MARKS, slicesSection } from './lib/slices.mjs';
import {
  LIBS,
  MULTI,
  multiSample,
  SIZES,
  STEPS,
  singleSample,
  TASK_SIZES,
  taskSample,
} from './lib/scenarios.mjs';
import { buildSite, serve } from './lib/site.mjs';
import { bundleSizes, ensureOwnBuild } from './lib/sizes.mjs';
import { tables } from './lib/tables.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const list = (value, all) => (value ? value.split(',').filter((x) => all.includes(x)) : all);
const runs = Number(args.runs ?? 3);
const timeoutS = Number(args.timeout ?? 60);
/** Seconds a long-task sample may take at least, whatever `--timeout` says. */
const TASK_TIMEOUT_S = 300;
const profile = args.profile === 'true';
const benchDir = fileURLToPath(new URL('./', import.meta.url));
const resultsDir = `${benchDir}.results/`;
const baseline = args.baseline ? baselineSource(args.baseline, resultsDir) : null;
const libs = baseline ? ['widget-select', BASELINE_LIB] : list(args.only, LIBS);
const sizes = list(args.n, Object.keys(SIZES));
const taskSizes = list(args.n, Object.keys(TASK_SIZES));
const picked = list(args.scenarios, ['single', 'multi', 'tasks', 'size']);
// RESULTS.md only describes full runs; partial runs write .results/ only.
const full = !args.only && !args.n && !args.scenarios && runs >= 3 && !profile && !baseline;
const form = args.form === 'true';

/** One sample in a fresh context; returns what it measured and, if it stopped early, why. */
async function sample(browser, url, lib, fn, n, stopBefore, profileAs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const out = {};
  const state = { step: 'load' };
  let failure = null;
  // One long-task sample runs every interaction in turn, the native <select multiple>
  // of a million options among them (about 90 s in all): a timeout meant for one step would cut it.
  const limit = fn === taskSample ? Math.max(timeoutS, TASK_TIMEOUT_S) : timeoutS;
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const run = async () => {
      await page.goto(`${url}/index.html`);
      await page.evaluate((name) => window.bench.load(name), lib);
      const cdp = await context.newCDPSession(page);
      if (profileAs) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      await fn(page, cdp, n, stopBefore, out, state, lib);
      if (profileAs) {
        const { profile: data } = await cdp.send('Profiler.stop');
        mkdirSync(`${resultsDir}profiles`, { recursive: true });
        writeFileSync(`${resultsDir}profiles/${profileAs}.cpuprofile`, JSON.stringify(data));
      }
      if (errors.length > 0) throw new Error(errors[0]);
    };
    await withTimeout(run(), limit * 1000);
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0];
    const step = STEPS.includes(state.step) ? state.step : 'construct';
    failure = { step, status: message === 'timeout' ? `timeout (> ${limit} s)` : `n/a: ${message}` };
  } finally {
    await withTimeout(context.close(), 30_000).catch(() => {});
  }
  return { out, failure };
}

const show = (out, keys) =>
  keys
    .filter((k) => typeof out[k] === 'number')
    .map((k) => `${k} ${Math.round(out[k] * 10) / 10}`)
    .join(', ');

/** Runs one scenario for every library, interleaved run by run; returns { lib: entry }. */
async function scenario(browser, url, { label, fn, n, carry, keys, only = libs }) {
  const entries = Object.fromEntries(
    only.map((lib) => [lib, { samples: [], failure: null, notRun: carry[lib] ?? null }]),
  );
  for (let run = 1; run <= runs; run++) {
    for (const lib of only) {
      const entry = entries[lib];
      const stopBefore = entry.failure?.step ?? entry.notRun?.step;
      if (stopBefore === 'construct') continue;
      process.stdout.write(`  ${label} run ${run}/${runs} ${lib.padEnd(14)} `);
      const profileAs = profile && run === 1 ? `${label}-${lib}` : null;
      const { out, failure } = await sample(browser, url, lib, fn, n, stopBefore, profileAs);
      if (Object.keys(out).length > 0) entry.samples.push(out);
      if (failure) entry.failure = failure;
      console.log(`${show(out, keys)}${failure ? `  [${failure.step}: ${failure.status}]` : ''}`);
    }
  }
  return entries;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/chromium.mjs --ensure`.');
  if (form) {
    const options = {
      runs,
      timeoutS,
      only: args.only,
      selects: args.selects,
      benchDir,
      resultsDir,
      baseline,
    };
    return mainForm(executablePath, options);
  }
  const report = {
    date: new Date().toISOString(),
    chromium: null,
    node: process.version,
    machine: machine(),
    runs,
    timeoutS,
    libs,
    sizes: picked.includes('single') ? sizes : [],
    single: {},
    multi: null,
    tasks: {},
    multiN: MULTI.n,
    multiSelected: MULTI.selected,
    bundle: null,
    load: { start: loadAverage(), end: null },
  };
  if (picked.includes('size')) {
    ensureOwnBuild();
    report.bundle = bundleSizes(libs);
  }
  const started = Date.now();
  if (['single', 'multi', 'tasks'].some((name) => picked.includes(name))) {
    console.log('bench: building the bench page …');
    await buildSite(`${resultsDir}site`, { minify: !profile, baselineSrc: baseline?.src });
    const server = await serve(`${resultsDir}site`);
    const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
    report.chromium = browser.version();
    console.log(`bench: Chromium ${report.chromium}; ${report.machine}; ${runs} runs; timeout ${timeoutS} s`);
    try {
      const carry = {};
      for (const size of picked.includes('single') ? sizes : []) {
        const keys = [
          'construct',
          'open',
          'heap',
          'search',
          'searchPressed',
          'spacing',
          'key1',
          'key2',
          'key3',
          'bare1',
        ];
        const fn = singleSample;
        report.single[size] = await scenario(browser, server.url, {
          label: size,
          fn,
          n: SIZES[size],
          carry,
          keys,
        });
        // A step that failed at this size is not tried at larger sizes either.
        for (const [lib, entry] of Object.entries(report.single[size])) {
          const why = entry.failure ?? entry.notRun;
          if (why)
            carry[lib] = { step: why.step, status: `not run (${why.status.split(' (')[0]} at ${size})` };
        }
      }
      if (picked.includes('multi')) {
        const keys = ['construct', 'longestTask', 'tags', 'tagsSettled'];
        report.multi = await scenario(browser, server.url, {
          label: 'multi',
          fn: multiSample,
          carry: {},
          keys,
        });
      }
      // Long tasks per interaction: widget-select's own guard, not a comparison.
      for (const size of picked.includes('tasks') && libs.includes('widget-select') ? taskSizes : []) {
        report.tasks[size] = await scenario(browser, server.url, {
          label: `tasks ${size}`,
          fn: taskSample,
          n: TASK_SIZES[size],
          carry: {},
          keys: ['selectedAll'],
          only: ['widget-select'],
        });
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
  report.wallSeconds = Math.round((Date.now() - started) / 1000);
  report.load.end = loadAverage();
  console.log(
    `\n=== widget-select bench: Chromium ${report.chromium}, ${report.machine}, median of ${runs} ===`,
  );
  for (const { title, markdown } of tables(report)) console.log(`\n${title}\n${markdown}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}latest.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nbench: ${report.wallSeconds} s; wrote bench/.results/latest.json`);
  const resultsMd = full || args.write === 'true' ? `${benchDir}RESULTS.md` : `${resultsDir}RESULTS.md`;
  writeResults(resultsMd, report);
  console.log(`bench: wrote ${resultsMd.replace(benchDir, 'bench/')}`);
  if (baseline) {
    writeSection(`${benchDir}RESULTS.md`, baselineSection(report, baseline), BASELINE_MARKS);
    console.log('bench: wrote the section "Against an earlier version" of bench/RESULTS.md');
  }
  // The slices at a million options have a section of their own, written by any run that measured them.
  const slices = slicesSection(report);
  if (slices) {
    writeSection(`${benchDir}RESULTS.md`, slices, SLICES_MARKS);
    console.log('bench: wrote the slices section of bench/RESULTS.md');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
