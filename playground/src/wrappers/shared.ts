/**
 * What the React and Vue pages share: the data, the log line format and the
 * form serialization, so both pages show the same thing through their
 * framework's own bindings.
 */
import type { SelectValue } from 'widget-select';
import { describePayload } from '../lib/event-log';

export { countries, fruits } from '../data/countries';

export const THEMES = ['default', 'dark', 'high-contrast'] as const;

/** "name payload" with the same short payload format as the main playground's log. */
export function logLine(name: string, payload?: unknown): string {
  const detail = describePayload(payload);
  return detail ? `${name} ${detail}` : name;
}

export function showValue(value: SelectValue | undefined): string {
  return JSON.stringify(value ?? null);
}

export function serialize(form: HTMLFormElement): string {
  const pairs = Array.from(new FormData(form).entries(), ([k, v]) => `${k}=${String(v)}`);
  return pairs.join('&') || '(empty)';
}

/** Newest first, capped like the main log. */
export function prepend(lines: string[], line: string): string[] {
  return [`${line}`, ...lines].slice(0, 200);
}
