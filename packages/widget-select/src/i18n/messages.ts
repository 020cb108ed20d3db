/**
 * Every user-visible string of the widget. Placeholders in braces
 * (`{count}`, `{label}`) are filled in by {@link format}.
 */
export interface Messages {
  /** Message row when nothing matches. */
  noResults: string;
  /** Message row while remote data loads. */
  loading: string;
  /** Message row after a failed remote load. */
  error: string;
  /** Hint row below `minSearchLength`; `{count}` is the characters still needed. */
  searchHint: string;
  /** Row offering to create a tag; `{label}` is the typed text. */
  create: string;
  /** Overflow chip; `{count}` is the number of hidden tags. */
  moreTags: string;
  /** Accessible name of the clear button. */
  clear: string;
  /** Accessible name of a tag's remove button; `{label}` is the tag. */
  removeTag: string;
  /** Accessible name of the search input. */
  search: string;
  /** Live announcement of the result count; `{count}`. */
  resultCount: string;
  /** Live announcement of a single result. */
  resultCountOne: string;
  /** Live announcement after a selection; `{label}`. */
  selected: string;
  /** Live announcement after a removal; `{label}`. */
  unselected: string;
  /** Validation message of a required, empty widget. */
  required: string;
}

/** Fills `{name}` placeholders of a message. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
