/**
 * Short, safe renderings of a culprit for error and warning messages, shared
 * by the full messages of the development build and the short ones of the
 * production build.
 */

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
