import type { SelectWidget } from 'widget-select';
import { EVENT_NAMES } from 'widget-select/adapter';

/** Every public event, so the log shows the whole event surface of a mode. */
export { EVENT_NAMES };

const MAX_LINES = 200;
const MAX_ITEMS = 6;

function isOption(value: unknown): value is { value: string; label: string } {
  return typeof value === 'object' && value !== null && 'value' in value && 'label' in value;
}

/** Short, readable payloads: 5,000 selected values must not flood the log. */
export function describePayload(payload: unknown): string {
  if (payload === undefined) return '';
  if (payload instanceof Error) return payload.message;
  if (isOption(payload)) return `${JSON.stringify(payload.value)} (${payload.label})`;
  if (Array.isArray(payload)) {
    const head = payload.slice(0, MAX_ITEMS).map((item) => JSON.stringify(item));
    const more = payload.length > MAX_ITEMS ? `, … ${payload.length - MAX_ITEMS} more` : '';
    return `[${head.join(', ')}${more}]`;
  }
  if (typeof payload === 'object' && payload !== null && 'limit' in payload && 'option' in payload) {
    const { limit, option } = payload as { limit: number; option: unknown };
    return `limit ${limit}, ${describePayload(option)}`;
  }
  return JSON.stringify(payload);
}

/** The log panel of a section: newest line first, capped so long sessions stay light. */
export class EventLog {
  readonly element: HTMLElement;
  private readonly lines: string[] = [];
  private count = 0;

  constructor(title: string) {
    this.element = document.createElement('div');
    this.element.className = 'log';
    // role=log lets the panel carry a name; it is focusable because it scrolls.
    this.element.setAttribute('role', 'log');
    this.element.setAttribute('aria-label', `${title} event log`);
    this.element.tabIndex = 0;
  }

  write(name: string, detail = ''): void {
    this.count += 1;
    this.lines.unshift(`${String(this.count).padStart(3, ' ')} ${name}${detail ? ` ${detail}` : ''}`);
    if (this.lines.length > MAX_LINES) this.lines.length = MAX_LINES;
    this.element.textContent = this.lines.join('\n');
  }

  clear(): void {
    this.lines.length = 0;
    this.element.textContent = '';
  }

  /** Subscribes to every event of a widget; `prefix` tells widgets of one section apart. */
  attach<M>(widget: SelectWidget<M>, prefix = ''): void {
    for (const name of EVENT_NAMES) {
      widget.on(name, (payload: unknown) => this.write(`${prefix}${name}`, describePayload(payload)));
    }
  }
}
