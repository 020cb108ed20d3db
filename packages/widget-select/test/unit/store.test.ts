import { describe, expect, test, vi } from 'vitest';
import { FaultReporter } from '../../src/core/faults';
import { Store } from '../../src/core/store';
import type { SelectWidgetError } from '../../src/errors';
import { stateWith } from './state-fixture';

describe('Store isolation', () => {
  test('a throwing listener is reported and the other listeners and observers still run', () => {
    const faults: unknown[] = [];
    const store = new Store(stateWith(), (error) => faults.push(error));
    const seen: string[] = [];
    store.subscribe(() => {
      throw new Error('first');
    });
    store.subscribe((next) => seen.push(`listener ${next.query}`));
    store.observe((next) => seen.push(`observer ${next.query}`));
    expect(store.dispatch({ query: 'a' }, 'user:type', { action: 'setQuery' })).toBe('applied');
    expect(store.get().query).toBe('a');
    expect(seen).toEqual(['listener a', 'observer a']);
    expect(String(faults[0])).toContain('first');
  });

  test('a throwing interceptor cancels the change and is reported', () => {
    const faults: unknown[] = [];
    const store = new Store(stateWith(), (error) => faults.push(error));
    const listener = vi.fn();
    store.subscribe(listener);
    store.intercept(() => {
      throw new Error('veto');
    });
    expect(store.dispatch({ query: 'a' }, 'user:type', { action: 'setQuery' })).toBe('vetoed');
    expect(store.get().query).toBe('');
    expect(listener).not.toHaveBeenCalled();
    expect(faults).toHaveLength(1);
  });

  test('after dispose nothing lands and no listener runs', () => {
    const store = new Store(stateWith());
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispose();
    expect(store.dispatch({ query: 'a' }, 'user:type', { action: 'setQuery' })).toBe('vetoed');
    expect(store.get().query).toBe('');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('FaultReporter', () => {
  test('reports a callback-failed error naming the callback, each distinct failure once', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const emitted: SelectWidgetError[] = [];
    const faults = new FaultReporter((error) => emitted.push(error));
    const template = faults.guard(
      'templateResult',
      (n: number) => {
        if (n > 1) throw new Error('too big');
        return 'ok';
      },
      'fallback',
    );
    expect(template(1)).toBe('ok');
    expect(template(2)).toBe('fallback');
    expect(template(3)).toBe('fallback');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.code).toBe('callback-failed');
    expect(emitted[0]?.message).toContain('templateResult threw: too big');
    expect((emitted[0]?.cause as Error | undefined)?.message).toBe('too big');
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
