/**
 * The "show code" view of a section: the `new SelectWidget(…)` call of each
 * of its widgets, written from the very options object the demo passes (and
 * re-written whenever a control changes it), so the code cannot drift from
 * what the demo does. Long arrays are cut to their first items.
 */
import type { LiveWidget } from './section';

/** Items of an array shown before the rest is summed up in a comment. */
const ARRAY_ITEMS = 2;
/** Nesting shown before objects are summed up as `{ … }`. */
const MAX_DEPTH = 4;
/** Longer function sources are named instead of shown. */
const MAX_FUNCTION = 240;
/** Objects and arrays that fit in this many characters stay on one line. */
const ONE_LINE = 72;
/** Longer strings (data: URLs) are cut. */
const MAX_STRING = 60;
/** The built-in plugins, written as the factory calls that made them. */
const PLUGIN_FACTORIES: Record<string, string> = {
  checkbox: 'checkboxPlugin',
  'select-all-header': 'selectAllHeaderPlugin',
};

function indent(level: number): string {
  return '  '.repeat(level);
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function formatFunction(fn: (...args: never[]) => unknown, level: number): string {
  let source = fn.toString().replace(/\t/g, '  ');
  // A method (`setup(api) { … }`) reads as a function expression once it says so.
  if (!/^(async\s+)?(function\b|\(|[\w$]+\s*=>)/.test(source)) source = `function ${source}`;
  if (source.length > MAX_FUNCTION)
    return `/* function ${fn.name || '(inline)'}, ${source.length} characters */`;
  // Re-indent: the least indented line (the closing brace) sits at the function's own level.
  const [first = '', ...rest] = source.split('\n');
  const widths = rest.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length);
  const common = widths.length > 0 ? Math.min(...widths) : 0;
  return [first, ...rest.map((line) => indent(level) + line.slice(common))].join('\n');
}

function formatElement(element: Element): string {
  if (element === document.body) return 'document.body';
  return element.id ? `document.querySelector('#${element.id}')` : `/* a <${element.localName}> */`;
}

/** JavaScript-like source for an option value. */
export function formatValue(value: unknown, level = 1): string {
  if (typeof value === 'string') return formatString(value);
  if (typeof value === 'function') return formatFunction(value as (...args: never[]) => unknown, level);
  if (value === null || typeof value !== 'object') return String(value);
  if (value instanceof Element) return formatElement(value);
  if (level > MAX_DEPTH) return Array.isArray(value) ? '[ … ]' : '{ … }';
  const short = oneLine(value);
  if (short !== null && short.length <= ONE_LINE) return short;
  const inner = indent(level + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const shown = value.slice(0, ARRAY_ITEMS).map((item) => `${inner}${formatValue(item, level + 1)},`);
    const rest = value.length - ARRAY_ITEMS;
    if (rest > 0) shown.push(`${inner}/* … ${rest.toLocaleString('en')} more */`);
    return `[\n${shown.join('\n')}\n${indent(level)}]`;
  }
  if (!isPlainObject(value)) return `/* ${value.constructor?.name ?? 'object'} */`;
  const factory = PLUGIN_FACTORIES[String((value as { name?: unknown }).name)];
  if (factory && typeof (value as { setup?: unknown }).setup === 'function') return `${factory}()`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, v]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${inner}${name}: ${formatValue(v, level + 1)},`;
  });
  return `{\n${lines.join('\n')}\n${indent(level)}}`;
}

function formatString(text: string): string {
  if (text.length <= MAX_STRING) return JSON.stringify(text);
  return `${JSON.stringify(`${text.slice(0, MAX_STRING)}…`)} /* ${text.length} characters */`;
}

/** A short object or array of plain values on one line, or null when it holds more than that. */
function oneLine(value: object): string | null {
  const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  const show = (v: unknown) => (typeof v === 'string' ? formatString(v) : String(v));
  if (Array.isArray(value)) {
    if (value.length > ARRAY_ITEMS || !value.every(plain)) return null;
    return `[${value.map(show).join(', ')}]`;
  }
  if (!isPlainObject(value)) return null;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.every(([, v]) => plain(v))) return null;
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, v]) => `${key}: ${show(v)}`).join(', ')} }`;
}

/** `new SelectWidget('#host', { … });` for one widget. */
export function formatConstruction(live: LiveWidget<never>): string {
  const target = live.host.id ? `'#${live.host.id}'` : 'element';
  const options = formatValue(live.options, 0);
  const call = `new SelectWidget(${target}, ${options});`;
  if (live.host instanceof HTMLSelectElement && live.options.data === undefined)
    return `// The options are the <option> elements of the <select>.\n${call}`;
  return call;
}

/** Appends a closed `<details>` with the code of every widget given; kept current while open. */
export function renderCodeView(into: HTMLElement, widgets: readonly LiveWidget<never>[]): HTMLDetailsElement {
  const details = document.createElement('details');
  details.className = 'code-view';
  const summary = document.createElement('summary');
  summary.textContent = 'Show code';
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  pre.append(code);
  details.append(summary, pre);
  const render = () => {
    // Written only while visible: a closed view costs nothing when the options change.
    if (!details.open) return;
    const calls = widgets.map(formatConstruction).join('\n');
    const factories = Object.values(PLUGIN_FACTORIES).filter((name) => calls.includes(`${name}()`));
    const names = factories.length > 0 ? `SelectWidget, { ${factories.join(', ')} }` : 'SelectWidget';
    code.textContent = [
      `import ${names} from 'widget-select';`,
      "import 'widget-select/style.css';",
      '',
      calls,
    ].join('\n');
  };
  details.addEventListener('toggle', render);
  for (const live of widgets) live.onOptions(render);
  into.append(details);
  return details;
}

/**
 * The code of a wrapper demo: its options object, written from the object
 * the page passes, then the component with the bindings the page adds.
 */
export function wrapperCode(options: Record<string, unknown>, component: string[]): string {
  return [`const options = ${formatValue(options, 0)};`, '', ...component].join('\n');
}
