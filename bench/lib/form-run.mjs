// The form bench's runner (`npm run bench -- --form [--selects=50,1000,5000]`):
// every size and library in turn, run after run; each sample in a fresh
// browser context. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import { loadAverage, machine, withTimeout } from './clock.mjs';
import { BASELINE_FORM_MARKS } from './baseline.mjs';
import {
  addEarlierBuilds,
  BASELINE,
  buildFormSite,
  earlyClickSample,
  FORM,
  FORM_LIBS,
  formSample,
  REFERENCE,
  SCALE_LIBS,
  SMALL_FORM,
} from './form.mjs';
import { formGates, formSection, formTable, formVersions, FORM_MARKS, scalingTable } from './form-report.mjs';
import { heapUsed } from './scenarios.mjs';
import { writeSection } from './sections.mjs';
import { serve } from './site.mjs';
import { ensureOwnBuild } from './sizes.mjs';

/** Seconds our own rows may take at least, whatever `--timeout` says: their figure is what the bench is for. */
const OWN_LIMIT_S = 600;

const show = (out, keys) =>
  keys
    .filter((k) => typeof out[k] === 'number')
    .map((k) => `${k} ${Math.round(out[k] * 10) / 10}`)
    .join(', ');

/** One library's two samples (measured page, click after load) at one size; the failure, if any. */
async function formSamples(browser, url, lib, count, limitS) {
  const out = {};
  const point = {};
  let failure = null;
  for (const step of [formSample, earlyClickSample]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const cdp = await context.newCDPSession(page);
      await withTimeout(step({ page, cdp, heapUsed, url, lib, count }, out, point), limitS * 1000);
      if (errors.length > 0) throw new Error(errors[0]);
    } catch (error) {
      const message = String(error?.message ?? error).split('\n')[0];
      failure = message === 'timeout' ? `timeout (> ${limitS} s)` : message;
    } finally {
      await withTimeout(context.close(), 30_000).catch(() => {});
    }
    if (failure) break;
  }
  return { out, failure };
}

/**
 * Per run, every size, and at each every library in turn (each run starts
 * one library later). A library that times out at a size is not run again
 * there nor at larger sizes. Returns { entries: { count: { lib: entry } } }.
 */
async function formBench(browser, url, { plan, sizes, runs, timeoutS }) {
  const entries = Object.fromEntries(
    sizes.map((count) => [
      count,
      Object.fromEntries(plan[count].map((lib) => [lib, { samples: [], failure: null, notRun: null }])),
    ]),
  );
  const timedOut = {};
  for (let run = 1; run <= runs; run++) {
    for (const count of sizes) {
      const libs = plan[count];
      const order = libs.map((_, i) => libs[(i + run - 1) % libs.length]);
      for (const lib of order) {
        const entry = entries[count][lib];
        const limitAt = timedOut[lib] ?? Number.POSITIVE_INFINITY;
        if (count > limitAt) entry.notRun = `timeout at ${limitAt.toLocaleString('en')}`;
        if (count >= limitAt) continue;
        process.stdout.write(`  form ${count} run ${run}/${runs} ${lib.padEnd(22)} `);
        const limitS = lib.startsWith('widget-select') ? Math.max(timeoutS, OWN_LIMIT_S) : timeoutS;
        const { out, failure } = await formSamples(browser, url, lib, count, limitS);
        if (Object.keys(out).length > 0) entry.samples.push(out);
        if (failure) entry.failure = failure;
        if (failure?.startsWith('timeout')) timedOut[lib] = count;
        const keys = ['load', 'enhance', 'elementsPerSelect', 'open', 'earlyOpen', 'clickAfterLoad'];
        console.log(`${show(out, keys)}${failure ? `  [${failure}]` : ''}`);
      }
    }
  }
  return entries;
}

/**
 * `--form`: only the form bench; its section of RESULTS.md is rewritten (a
 * run of every library, at least 3 runs, 50 selects among the sizes), the
 * rest kept.
 */
export async function mainForm(
  executablePath,
  { runs, timeoutS, only, selects, benchDir, resultsDir, baseline },
) {
  ensureOwnBuild();
  const pick = (value, all) => (value ? value.split(',').filter((x) => all.includes(x)) : all);
  const sizes = selects ? [...new Set(selects.split(',').map(Number))].sort((a, b) => a - b) : FORM.sizes;
  if (sizes.some((n) => !Number.isInteger(n) || n < 5))
    throw new Error(`--selects: whole numbers of 5 or more`);
  // `--baseline`: our builds at an earlier commit, beside today's and Tom Select's.
  const earlier = baseline ? addEarlierBuilds(baseline.dist(), baseline.commit) : [];
  const libs = baseline
    ? ['widget-select', 'widget-select (IIFE)', ...earlier, REFERENCE, BASELINE]
    : pick(only, FORM_LIBS);
  const plan = Object.fromEntries(
    sizes.map((n) => [
      n,
      only || baseline || n <= SMALL_FORM ? libs : libs.filter((lib) => SCALE_LIBS.includes(lib)),
    ]),
  );
  const report = { date: new Date().toISOString(), chromium: null, machine: machine(), runs };
  report.load = { start: loadAverage(), end: null };
  const site = `${resultsDir}form-site`;
  buildFormSite(site, plan);
  const server = await serve(site);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  report.chromium = browser.version();
  const limits = `${timeoutS} s (widget-select: ${Math.max(timeoutS, OWN_LIMIT_S)} s)`;
  console.log(
    `bench --form: Chromium ${report.chromium}; ${report.machine}; ${runs} runs; sizes ${sizes}; limit ${limits}`,
  );
  try {
    const entries = await formBench(browser, server.url, { plan, sizes, runs, timeoutS });
    report.form = { sizes, plan, entries, limits, versions: formVersions(libs) };
  } finally {
    await browser.close();
    await server.close();
  }
  report.load.end = loadAverage();
  for (const count of sizes) {
    const { title, markdown } = formTable(report, count);
    console.log(`\n${title}\n${markdown}`);
  }
  if (sizes.length > 1) console.log(`\n${scalingTable(report)}`);
  console.log(`\n${formGates(report).join('\n')}\nload average: ${report.load.start} → ${report.load.end}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}form.json`, `${JSON.stringify(report, null, 2)}\n`);
  const full = !only && runs >= 3 && sizes.includes(FORM.sizes[0]);
  const target = baseline || full ? `${benchDir}RESULTS.md` : `${resultsDir}RESULTS.md`;
  const marks = baseline ? BASELINE_FORM_MARKS : FORM_MARKS;
  writeSection(target, formSection(report, marks), marks);
  console.log(`\nbench: wrote bench/.results/form.json and ${target.replace(benchDir, 'bench/')}`);
}
