/**
 * Checks of method arguments: a bad one throws `invalid-argument` naming the
 * method, the argument and the value received, before anything changes.
 */
import { EVENT_NAMES } from './core/machine/event-names';
import { argumentText, warnUnknown } from './diagnostic-texts';
import { describe, SelectWidgetError } from './errors';

function fail(call: string, expected: string, got: unknown): never {
  throw new SelectWidgetError('invalid-argument', argumentText(call, expected, got));
}

/**
 * The options object of a method: `undefined` and `null` mean none; each
 * named flag must be a boolean when given.
 */
export function methodOptions<T extends object>(
  method: string,
  options: unknown,
  flags: readonly string[],
): T {
  if (options === undefined || options === null) return {} as T;
  const call = `${method}(…, options)`;
  if (typeof options !== 'object' || Array.isArray(options)) fail(call, 'options must be an object', options);
  for (const flag of flags) {
    const value = (options as Record<string, unknown>)[flag];
    if (value !== undefined && typeof value !== 'boolean')
      fail(call, `options.${flag} must be a boolean`, value);
  }
  return options as T;
}

/** `{ scope }` of selectAll / clearAll: whether it is `'matching'` (absent or `'all'`: false). */
export function checkScope(method: string, options: unknown): boolean {
  const { scope } = methodOptions<{ scope?: unknown }>(method, options, []);
  if (scope !== undefined && scope !== 'all' && scope !== 'matching')
    fail(`${method}(options)`, "options.scope must be 'all' or 'matching'", scope);
  return scope === 'matching';
}

const isValueItem = (item: unknown) =>
  typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item));

/** setValue: null, a string (or finite number), or an array of them. */
export function checkValue(value: unknown): void {
  if (value === null || isValueItem(value)) return;
  const expected = 'value must be a string, an array of strings or null';
  if (!Array.isArray(value)) fail('setValue(value)', expected, value);
  const bad = value.findIndex((item) => !isValueItem(item));
  if (bad >= 0) fail(`setValue(value): value[${bad}]`, 'must be a string', value[bad]);
}

/** A string argument (setSearchQuery, setCustomValidity). */
export function checkString(call: string, value: unknown): void {
  if (typeof value !== 'string') fail(call, 'expects a string', value);
}

/** on / off: a string event name (unknown names warn once, naming the closest) and a function. */
export function checkListener(method: 'on' | 'off', event: unknown, handler: unknown): void {
  if (typeof event !== 'string') fail(`${method}(event, handler)`, 'event must be an event name', event);
  if (typeof handler !== 'function')
    fail(`${method}(${describe(event)}, handler)`, 'handler must be a function', handler);
  if (!(EVENT_NAMES as string[]).includes(event))
    warnUnknown('event', event, EVENT_NAMES, ' — no such event.');
}
