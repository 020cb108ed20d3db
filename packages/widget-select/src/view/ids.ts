let counter = 0;

/** A document-unique id prefix for one widget instance. */
export function nextInstanceId(): string {
  counter += 1;
  return `widget-select-${counter}`;
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
