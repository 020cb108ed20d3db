/**
 * A random part per copy of the library: two bundles on one page each count
 * from 1, and must still never hand out the same id.
 */
const copy = Math.random().toString(36).slice(2, 7);
let counter = 0;

/**
 * A page-unique id prefix for one widget instance: an id the page already
 * uses (for the list or the search field) is skipped.
 */
export function nextInstanceId(): string {
  let base: string;
  do {
    counter += 1;
    base = `widget-select-${copy}-${counter}`;
    // Only a widget's view asks, on a page (its mount is an element of this window).
  } while (document.getElementById(`${base}-list`) || document.getElementById(`${base}-search`));
  return base;
}

/** Ids of the parts of one instance, for aria-controls / aria-activedescendant. */
export function partIds(base: string) {
  return {
    list: `${base}-list`,
    search: `${base}-search`,
    option: (entry: number) => `${base}-option-${entry}`,
    group: (group: number) => `${base}-group-${group}`,
    /** Hidden tag instructions (remove, move), referenced by each tag's aria-describedby. */
    removeTagHint: `${base}-remove-hint`,
    moveTagHint: `${base}-move-hint`,
    /** The visible validation message. */
    error: `${base}-error`,
  };
}
