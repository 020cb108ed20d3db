/**
 * Options objects that fight back (throwing getters, throwing proxies) are
 * refused as invalid-options naming the culprit; a widget mounted again on
 * its element while it is being built is refused and leaves nothing behind.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { weakListenerCount } from '../../src/view/weak-listeners';
import SelectWidget, { SelectWidgetError } from '../../src/index';
import { $, fixture, fruits, mount } from './helpers';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return null;
}

const boom = () => {
  throw new Error('boom');
};
const getter = (key: string, extra: Record<string, unknown> = {}) =>
  Object.defineProperty({ ...extra }, key, { get: boom, enumerable: true });
const proxy = (trap: keyof ProxyHandler<object>) => new Proxy({}, { [trap]: boom });
const revoked = () => {
  const { proxy: value, revoke } = Proxy.revocable({}, {});
  revoke();
  return value;
};

const cases: [string, () => unknown, ...string[]][] = [
  ['a throwing getter', () => getter('placeholder'), 'placeholder', 'boom'],
  ['a throwing getter of an unknown key', () => getter('nonsense'), 'nonsense', 'boom'],
  ['a throwing getter inside ajax', () => ({ ajax: getter('debounce', { url: '/x' }) }), 'ajax', 'boom'],
  ['a throwing getter inside searchFields', () => ({ searchFields: [getter('name')] }), 'searchFields'],
  ['a proxy whose get throws', () => new Proxy({ placeholder: 'x' }, { get: boom }), 'placeholder', 'boom'],
  ['a proxy whose ownKeys throws', () => proxy('ownKeys'), 'options', 'boom'],
  ['a revoked proxy', revoked, 'options'],
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

test.each(cases)(
  'the constructor refuses %s with invalid-options and builds nothing',
  (_, make, ...culprits) => {
    const host = fixture('<select id="s"><option value="a">A</option></select>');
    const before = host.innerHTML;
    const error = thrown(() => new SelectWidget('#s', make() as never)) as SelectWidgetError;
    expect(error).toBeInstanceOf(SelectWidgetError);
    expect(error.code).toBe('invalid-options');
    for (const culprit of culprits) expect(error.message).toContain(culprit);
    expect(host.innerHTML).toBe(before);
    new SelectWidget('#s').destroy();
  },
);

test.each(cases)(
  'updateOptions refuses %s with invalid-options and changes nothing',
  (_, make, ...culprits) => {
    const widget = mount({ data: fruits, placeholder: 'Before' });
    const error = thrown(() => widget.updateOptions(make() as never)) as SelectWidgetError;
    expect(error).toBeInstanceOf(SelectWidgetError);
    expect(error.code).toBe('invalid-options');
    for (const culprit of culprits) expect(error.message).toContain(culprit);
    expect($('.widget-select__placeholder')?.textContent).toBe('Before');
  },
);

test('a widget mounted again on its element while the first is being built is refused, and leaves no document listener', () => {
  const host = fixture('<select id="s"><option value="a">A</option></select>');
  const select = $<HTMLSelectElement>('#s', host)!;
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Page-wide listeners go through one shared listener per document and type (view/weak-listeners.ts):
  // each widget adds a handler there, which its destroy() takes out again.
  const resets = () => weakListenerCount(document, 'reset', true);
  const before = resets();
  const inner: unknown[] = [];
  const again = { name: 'again', setup: () => void inner.push(thrown(() => new SelectWidget(select))) };
  const widget = new SelectWidget(select, { plugins: [again] });
  expect((inner[0] as SelectWidgetError)?.code).toBe('already-mounted');
  expect(document.querySelectorAll('.widget-select')).toHaveLength(1);
  expect(resets()).toBe(before + 1);
  widget.destroy();
  expect(resets()).toBe(before);
  error.mockRestore();
});
