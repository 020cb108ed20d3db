/**
 * What both testing helpers read of a widget in the page, the same way:
 * `widget-select/testing` in the page itself, `widget-select/testing/playwright`
 * through `evaluate` (so each function here is whole in itself).
 */

/**
 * A text as its accessible name reads: HTML whitespace collapsed to one
 * space and trimmed, so '  spaced  ' and 'spaced' name the same option.
 */
export const accessibleText = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ').trim();

/** The labels of the rows shown (their raw texts), quoted, for an error message (the first few). */
export function shownLabels(texts: readonly string[]): string {
  const labels = texts.map((text) => `"${accessibleText(text)}"`);
  if (labels.length === 0) return 'the list showed no option';
  const more = labels.length > 10 ? `, and ${labels.length - 10} more` : '';
  return `the list showed ${labels.slice(0, 10).join(', ')}${more}`;
}

/**
 * What the widget whose root is `root` shows as selected, and the form
 * value where there is one: it changes when a click picked (or, in
 * multiple mode, unpicked).
 */
export function selectionState(root: Element): string {
  const tags = Array.from(root.querySelectorAll('.widget-select__tag[data-value]'), (tag) =>
    tag.getAttribute('data-value'),
  );
  const values = root.querySelector('.widget-select__control')?.textContent ?? '';
  const host = root.closest('widget-select') as (Element & { value?: unknown }) | null;
  const select = root.previousElementSibling;
  const form =
    host && 'value' in host
      ? host.value
      : select instanceof HTMLSelectElement
        ? Array.from(select.selectedOptions, (option) => option.value)
        : null;
  return JSON.stringify([tags, values, form]);
}
