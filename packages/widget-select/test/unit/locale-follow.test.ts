/**
 * A widget waiting for its language's table: told when it arrives or fails,
 * and never kept alive by a load that does not settle, whether it stopped
 * waiting (destroy) or was dropped without a word.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { followLocale, setLocaleLoader } from '../../src/i18n';
import { SelectWidgetError } from '../../src/errors';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A weak reference made in a task of its own is only kept by what else holds its target. */
const nextTask = () => new Promise((resolve) => setImmediate(resolve));

/** A stand-in widget that follows `language`, as SelectWidget does: its handlers hold it. */
function follow(language: string, told: string[] = []) {
  const widget = { told };
  const stop = followLocale(
    language,
    () => widget.told.push('arrived'),
    (error) => widget.told.push(error.code),
  );
  return { widget: new WeakRef(widget), stop };
}

/** Follows and stops (as destroy() does), keeping only the weak reference: the stop holds the widget. */
function followThenStop(language: string): WeakRef<object> {
  const { widget, stop } = follow(language);
  stop();
  return widget;
}

async function collected(ref: WeakRef<object>): Promise<boolean> {
  await nextTask();
  collectGarbage();
  return ref.deref() === undefined;
}

describe('followLocale', () => {
  it('a load that never settles keeps neither a widget that stopped following nor one dropped', async () => {
    setLocaleLoader(() => new Promise(() => {}));
    const stopped = followThenStop('ja');
    const dropped = follow('ja').widget;
    expect(await collected(stopped)).toBe(true);
    expect(await collected(dropped)).toBe(true);
  });

  it('a failed load is told to the widget still following, not to one that stopped', async () => {
    let fail: (cause: Error) => void = () => {};
    setLocaleLoader(() => new Promise((_resolve, reject) => (fail = reject)));
    const following: string[] = [];
    const stoppedTold: string[] = [];
    const kept = follow('ko', following);
    follow('ko', stoppedTold).stop();
    fail(new Error('offline'));
    await nextTask();
    expect(following).toEqual(['load-failed']);
    expect(stoppedTold).toEqual([]);
    kept.stop();
  });

  it('its error names the locale', async () => {
    setLocaleLoader(() => Promise.reject(new Error('offline')));
    const errors: SelectWidgetError[] = [];
    const stop = followLocale(
      'vi',
      () => {},
      (error) => errors.push(error),
    );
    await nextTask();
    expect(errors[0]).toBeInstanceOf(SelectWidgetError);
    expect(errors[0]?.message).toContain('"vi"');
    stop();
  });
});
