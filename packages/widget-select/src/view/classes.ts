import type { ClassNamePart, SelectOptions } from '../types';

/** A part's own class, and the classes the `classNames` option adds to it. */
export function partClass(
  part: ClassNamePart,
  own: string,
  options: Pick<SelectOptions, 'classNames'>,
): string {
  const extra = options.classNames?.[part]?.trim();
  return extra ? `${own} ${extra}` : own;
}

/** Every public class name of the widget (public API: themes and tests rely on them), defined once. */
const block = 'widget-select';

export const cls = {
  root: block,
  single: `${block}--single`,
  multiple: `${block}--multiple`,
  open: `${block}--open`,
  disabled: `${block}--disabled`,
  readonly: `${block}--readonly`,
  fitTags: `${block}--fit-tags`,
  rtl: `${block}--rtl`,
  native: `${block}__native`,
  control: `${block}__control`,
  controlInvalid: `${block}__control--invalid`,
  values: `${block}__values`,
  summary: `${block}__summary`,
  value: `${block}__value`,
  placeholder: `${block}__placeholder`,
  /** The selection as one text (`selectionDisplay: 'count'`). */
  count: `${block}__count`,
  tag: `${block}__tag`,
  tagFocused: `${block}__tag--focused`,
  tagDragging: `${block}__tag--dragging`,
  tagCell: `${block}__tag-cell`,
  tagLabel: `${block}__tag-label`,
  tagRemove: `${block}__tag-remove`,
  tagMore: `${block}__tag--more`,
  moreList: `${block}__more-list`,
  tagPending: `${block}__tag--pending`,
  valuePending: `${block}__value--pending`,
  /** Wraps each later batch of a large selection's tags (see ControlView). */
  tagChunk: `${block}__tag-chunk`,
  clear: `${block}__clear`,
  arrow: `${block}__arrow`,
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
  avatar: `${block}__avatar`,
  label: `${block}__label`,
  description: `${block}__description`,
  text: `${block}__text`,
  match: `${block}__match`,
  message: `${block}__message`,
  messageHint: `${block}__message--hint`,
  messageEmpty: `${block}__message--empty`,
  messageLoading: `${block}__message--loading`,
  messageError: `${block}__message--error`,
  messageCreate: `${block}__message--create`,
  retry: `${block}__retry`,
  live: `${block}__live`,
  error: `${block}__error`,
} as const;
