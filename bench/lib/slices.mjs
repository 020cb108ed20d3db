// The native select's slices at a million options: each sliced step of the
// long-task sample is traced (Chromium's own record of every task, its wall
// time and its thread's CPU time), so the section tells the call's own task
// from the tasks after it, and the time the slices work from the time the
// machine leaves them waiting. Written into RESULTS.md by any run of the
// tasks scenario at 1m; a full run keeps it.
import { markers } from './sections.mjs';
import { median } from './stats.mjs';

/** The steps written in slices after the call (a `<select multiple>` of n options). */
export const SLICED_STEPS = ['nativeSelectAll', 'nativeClear', 'nativeSetValueAll', 'nativeReset'];
const LABELS = {
  nativeSelectAll: 'selectAll',
  nativeClear: 'clearAll',
  nativeSetValueAll: 'setValue of every value',
  nativeReset: 'form.reset()',
};
/** A task of the thread's, by the name each Chromium gives it. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The mark the page sets in the call's own task (bench/src/tasks.ts). */
const CALLED = 'bench:called';

/** Runs `step` with Chromium's task trace on; returns the trace's events. */
export async function traced(cdp, step) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing,devtools.timeline',
    transferMode: 'ReportEvents',
  });
  try {
    return { result: await step(), events };
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
}

/**
 * The call's own task and the tasks after it on the page's main thread:
 * wall and thread (CPU) milliseconds of the longest, how many were over
 * 50 ms. Null when the trace lacks the mark.
 */
export function sliceFigures(events) {
  const mark = events.find((e) => e.name === CALLED);
  if (!mark) return null;
  const tasks = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (!last || task.ts >= last.ts + last.dur) top.push(task);
  }
  const own = top.find((t) => t.ts <= mark.ts && mark.ts <= t.ts + t.dur);
  if (!own) return null;
  const after = top.filter((t) => t.ts > own.ts);
  const ms = (us) => Math.round((us ?? 0) / 100) / 10;
  // A timer's task: the slices (and the harness's reads); an idle callback's or a frame's is not a slice.
  const timers = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.name === 'TimerFire');
  const slices = after.filter((t) => timers.some((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur));
  const others = after.filter((t) => !slices.includes(t));
  const longestOf = (list) => list.reduce((a, t) => (t.dur > (a?.dur ?? -1) ? t : a), null);
  const longest = after.reduce((a, t) => (t.dur > (a?.dur ?? -1) ? t : a), null);
  return {
    ownWall: ms(own.dur),
    ownCpu: ms(own.tdur),
    afterLong: after.filter((t) => t.dur > 50_000).length,
    afterWall: ms(longest?.dur),
    afterWallCpu: ms(longest?.tdur),
    afterCpu: ms(Math.max(0, ...after.map((t) => t.tdur ?? 0))),
    slices: slices.length,
    sliceLong: slices.filter((t) => t.dur > 50_000).length,
    sliceWall: ms(longestOf(slices)?.dur),
    sliceWallCpu: ms(longestOf(slices)?.tdur),
    sliceCpu: ms(Math.max(0, ...slices.map((t) => t.tdur ?? 0))),
    sliceMedianWall: ms(median(slices.map((t) => t.dur))),
    otherLong: others.filter((t) => t.dur > 50_000).length,
    otherWall: ms(longestOf(others)?.dur),
    otherWallCpu: ms(longestOf(others)?.tdur),
    afterCpuSum: ms(after.reduce((sum, t) => sum + (t.tdur ?? 0), 0)),
    afterWallSum: ms(after.reduce((sum, t) => sum + t.dur, 0)),
  };
}

/** The comments around the slices section of RESULTS.md. */
export const SLICES_MARKS = markers(
  'slices',
  'npm run bench -- --scenarios=tasks --only=widget-select --n=1m',
);

const fmt = (x) => (x === null ? '–' : x.toLocaleString('en', { maximumFractionDigits: 1 }));

/** The section for the samples of the tasks scenario at `size` (null: none ran). */
export function slicesSection(report, size = '1m') {
  const entry = report.tasks?.[size]?.['widget-select'];
  if (!entry || entry.samples.length === 0) return null;
  const keys = Object.keys(entry.samples[0]).filter((k) => k.startsWith('slices '));
  const rows = keys.map((key) => {
    const step = key.split(' ')[2];
    const runs = entry.samples.map((s) => s[key]).filter(Boolean);
    const m = (name) => median(runs.map((r) => r[name]));
    const counts = entry.samples.map((s) => s[key.replace('slices', 'tasks')]);
    const cell = (wall, cpu) => `${fmt(m(wall))} (${fmt(m(cpu))})`;
    return `| ${LABELS[step] ?? step} | ${fmt(median(counts))} (${counts.join(', ')}) | ${cell('ownWall', 'ownCpu')} | ${fmt(m('slices'))} | ${fmt(m('sliceLong'))} | ${cell('sliceWall', 'sliceWallCpu')} | ${fmt(m('sliceCpu'))} | ${fmt(m('sliceMedianWall'))} | ${fmt(m('otherLong'))}: ${cell('otherWall', 'otherWallCpu')} | ${cell('afterWallSum', 'afterCpuSum')} |`;
  });
  return [
    SLICES_MARKS.start,
    `## The native select's slices, \`<select multiple>\` of ${size === '1m' ? '1,000,000' : size} options, widget-select (median of ${entry.samples.length})`,
    '',
    `- Date: ${report.date}; Chromium ${report.chromium} (headless); ${report.machine}`,
    `- Load average (1, 5, 15 min) at the start: ${report.load?.start}; at the end: ${report.load?.end} (2 cores: above 2 the page's thread waits for a core)`,
    '',
    "| step | long tasks (each run) | the call's own task, ms wall (CPU) | timer tasks after it | of which over 50 ms | longest, ms wall (its CPU) | longest CPU, ms | median wall, ms | other tasks after it: over 50 ms, longest ms wall (CPU) | every task after it, ms wall (CPU) |",
    '|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    "From the long-task sample's native steps (see bench/README.md), each traced: Chromium's record of every task on the page's thread, its wall time and the CPU time its thread got. The slices have 8 ms of wall clock each. The timer tasks after the call are the slices and the harness's reads of the select (5,000 options per task, a few ms); the other tasks are the browser's own (frames, garbage collection, the saving of the form's state at the end) and the widget's idle callbacks. A task whose wall time is far above its CPU time waited for a core: on a loaded machine a slice is preempted in the middle and its wall time grows with the load, not with its work.",
    SLICES_MARKS.end,
  ].join('\n');
}
