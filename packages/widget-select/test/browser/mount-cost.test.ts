/**
 * Mounting costs the widget, not the page: a page of 1,000 selects makes
 * no lookup per mount that walks the document (`select.labels`, a query of
 * the page's labels), so the per-widget cost does not grow with the page.
 * Counted, not timed: the document-wide calls made while all are mounted.
 */
import { expect, test, vi } from 'vitest';
import { fixture, mount } from './helpers';

const COUNT = 1000;

function page(): HTMLSelectElement[] {
  const rows = Array.from({ length: COUNT }, (_, i) =>
    i % 2 === 0
      ? `<label for="s${i}">Row ${i}</label><select id="s${i}"${i % 5 === 0 ? ' multiple' : ''}><option>a</option><option>b</option></select>`
      : `<label>Row ${i} <select><option>a</option><option>b</option></select></label>`,
  );
  return Array.from(fixture(`<form>${rows.join('')}</form>`).querySelectorAll('select'));
}

test('1,000 selects mount with no labels walk, at most one document-wide label query and one document listener of a type for them all', async () => {
  const selects = page();
  const labels = vi.spyOn(HTMLSelectElement.prototype, 'labels', 'get');
  const queryAll = vi.spyOn(Document.prototype, 'querySelectorAll');
  const query = vi.spyOn(Document.prototype, 'querySelector');
  const listen = vi.spyOn(EventTarget.prototype, 'addEventListener');
  try {
    for (const select of selects) mount({}, select);
    expect(labels).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
    expect(queryAll.mock.calls.length).toBeLessThanOrEqual(1);
    // The page's own listeners are shared: a list of 1,000 on the document grows each add's cost.
    const onDocument = listen.mock.contexts.flatMap((target, n) =>
      target === document ? [listen.mock.calls[n]![0]] : [],
    );
    expect(onDocument.length).toBe(new Set(onDocument).size);
  } finally {
    labels.mockRestore();
    queryAll.mockRestore();
    query.mockRestore();
    listen.mockRestore();
  }
  // The labels still name the controls and focus them on a click.
  const first = document.querySelector<HTMLElement>('[role="combobox"]')!;
  expect(first.getAttribute('aria-labelledby')).toBe(document.querySelector('label[for="s0"]')!.id);
  const wrapped = selects[1]!.closest('label')!.parentElement!.querySelectorAll('[role="combobox"]')[1]!;
  expect(wrapped.getAttribute('aria-label')).toBe('Row 1');
});
