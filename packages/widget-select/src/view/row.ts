/**
 * Row and selection content: the built-in layout (avatar, label, description — always text), match
 * highlighting with <mark> elements, and template output cached per option object and cloned for every
 * render, so a template runs once per option however much the list scrolls.
 */
import { capped } from '../core/domain/text-limit';
import { describe, SelectWidgetError } from '../errors';
import type { Option, TemplateResult } from '../types';
import { cls } from './classes';
import { el } from './dom';

/** A plugin's touch on each rendered option row (the checkbox plugin's box). */
export type RowDecorator<M> = (row: HTMLElement, option: Option<M>, selected: boolean) => void;

export interface ContentOptions<M> {
  template: ((option: Option<M>) => TemplateResult) | undefined;
  sanitize: ((html: string, option: Option<M>) => string) | undefined;
  /** Label ranges to wrap in mark.widget-select__match. */
  matches?: readonly [number, number][];
  /** Smaller layout for tags and the single value. */
  compact?: boolean;
  /** A plain label (no template, avatar or description) as a bare text node, without its span. */
  bare?: boolean;
}

/** Caches template output by option identity: a template runs once per option, however much the list scrolls. */
export class TemplateCache<M> {
  private cache = new WeakMap<Option<M>, Node>();

  /**
   * @param onError told when a template or the sanitizer throws, or the
   * sanitizer returns no string; that option then shows the built-in layout.
   */
  constructor(private readonly onError: (error: unknown) => void) {}

  render(option: Option<M>, options: ContentOptions<M>): Node | null {
    const { template } = options;
    if (!template) return null;
    let node = this.cache.get(option);
    if (!node) {
      try {
        node = templateNode(template(option), option, options.sanitize);
      } catch (error) {
        this.onError(error);
        return null;
      }
      this.cache.set(option, node);
    }
    return node.cloneNode(true);
  }

  clear(): void {
    this.cache = new WeakMap();
  }
}

function templateNode<M>(
  result: TemplateResult,
  option: Option<M>,
  sanitize: ((html: string, option: Option<M>) => string) | undefined,
): Node {
  if (typeof result === 'string') {
    const html = sanitize ? sanitize(result, option) : result;
    // Markup from anything but a string ("undefined", "[object Promise]") would be garbage or worse.
    if (typeof html !== 'string') {
      throw new SelectWidgetError(
        'callback-failed',
        `sanitizeTemplate returned ${describe(html)}, expected a string of HTML.`,
      );
    }
    const holder = document.createElement('template');
    holder.innerHTML = html;
    return holder.content;
  }
  if (result instanceof Node) return result;
  return document.createTextNode(String(result ?? ''));
}

/** Label text with matched ranges wrapped in <mark>, built from text nodes only. */
export function labelNode(label: string, matches: readonly [number, number][] | undefined): HTMLElement {
  const node = el('span', cls.label);
  let at = 0;
  // No matches: the whole label as one text node, as textContent would put it.
  for (const [start, end] of matches ?? []) {
    if (start > at) node.append(label.slice(at, start));
    node.append(el('mark', cls.match, {}, label.slice(start, end)));
    at = end;
  }
  if (at < label.length) node.append(label.slice(at));
  return node;
}

/** The built-in layout of an option, or its template output. */
export function optionContent<M>(
  option: Option<M>,
  cache: TemplateCache<M>,
  options: ContentOptions<M>,
): Node {
  const fromTemplate = cache.render(option, options);
  if (fromTemplate) return fromTemplate;
  const text = capped(option.label);
  const hasDescription =
    !options.compact && typeof option.description === 'string' && option.description !== '';
  const avatarUrl = isImageUrl(option.avatar) ? option.avatar : undefined;
  if (!avatarUrl && !hasDescription && options.bare) return document.createTextNode(text);
  const label = labelNode(text, options.matches);
  if (!avatarUrl && !hasDescription) return label;
  const fragment = document.createDocumentFragment();
  if (avatarUrl) {
    const avatar = el('img', cls.avatar, { alt: '', src: avatarUrl, loading: 'lazy', decoding: 'async' });
    fragment.append(avatar);
  }
  if (hasDescription) {
    const text = el('span', cls.text);
    text.append(label, el('span', cls.description, {}, capped(option.description as string)));
    fragment.append(text);
  } else fragment.append(label);
  return fragment;
}

/**
 * Whether an avatar may become an image `src`: relative, http(s), blob or a `data:image/` URL. Script and
 * document URLs (`javascript:`, `data:text/html`) come from untrusted data at times and are dropped.
 */
export function isImageUrl(url: string | undefined): url is string {
  if (!url) return false;
  // Browsers skip whitespace and control characters inside a scheme.
  const compact = Array.from(url)
    .filter((char) => char > ' ')
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  if (scheme === 'data') return compact.startsWith('data:image/');
  return scheme === 'http' || scheme === 'https' || scheme === 'blob';
}
