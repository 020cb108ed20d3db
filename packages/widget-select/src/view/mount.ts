/**
 * The mount element: resolving the target, remembering it exactly as it was
 * (so destroy restores it), and finding its accessible name.
 */
import { describe, SelectWidgetError } from '../errors';

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
    if (!(found instanceof HTMLElement)) {
      throw new SelectWidgetError('invalid-target', `target ${describe(target)} is not an HTML element.`);
    }
    return found;
  }
  if (target instanceof HTMLElement) return target;
  throw new SelectWidgetError(
    'invalid-target',
    `target must be a selector string or an element, got ${describe(target)}.`,
  );
}

/** Attributes of an element, to put back exactly. */
export class AttributeSnapshot {
  private readonly saved: [string, string][];

  constructor(private readonly element: Element) {
    this.saved = Array.from(element.attributes, (a) => [a.name, a.value]);
  }

  /**
   * Removes added attributes and resets changed ones, leaving the others
   * untouched: removing and re-adding `multiple` would make the browser drop
   * all but one selected option.
   */
  restore(): void {
    const { element } = this;
    const saved = new Map(this.saved);
    for (const { name } of Array.from(element.attributes)) {
      if (!saved.has(name)) element.removeAttribute(name);
    }
    for (const [name, value] of this.saved) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
}

export interface AccessibleName {
  labelledBy: string | null;
  label: string | null;
  /** <label> elements that should focus the control when clicked. */
  labels: HTMLLabelElement[];
}

/**
 * The mount's accessible name: its `aria-labelledby`, its `<label for>` /
 * wrapping labels (given ids when they lack one), or its `aria-label`.
 */
export function accessibleName(mount: HTMLElement, makeId: (n: number) => string): AccessibleName {
  const labels = mount instanceof HTMLSelectElement && mount.labels ? Array.from(mount.labels) : [];
  const ariaLabelledBy = mount.getAttribute('aria-labelledby');
  if (ariaLabelledBy) return { labelledBy: ariaLabelledBy, label: null, labels };
  if (labels.length > 0) {
    const ids = labels.map((label, n) => {
      if (!label.id) label.id = makeId(n);
      return label.id;
    });
    return { labelledBy: ids.join(' '), label: null, labels };
  }
  return { labelledBy: null, label: mount.getAttribute('aria-label'), labels };
}
