import { describe, expect, test, vi } from 'vitest';
import { FaultReporter } from '../../src/core/machine/faults';
import { Store } from '../../src/core/machine/store';
import type { SelectWidgetError } from '../../src/errors';
import { makeController } from './make-controller';
import { stateWith } from './state-fixture';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

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

describe('a dispatch from inside a listener or an event handler (nested dispatch)', () => {
  test('commits at once, and its listeners and events follow those of the dispatch that caused it', () => {
    const store = new Store(stateWith());
    const seen: string[] = [];
    store.subscribe((next, prev) => seen.push(`render ${prev.query}→${next.query}`));
    store.observe((next, prev) => {
      seen.push(`event ${prev.query}→${next.query}`);
      if (next.query === 'a') {
        expect(store.dispatch({ query: 'ab' }, 'api:setSearchQuery', { action: 'setQuery' })).toBe('applied');
        // Committed at once: a method reading the state sees the nested change.
        seen.push(`get ${store.get().query}`);
      }
    });
    store.observe((next, prev) => seen.push(`late observer ${prev.query}→${next.query}`));
    store.dispatch({ query: 'a' }, 'user:type', { action: 'setQuery' });
    expect(seen).toEqual([
      'render →a',
      'event →a',
      'get ab',
      'late observer →a',
      'render a→ab',
      'event a→ab',
      'late observer a→ab',
    ]);
  });

  test('a select handler that calls setValue: the change events arrive in order, the last one current', () => {
    const model = makeController({ multiple: true }, fruits);
    const events: string[] = [];
    model.emitter.on('select', (option) => {
      events.push(`select ${option.value}`);
      if (option.value === 'apple') model.setValue(['apple', 'cherry']);
    });
    model.emitter.on('change', (value) => events.push(`change ${JSON.stringify(value)}`));
    model.send({ type: 'pick', entry: 0 });
    expect(events).toEqual(['select apple', 'change ["apple"]', 'change ["apple","cherry"]']);
    expect(model.state.value).toEqual(['apple', 'cherry']);
  });
});
