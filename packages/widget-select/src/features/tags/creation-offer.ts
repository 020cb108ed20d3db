/**
 * What the closed control decides of tag creation synchronously, without
 * the creation itself (creation.ts, which comes with the tags' list part):
 * whether the create row is offered for a query (the highlight and the
 * list's message read it before any list exists, and `setSearchQuery` can
 * set a query then), and whether pasted text is a list of tags (the
 * reducer's decision on a paste).
 */

import { normalize } from '../../core/domain/search/normalize';
import type { Option } from '../../types';

/** The key two labels are the same tag by: trimmed, accent- and case-insensitive. */
export function creationKey(text: string): string {
  return normalize(text.trim(), true);
}

/** Whether the create row is offered for `query`: creation allowed, a query, and no option of that label. */
export function createOffered(
  allowCreate: boolean,
  options: readonly Option<unknown>[],
  query: string,
): boolean {
  if (!allowCreate || query.trim() === '') return false;
  const wanted = creationKey(query);
  return !options.some((option) => creationKey(option.label) === wanted);
}

/** Separators that split pasted text into tags. */
export const PASTE_SEPARATORS = /[,;\t\r\n]+/;

/** Whether pasted text holds more than one tag (or an explicit separator). */
export function isTagList(text: string): boolean {
  return PASTE_SEPARATORS.test(text);
}

/** What the tags' list part reads of the offer, handed to it as it arrives (it imports none of the first load). */
export const creationOffer = { createOffered, creationKey, PASTE_SEPARATORS };

export type CreationOffer = typeof creationOffer;
