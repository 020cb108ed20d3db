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
  tagDragging: `${block}__tag--dragging`,
  tagCell: `${block}__tag-cell`,
  tagLabel: `${block}__tag-label`,
  tagRemove: `${block}__tag-remove`,
  tagMore: `${block}__tag--more`,
  moreList: `${block}__more-list`,
  tagPending: `${block}__tag--pending`,
  /** A focused tag whose value went, until the focus has moved on (tag-focus.ts). */
  tagLeaving: `${block}__tag-leaving`,
  valuePending: `${block}__value--pending`,
  /** Wraps each later batch of a large selection's tags (see ControlView). */
  tagChunk: `${block}__tag-chunk`,
  clear: `${block}__clear`,
  avatar: `${block}__avatar`,
  label: `${block}__label`,
  description: `${block}__description`,
  text: `${block}__text`,
  match: `${block}__match`,
  live: `${block}__live`,
  error: `${block}__error`,
} as const;
