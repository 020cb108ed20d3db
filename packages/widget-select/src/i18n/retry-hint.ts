/**
 * The text of a failed load with its retry hint, which only the open list
 * and the rows of the features that load (remote, a tree's lazy nodes)
 * show: apart from the table, so the closed control's first load leaves it out.
 */
import type { Messages } from './messages';

/**
 * A failed load and how to retry it, read as one text: "The results could
 * not be loaded. Press Enter to retry." An error text that ends its own
 * sentence ("Fehler!") gets no second full stop.
 */
export function errorWithRetryHint(messages: Pick<Messages, 'error' | 'retryHint'>): string {
  const { error, retryHint } = messages;
  return `${error}${SENTENCE_END.test(error) ? '' : '.'} ${retryHint}`;
}

/** Punctuation that already ends a sentence, in the scripts the bundled locales use and more. */
const SENTENCE_END = /[.!?\u2026\u3002\uFF01\uFF1F\u061F\u0964]$/;
