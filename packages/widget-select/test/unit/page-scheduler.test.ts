/**
 * The page's scheduler (core/machine/page-scheduler.ts), the one place that uses
 * the platform's primitives for deferred work. In Node there are no idle
 * callbacks, so its idle steps run on a timer with a short budget.
 */
import { describe, expect, test } from 'vitest';
import { pageScheduler } from '../../src/core/machine/page-scheduler';

const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageScheduler', () => {
  test('afterRender runs once the current code has finished, before any task', async () => {
    const log: string[] = [];
    pageScheduler.task(() => log.push('task'));
    pageScheduler.afterRender(() => log.push('after render'));
    log.push('now');
    await nextMacrotask();
    await nextMacrotask();
    expect(log).toEqual(['now', 'after render', 'task']);
  });

  test('a task runs in a task of its own, and a cancelled one never runs', async () => {
    const log: string[] = [];
    pageScheduler.task(() => log.push('kept'));
    const cancel = pageScheduler.task(() => log.push('cancelled'));
    cancel();
    expect(log).toEqual([]);
    await nextMacrotask();
    await nextMacrotask();
    expect(log).toEqual(['kept']);
  });

  test('an idle step gets a budget that runs out; a cancelled one never runs', async () => {
    const budgets: number[] = [];
    pageScheduler.idle((timeRemaining) => budgets.push(timeRemaining()));
    pageScheduler.idle(() => budgets.push(-1))();
    await nextMacrotask();
    await nextMacrotask();
    expect(budgets).toHaveLength(1);
    expect(budgets[0]).toBeLessThanOrEqual(8);
  });
});
