/**
 * The closed widget as an HTML string, for wrappers rendering on a server:
 * the same classes and boxes as the control the widget builds (root,
 * control, the selected label, the tags or their count, or the placeholder, the clear
 * button, the arrow), so the page has its final size before any script
 * runs. Static and inert: the widget replaces it when it mounts
 * ({@link removeServerMarkup}), before the browser paints. DOM-free.
 * Option templates are not run here: the labels stand in for them.
 */
import { cls } from './view/classes';

/** Marks the server markup, so the widget finds and replaces it. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-widget-select-server';

type AnyOptions = Record<string, unknown>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Untrusted text as HTML text or an attribute value. */
function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** `cls` plus the app's classes for that part (the `classNames` option). */
function classes(own: string, options: AnyOptions, part: string): string {
  const extra = (options.classNames as Record<string, unknown> | undefined)?.[part];
  return escapeHtml(typeof extra === 'string' && extra.trim() ? `${own} ${extra.trim()}` : own);
}

/** The label of every option in `data` (groups and tree nodes included), by value. */
function labels(data: unknown, into = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(data)) return into;
  for (const item of data) {
    if (typeof item === 'string' || typeof item === 'number') {
      into.set(String(item), String(item));
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const { value, label, options, children } = item as AnyOptions;
    if (value !== undefined && !into.has(String(value))) into.set(String(value), String(label ?? value));
    labels(options, into);
    labels(children, into);
  }
  return into;
}

function valueList(value: unknown, multiple: boolean): string[] {
  if (value === null || value === undefined || value === '') return [];
  const list = (Array.isArray(value) ? value : [value]).map(String);
  return multiple ? list : list.slice(0, 1);
}

function tag(label: string, options: AnyOptions, readonly: boolean): string {
  const remove = readonly
    ? ''
    : `<button class="${classes(cls.tagRemove, options, 'tagRemove')}" type="button" form="" tabindex="-1">\u00d7</button>`;
  return `<span class="${classes(cls.tag, options, 'tag')}"><span class="${cls.tagCell}"><span class="${cls.tagLabel}">${escapeHtml(label)}</span>${remove}</span></span>`;
}

/** The form field a wrapper mounts the widget on: its `name` (and `id`, the target of `<label for>`). */
export interface ServerField {
  name?: string | undefined;
  id?: string | undefined;
}

/**
 * The named native field the widget will mount on, with the selected values,
 * so a form submitted before any script runs (or without one) posts them.
 */
function nativeField(
  field: ServerField,
  values: string[],
  options: AnyOptions,
  labelOf: (v: string) => string,
) {
  if (field.name === undefined) return '';
  const id = field.id === undefined ? '' : ` id="${escapeHtml(field.id)}"`;
  const flags = ['multiple', 'disabled', 'required'].filter((key) => options[key] === true);
  const selected = values.map(
    (v) => `<option value="${escapeHtml(v)}" selected>${escapeHtml(labelOf(v))}</option>`,
  );
  return `<select name="${escapeHtml(field.name)}"${id}${flags.map((f) => ` ${f}`).join('')} hidden tabindex="-1">${selected.join('')}</select>`;
}

/**
 * The closed control for these options (as given to the widget) and this
 * value (a string, an array or null): what a server renders in the
 * wrapper's element. With a `field` name, the named native `<select>` too.
 */
export function serverMarkup(options: AnyOptions, value: unknown, field: ServerField = {}): string {
  const multiple = options.multiple === true;
  const readonly = options.readonly === true;
  const values = valueList(value, multiple);
  const known = labels(options.data);
  const labelOf = (v: string) => known.get(v) ?? v;
  const root = [classes(cls.root, options, 'root'), multiple ? cls.multiple : cls.single];
  if (multiple && options.sortable === true && !readonly) root.push(`${cls.root}--sortable`);
  if (readonly) root.push(cls.readonly);
  if (options.disabled === true) root.push(cls.disabled);
  if (options.dir === 'rtl') root.push(cls.rtl);
  let shown: string;
  if (values.length === 0) {
    shown = `<span class="${classes(cls.placeholder, options, 'placeholder')}">${escapeHtml(options.placeholder ?? '')}</span>`;
  } else if (!multiple) {
    shown = `<span class="${classes(cls.value, options, 'value')}">${escapeHtml(labelOf(values[0] as string))}</span>`;
  } else if (options.selectionDisplay === 'count') {
    // In English here, as the chip below; the widget's own text (in its language) replaces it.
    shown = `<span class="${cls.count}">${values.length} selected</span>`;
  } else {
    const cap = typeof options.maxVisibleTags === 'number' ? options.maxVisibleTags : values.length;
    shown = values
      .slice(0, cap)
      .map((v) => tag(labelOf(v), options, readonly))
      .join('');
    // The "+N more" chip in English here; the widget's own text (in its language) replaces it.
    const more = `+${values.length - cap} more`;
    if (values.length > cap) shown += `<span class="${cls.tag} ${cls.tagMore}">${more}</span>`;
  }
  // Its buttons belong to no form (form=""), as the widget's own do (view/dom.ts `button`).
  // As in the widget, the clear button is there only while it can clear.
  const clears = options.clearable === true && values.length > 0 && !readonly;
  const clearButton = clears
    ? `<button class="${classes(cls.clear, options, 'clear')}" type="button" form="" tabindex="-1">\u00d7</button>`
    : '';
  const theme = escapeHtml(options.theme ?? 'default');
  return (
    `<div class="${root.join(' ')}" data-theme="${theme}" ${SERVER_MARKUP_ATTRIBUTE}="">` +
    `<div class="${classes(cls.control, options, 'control')}">` +
    `<span class="${cls.summary}"></span><div class="${cls.values}">${shown}</div>` +
    `${clearButton}</div>${nativeField(field, values, options, labelOf)}</div>`
  );
}

/** Takes the server markup out of `container` (the widget mounts there next). */
export function removeServerMarkup(container: Element): void {
  for (const node of Array.from(container.children))
    if (node.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) node.remove();
}
