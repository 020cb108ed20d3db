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
  /** Shown in the create row when `beforeCreate` refuses the typed text; `{label}` is that text. */
  cannotCreate: string;
  /** Overflow chip; `{count}` is the number of hidden tags. */
  moreTags: string;
  /** Accessible name of the clear button (also the clear-all button of the select-all plugin). */
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
  /**
   * A multiple tree's row state in words, its description: Orca reads no
   * checked state on a tree item, so the row says it ("checked").
   */
  nodeChecked: string;
  /** A multiple tree's row that is not selected, in words ("not checked"). */
  nodeUnchecked: string;
  /** A multiple tree's parent with some of its descendants selected, in words ("partially checked"). */
  nodePartlyChecked: string;
  /** Validation message of a required, empty widget. */
  required: string;
  /**
   * Live announcement after a bulk change (select all, clear), and the
   * control's text with `selectionDisplay: 'count'`; `{count}` is the total selected.
   */
  selectedCount: string;
  /** The control's text with `selectionDisplay: 'count'` when every enabled option is selected. */
  allSelected: string;
  /** Text of the select-all button of the select-all plugin. */
  selectAll: string;
  /** Hint row of a remote list that loads only once the user types (`ajax.loadOnOpen: false`). */
  typeToSearch: string;
  /** Text of the button in the error row that repeats the failed remote request. */
  retry: string;
  /** Accessible name of the tag list (the selected values). */
  selectedTags: string;
  /** Description of a tag: how to remove it by keyboard. */
  removeTagHint: string;
  /** Description of a sortable tag: how to move it by keyboard. */
  moveTagHint: string;
  /** Live announcement after a tag moved (Alt+Arrow or drag); `{label}`, `{position}` (1-based), `{count}`. */
  tagMoved: string;
  /** Said after `error` when a remote load failed: how to repeat it (Enter in the field, or the Retry button). */
  retryHint: string;
  /** The combobox's value for screen readers while nothing is selected and there is no placeholder. */
  noSelection: string;
  /** The button that closes the mobile sheet of a multiple select. */
  done: string;
  /**
   * `commit: 'apply'`: the footer's button that applies the pending picks.
   * Optional (as are `cancel` and `pendingChanges`): their English lives with
   * the open list, the only part that shows them.
   * @default 'Apply'
   */
  apply?: string;
  /** `commit: 'apply'`: the footer's button that drops the pending picks and closes. @default 'Cancel' */
  cancel?: string;
  /**
   * `commit: 'apply'`: live announcement after a pick in the open list; `{count}` values are pending.
   * @default 'Changes pending: {count}. Press Ctrl+Enter to apply, Escape to cancel.'
   */
  pendingChanges?: string;
  /**
   * `commit: 'apply'`: live announcement when Apply leaves out picks its rules
   * refused (`beforeSelect`, `maxSelections`); `{count}` values are selected.
   * @default '{count} selected. Not applied: {labels}'
   */
  notApplied?: string;
  /**
   * `widget-select/tags`: ends the "+N more" chip's list of hidden labels past its first ones.
   * @default 'and {count} more'
   */
  moreLabels?: string;
  /**
   * `treeLayout: 'columns'`: live announcement on moving into a column;
   * `{label}` is the column's name (its parent's label), `{count}` its rows.
   * Optional (as is `columnItemsOne`): their English lives with the columns.
   * @default '{label}, {count} items'
   */
  columnItems?: string;
  /** `treeLayout: 'columns'`: {@link Messages.columnItems} for a column of one row. @default '{label}, 1 item' */
  columnItemsOne?: string;
  /** Text of the select-all plugin's button while a query is active; `{count}` is how many options match. */
  selectAllMatching: string;
  /** Live announcement while select-all-matching loads a remote source's remaining pages; `{count}` loaded so far. */
  loadingMatches: string;
  /** Live announcement of a tree node left partly checked by a pick in its subtree; `{label}`. */
  partiallyChecked: string;
  /**
   * Message row at the top of the open list (and its announcement) while the
   * selection is at `maxSelections`; `{count}` is the limit.
   */
  maximumReached: string;
}

/** Fills `{name}` placeholders of a message. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
