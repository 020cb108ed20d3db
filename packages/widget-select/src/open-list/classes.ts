/**
 * The open list's public class names (public API: themes and tests rely on
 * them), and an option's own classes on its row. They live with the list's
 * chunk: the closed control's names are in view/classes.ts, and a page that
 * has not opened a list yet loads none of these.
 */
const block = 'widget-select';

export const listCls = {
  dropdown: `${block}__dropdown`,
  dropdownPortal: `${block}__dropdown--portal`,
  dropdownSheet: `${block}__dropdown--sheet`,
  backdrop: `${block}__backdrop`,
  done: `${block}__done`,
  sheetHeader: `${block}__sheet-header`,
  sheetTitle: `${block}__sheet-title`,
  sheetCount: `${block}__sheet-count`,
  searchWrap: `${block}__search-wrap`,
  search: `${block}__search`,
  header: `${block}__header`,
  list: `${block}__list`,
  spacer: `${block}__spacer`,
  option: `${block}__option`,
  optionHighlighted: `${block}__option--highlighted`,
  optionSelected: `${block}__option--selected`,
  optionDisabled: `${block}__option--disabled`,
  optionIndeterminate: `${block}__option--indeterminate`,
  twisty: `${block}__twisty`,
  group: `${block}__group`,
  optgroup: `${block}__optgroup`,
  message: `${block}__message`,
  messageHint: `${block}__message--hint`,
  messageEmpty: `${block}__message--empty`,
  messageLoading: `${block}__message--loading`,
  messageError: `${block}__message--error`,
  messageCreate: `${block}__message--create`,
  messageMaximum: `${block}__message--maximum`,
  retry: `${block}__retry`,
} as const;

/** Adds the option's own className tokens to a row. */
export function addOptionClasses(row: HTMLElement, className: string | undefined): void {
  if (!className) return;
  for (const token of className.split(/\s+/)) if (token) row.classList.add(token);
}
