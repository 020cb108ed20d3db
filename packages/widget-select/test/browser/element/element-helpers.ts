/** Helpers for `<widget-select>` tests: fixtures in a fresh host, parts inside a given root. */
import { afterEach } from 'vitest';
import '../../../src/styles/index.css';
import 'widget-select/element';
import type { WidgetSelectElement } from 'widget-select/element';

let host: HTMLElement | null = null;

afterEach(() => {
  host?.remove();
  host = null;
});

/** Renders HTML into a fresh host element attached to the document. */
export function page(html: string): HTMLElement {
  host?.remove();
  host = document.createElement('div');
  host.style.cssText = 'padding: 20px; width: 360px;';
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

export const element = (root: ParentNode = document): WidgetSelectElement =>
  root.querySelector('widget-select') as WidgetSelectElement;
export const controlIn = (root: ParentNode = document) =>
  root.querySelector<HTMLElement>('.widget-select__control')!;
export const rowsIn = (root: ParentNode = document) =>
  Array.from(root.querySelectorAll<HTMLElement>('.widget-select__option'));
export const rowIn = (label: string, root: ParentNode = document) =>
  rowsIn(root).find((row) => row.textContent === label)!;
export const tagValuesIn = (root: ParentNode = document) =>
  Array.from(
    root.querySelectorAll<HTMLElement>('.widget-select__tag:not(.widget-select__tag--more)'),
    (tag) => tag.dataset.value,
  );

/** A form whose submissions (FormData) are recorded instead of sent. */
export function recordSubmissions(form: HTMLFormElement): FormData[] {
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return submitted;
}

/** Records the named events dispatched on `target` (type and detail), in order. */
export function listen(target: EventTarget, types: string[]): [string, unknown][] {
  const log: [string, unknown][] = [];
  for (const type of types) {
    target.addEventListener(type, (event) => log.push([type, (event as CustomEvent).detail ?? null]));
  }
  return log;
}
