/**
 * The mount element: resolving the target, remembering it exactly as it was
 * (so destroy restores it), and finding its accessible name.
 */
import { describe, SelectWidgetError } from '../errors';
import { isKnownLanguage } from '../i18n';
import { labelsOf, labelsPointingAt } from './label-lookup';

export function resolveTarget(target: unknown): HTMLElement {
  if (typeof target === 'string') {
    let found: Element | null;
    try {
      found = document.querySelector(target);
    } catch {
      throw new SelectWidgetError(
        'target-not-found',
        `target selector ${describe(target)} is not a valid selector.`,
      );
    }
    if (!found)
      throw new SelectWidgetError('target-not-found', `target ${describe(target)} matches no element.`);
    if (!(found instanceof HTMLElement))
      throw new SelectWidgetError('invalid-target', `target ${describe(target)} is not an HTML element.`);
    return usable(found);
  }
  if (target instanceof HTMLElement) return usable(target);
  const what = target instanceof Node ? `a ${target.nodeName} node` : describe(target);
  throw new SelectWidgetError(
    'invalid-target',
    // An element of an iframe's document is an element of another window: `instanceof` says no.
    `target must be a selector string or an element of this window, got ${what}.`,
  );
}

/** Elements that cannot show a widget inside them (form fields, void and raw-text elements). */
const UNUSABLE = new Set([
  'INPUT',
  'TEXTAREA',
  'BUTTON',
  'OPTION',
  'OPTGROUP',
  'IMG',
  'BR',
  'HR',
  'WBR',
  'AREA',
  'BASE',
  'COL',
  'EMBED',
  'LINK',
  'META',
  'SOURCE',
  'TRACK',
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'CANVAS',
]);

/** A short name for an element in messages: `select#country`, `div.picker`. */
export function elementName(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`;
  const first = element.classList[0];
  return first ? `${tag}.${first}` : tag;
}

function usable(element: HTMLElement): HTMLElement {
  if (UNUSABLE.has(element.tagName)) {
    throw new SelectWidgetError(
      'invalid-target',
      `target ${elementName(element)} cannot hold a widget; mount on a <select> or a container element.`,
    );
  }
  // The widget of a select goes right after it, which needs a parent.
  if (element instanceof HTMLSelectElement && !element.parentNode) {
    throw new SelectWidgetError(
      'invalid-target',
      `target ${elementName(element)} has no parent, and its widget is inserted right after it; append the select to the page (or to a container) first.`,
    );
  }
  return element;
}

/** Elements that carry a widget now: one widget per element. */
const mounted = new WeakSet<Element>();

/** Refuses an element that already carries a widget. */
export function assertFree(element: HTMLElement): void {
  if (mounted.has(element)) {
    throw new SelectWidgetError(
      'already-mounted',
      `${elementName(element)} already has a widget; call destroy() on it before mounting another.`,
    );
  }
}

/** Marks `element` as carrying a widget until the returned release runs (destroy). */
export function claim(element: HTMLElement): () => void {
  mounted.add(element);
  return () => mounted.delete(element);
}

/** Attributes of an element, to put back exactly. */
export class AttributeSnapshot {
  private readonly saved: [string, string][];

  constructor(private readonly element: Element) {
    this.saved = Array.from(element.attributes, (a) => [a.name, a.value]);
  }

  /**
   * Whether {@link restore} must take every attribute off and put it back to
   * get the original order (so a select may briefly lose `multiple`), rather
   * than only removing added ones and resetting changed values.
   */
  rewritesAll(): boolean {
    const kept = this.element
      .getAttributeNames()
      .filter((name) => this.saved.some(([saved]) => saved === name));
    return kept.length !== this.saved.length || kept.some((name, i) => name !== this.saved[i]?.[0]);
  }

  /** Puts back every attribute, in its original order. */
  restore(): void {
    const { element, saved } = this;
    if (this.rewritesAll()) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of saved) element.setAttribute(name, value);
      return;
    }
    const names = new Set(saved.map(([name]) => name));
    for (const name of element.getAttributeNames()) if (!names.has(name)) element.removeAttribute(name);
    for (const [name, value] of saved)
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

export interface AccessibleName {
  /** The ids that name it (never empty), or null. */
  labelledBy: string | null;
  /** The name as text: null whenever `labelledBy` names it. */
  label: string | null;
  /** <label> elements that should focus the control when clicked. */
  labels: HTMLLabelElement[];
}

/**
 * Elements that render their widget into an inner mount and keep its name
 * and descriptions on themselves (`<widget-select>`): the mount's owner.
 */
export const mountOwners = new WeakMap<HTMLElement, HTMLElement>();

/**
 * The mount's accessible name: its `aria-labelledby`, its `<label for>`
 * labels (given ids when they lack one; a plain mount's too), the text of a label wrapping it
 * without the field's own content, or its `aria-label`. For
 * a mount with an owner, the owner's: its labels, and after its
 * `aria-label` its `label` attribute (a name no `<label>` needs to reach). `found`: the mount's labels, when read.
 */
export function accessibleName(mount: HTMLElement, base: string, found?: HTMLLabelElement[]): AccessibleName {
  const owner = mountOwners.get(mount);
  const named = owner ?? mount;
  const labelled = owner ?? (mount instanceof HTMLSelectElement ? mount : null);
  const labels = (!owner && found) || (labelled ? labelsOf(labelled) : labelsPointingAt(named));
  const ariaLabelledBy = named.getAttribute('aria-labelledby');
  if (ariaLabelledBy) return { labelledBy: ariaLabelledBy, label: null, labels };
  // A label around the field would lend the name its value and button words.
  if (labels.some((label) => label.contains(named))) {
    const text = labels.map((label) => ownText(label, named)).join(' ');
    return { labelledBy: null, label: text.replace(/\s+/g, ' ').trim() || null, labels };
  }
  if (labels.length > 0) {
    const ids = labels.map((label, n) => {
      if (!label.id) label.id = `${base}-label-${n}`;
      return label.id;
    });
    return { labelledBy: ids.join(' '), label: null, labels };
  }
  return {
    labelledBy: null,
    label: named.getAttribute('aria-label') || owner?.getAttribute('label') || null,
    labels,
  };
}

/** The text of `label` outside `field` (the labelled element it wraps). */
function ownText(label: Node, field: Node): string {
  if (label === field) return '';
  if (label.nodeType === Node.TEXT_NODE) return label.textContent ?? '';
  return Array.from(label.childNodes, (child) => ownText(child, field)).join('');
}

/**
 * A plain mount element without a role is a generic container: an
 * `aria-label` or `aria-labelledby` left on it is prohibited there and would
 * name nothing a screen reader reads. The combobox carries the name instead;
 * `destroy()` puts the attributes back.
 */
export function releaseMountName(mount: HTMLElement): void {
  if (mount instanceof HTMLSelectElement || mount.hasAttribute('role')) return;
  mount.removeAttribute('aria-label');
  mount.removeAttribute('aria-labelledby');
}

/**
 * The language of the page around `mount` (its nearest `lang` attribute), as
 * a native control takes it, when a locale for it is bundled or registered;
 * else undefined (English).
 */
export function pageLanguage(mount: HTMLElement): string | undefined {
  const lang = mount.closest('[lang]')?.getAttribute('lang')?.trim();
  return lang && isKnownLanguage(lang) ? lang : undefined;
}
