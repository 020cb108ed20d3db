/** Machine-readable reason of a {@link SelectWidgetError}. */
export type SelectWidgetErrorCode =
  | 'target-not-found'
  | 'invalid-target'
  | 'already-mounted'
  | 'invalid-data'
  | 'invalid-option'
  | 'invalid-options'
  | 'invalid-argument'
  | 'remount-required'
  | 'duplicate-value'
  | 'missing-selection'
  | 'callback-failed'
  | 'feature-missing';

/** Thrown on misuse; `code` says what went wrong, the message names the culprit. */
export class SelectWidgetError extends Error {
  /** Machine-readable reason. */
  readonly code: SelectWidgetErrorCode;

  constructor(code: SelectWidgetErrorCode, message: string, options?: ErrorOptions) {
    super(`widget-select: ${message}`, options);
    this.name = 'SelectWidgetError';
    this.code = code;
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** JSON with the values JSON cannot show (NaN, functions, symbols, bigints) spelled out. */
function showInJson(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'function') return 'function';
  if (typeof value === 'symbol' || typeof value === 'bigint') return describe(value);
  return value;
}

/**
 * Short, safe rendering of a culprit for an error message: `NaN`,
 * `Infinity`, `function name`, `Symbol(x)`, `<div> element`, clipped JSON.
 * Never throws, whatever the value (cycles, throwing getters, proxies).
 */
export function describe(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(clip(value, 60));
      case 'number':
        return Object.is(value, -0) ? '-0' : String(value);
      case 'bigint':
        return `${value}n`;
      case 'symbol':
        return clip(value.toString(), 60);
      case 'function':
        return value.name ? `function ${clip(value.name, 40)}` : 'a function';
      case 'boolean':
      case 'undefined':
        return String(value);
    }
    if (value === null) return 'null';
    const tag = (value as { nodeType?: unknown; nodeName?: unknown }).nodeType;
    if (typeof tag === 'number') return `a ${String((value as Node).nodeName).toLowerCase()} node`;
    const text = JSON.stringify(value, showInJson);
    return text === undefined ? typeName(value) : clip(text, 80);
  } catch {
    return typeName(value);
  }
}

/** `[object Object]`-style name of a value JSON cannot show (cycles, throwing getters). */
function typeName(value: unknown): string {
  try {
    return Object.prototype.toString.call(value);
  } catch {
    return 'an unreadable value';
  }
}

/** Throws `invalid-options` naming the option (or nested path, `ajax.retry`) and the value received. */
export function failOption(key: string, expected: string, got: unknown): never {
  throw new SelectWidgetError(
    'invalid-options',
    `option "${key}" must be ${expected}, got ${describe(got)}.`,
  );
}
