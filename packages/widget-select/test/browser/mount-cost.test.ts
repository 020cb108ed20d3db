/**
 * Mounting costs the widget, not the page: a page of 1,000 selects makes
 * no lookup per mount that walks the document (`select.labels`, a query of
 * the page's labels), so the per-widget cost does not grow with the page.
 * Counted, not timed: the document-wide calls made while all are mounted.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
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

test('a closed, untouched widget on a native select adds only what it shows: its elements, listeners and observers', async () => {
  const single = '<select><option>a</option><option selected>b</option></select>';
  const multiple =
    '<select multiple><option>a</option><option selected>b</option><option selected>c</option></select>';
  const host = fixture(`<form>${single.repeat(10)}${multiple.repeat(10)}</form>`);
  const selects = Array.from(host.querySelectorAll('select'));
  const listen = vi.spyOn(EventTarget.prototype, 'addEventListener');
  const observers = { resize: 0, mutation: 0 };
  vi.stubGlobal(
    'ResizeObserver',
    class extends ResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        super(callback);
        observers.resize++;
      }
    },
  );
  vi.stubGlobal(
    'MutationObserver',
    class extends MutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.mutation++;
      }
    },
  );
  const added: number[] = [];
  try {
    for (const select of selects) {
      const before = host.querySelectorAll('*').length;
      mount({}, select);
      added.push(host.querySelectorAll('*').length - before);
    }
  } finally {
    listen.mockRestore();
    vi.unstubAllGlobals();
  }
  // Single: root, control, value area, value (its label is text; the arrow is the control's ::after).
  // Multiple with two tags: those but the value, and its summary, the tags' grid and removal hint and two
  // tags of three elements and a button. The error text and the live region come with a message and the
  // first use.
  expect(added.slice(0, 10)).toEqual(Array(10).fill(4));
  expect(added.slice(10)).toEqual(Array(10).fill(14));
  expect(host.querySelector('.widget-select__live, .widget-select__error')).toBeNull();
  // The chips' drag and "+N more" listeners wait for a press on the tags and a first chip.
  expect(listen.mock.calls.length / selects.length).toBeLessThanOrEqual(28);
  // No widget fits its tags to the line: no ResizeObserver; the select's and its descriptions' only.
  expect(observers.resize).toBe(0);
  expect(observers.mutation / selects.length).toBeLessThanOrEqual(2.1);
  // The first use puts the live region in, before anything is said.
  await userEvent.hover(host.querySelector<HTMLElement>('.widget-select__control')!);
  expect(host.querySelector('.widget-select__live')?.textContent).toBe('');
});
