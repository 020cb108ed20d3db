/**
 * What the remote list shows is state: the answered query, a failure and a
 * reload while closed live in the store, each landing with the dispatch
 * that caused it.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { optionHighlight } from '../../../src/core/domain/state';
import type { Cause } from '../../../src/core/machine/actions';
import { makeController } from '../make-controller';
import { answer, flush, manualBackend } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const backend = manualBackend();
  const model = makeController({ ajax: { request: backend.request, retry: 0 } }, []);
  const causes: Cause[] = [];
  model.store.subscribe((_next, _prev, cause) => causes.push(cause));
  return { model, calls: backend.calls, causes };
}

test('an answer sets the shown query in the same dispatch that replaces the list', async () => {
  const { model, calls, causes } = setup();
  expect(model.state.remoteShown).toBeNull();
  model.send({ type: 'open', cause: 'user:open' });
  await flush();
  causes.length = 0;
  calls[0]?.resolve(answer(''));
  await flush();
  expect(causes).toEqual(['remote:result']);
  expect(model.state).toMatchObject({ remoteShown: '', remote: 'idle', highlighted: optionHighlight(0) });
});

test('a failure is marked with the error phase and cleared by the next answer', async () => {
  const { model, calls } = setup();
  model.emitter.on('error', () => {});
  model.send({ type: 'open', cause: 'user:open' });
  await flush();
  calls[0]?.reject(new Error('down'));
  await flush();
  expect(model.state).toMatchObject({ remote: 'error', remoteFailed: true });
  model.send({ type: 'close', cause: 'user:close' });
  model.send({ type: 'open', cause: 'user:open' });
  await flush();
  calls[1]?.resolve(answer(''));
  await flush();
  expect(model.state).toMatchObject({ remote: 'idle', remoteFailed: false, remoteShown: '' });
});

test('reload while closed marks the list stale; the next open loads and clears it', async () => {
  const { model, calls } = setup();
  model.remote?.reload();
  expect(model.state.remoteStale).toBe(true);
  model.send({ type: 'open', cause: 'user:open' });
  await flush();
  calls[0]?.resolve(answer(''));
  await flush();
  expect(model.state.remoteStale).toBe(false);
});
