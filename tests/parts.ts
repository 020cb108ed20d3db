/**
 * Selectors for the widget's parts, built from the class-name table the
 * widget renders with (the closed control's and the open list's): the one place where the browser, wrapper and
 * end-to-end tests learn how to find a control, a row or a tag. The names
 * themselves are public API and are pinned literally by the structure and
 * theme tests, so a rename in the table still fails a test.
 */
import { listCls } from '../packages/widget-select/src/open-list/classes';
import { cls } from '../packages/widget-select/src/view/classes';

const parts = { ...cls, ...listCls };

export type PartName = keyof typeof parts;

/** The CSS selector of one part, e.g. `part('control')` → `.widget-select__control`. */
export const part = (name: PartName): string => `.${parts[name]}`;

/** The selected-value tags, without the "+n more" summary tag. */
export const valueTags = `${part('tag')}:not(${part('tagMore')})`;
