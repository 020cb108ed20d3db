/**
 * The controller's effects (core/machine/effects.ts): deferred work runs when the
 * injected scheduler says so, a creation a new query ended picks nothing,
 * and after destroy nothing lands.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SelectWidgetError } from '../../src/errors';
import type { SelectEvents } from '../../src/types';
import { makeController } from './make-controller';
import { manualScheduler } from './manual-scheduler';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'cherry', label: 'Cherry' },
];

describe('Effects', () => {
  // Failing callbacks are also reported on the console.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("a failing callback's error event waits for the scheduler (after the render that failed)", () => {
    const scheduler = manualScheduler();
    const model = makeController(
      {
        isOptionDisabled: () => {
          throw new Error('boom');
        },
      },
      fruits,
      [],
      scheduler,
    );
    const errors: SelectEvents['error'][] = [];
    model.emitter.on('error', (error) => errors.push(error));
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.state.open).toBe(true);
    expect(errors).toEqual([]);
    scheduler.flush();
    expect(errors.map((error) => error instanceof SelectWidgetError && error.code)).toEqual([
      'callback-failed',
    ]);
  });

  test('a new query ends a pending createOption: its late answer picks nothing', async () => {
    const answer = deferred<{ value: string; label: string }>();
    const model = makeController(
      { multiple: true, allowCreate: true, createOption: () => answer.promise },
      fruits,
    );
    const created: unknown[] = [];
    model.emitter.on('create', (option) => created.push(option));
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    const creating = model.creation.fromQuery();
    expect(model.state.create).toBe('pending');
    model.send({ type: 'setQuery', query: 'kiw', cause: 'user:type' });
    expect(model.state.create).toBe('idle');
    answer.resolve({ value: 'kiwi', label: 'Kiwi' });
    expect(await creating).toBe(false);
    expect(model.state.value).toEqual([]);
    expect(created).toEqual([]);
  });

  test('closing does not end a pending createOption: its answer is still picked', async () => {
    const answer = deferred<{ value: string; label: string }>();
    const model = makeController(
      { multiple: true, allowCreate: true, createOption: () => answer.promise },
      fruits,
    );
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    const creating = model.creation.fromQuery();
    model.send({ type: 'close', cause: 'user:close' });
    answer.resolve({ value: 'kiwi', label: 'Kiwi' });
    expect(await creating).toBe(true);
    expect(model.state.value).toEqual(['kiwi']);
  });

  test('a local list warms up while idle; an ajax list gets a remote source instead', () => {
    expect(makeController({}, fruits).remote).toBeNull();
    const remote = makeController({ ajax: { request: async () => [] } }, []);
    expect(remote.remote).not.toBeNull();
    remote.dispose();
  });

  test('after dispose deferred work and actions land nowhere', () => {
    const scheduler = manualScheduler();
    const model = makeController({}, fruits, [], scheduler);
    const events: string[] = [];
    model.emitter.on('open', () => events.push('open'));
    model.emitter.on('error', () => events.push('error'));
    model.faults.report(new Error('late'), 'a test callback');
    model.dispose();
    scheduler.flush();
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.state.open).toBe(false);
    expect(events).toEqual([]);
  });
});
