/**
 * Escape inside a modal: the Escape that closes the open list is the
 * widget's and reaches none of the page's listeners (a Bootstrap or Alpine
 * modal listening on the document or the window, a `<dialog>` whose cancel
 * closes it); with the list closed, Escape reaches them untouched.
 */
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectOptions } from '../../src/index';
import 'widget-select/element';
import { $, control, fixture, fruits, mount, search } from './helpers';

const retry = () => $<HTMLButtonElement>('.widget-select__message--error button');

/** Every Escape keydown the page's own listeners see, and whether it was already handled. */
function pageEscapes(): { document: boolean[]; window: boolean[]; modal: boolean[] } {
  const seen = { document: [] as boolean[], window: [] as boolean[], modal: [] as boolean[] };
  const record = (into: boolean[]) => (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape') into.push(event.defaultPrevented);
  };
  const onDocument = record(seen.document);
  const onWindow = record(seen.window);
  document.addEventListener('keydown', onDocument);
  window.addEventListener('keydown', onWindow);
  cleanups.push(() => {
    document.removeEventListener('keydown', onDocument);
    window.removeEventListener('keydown', onWindow);
  });
  // A Bootstrap modal listens on its own element.
  const modal = $('#modal');
  modal?.addEventListener('keydown', record(seen.modal));
  return seen;
}

const cleanups: (() => void)[] = [];
let dialog: HTMLDialogElement | null = null;
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  if (dialog?.open) dialog.close();
  dialog = null;
});

/** A script modal (a div the page closes on Escape) holding a widget. */
function scriptModal(options: SelectOptions) {
  const host = fixture(
    '<div id="modal" role="dialog" aria-modal="true"><div id="field" aria-label="Fruit"></div></div>',
  );
  const widget = mount(options, host.querySelector<HTMLElement>('#field')!);
  return { widget, seen: pageEscapes() };
}

const noneSeen = { document: [], window: [], modal: [] };

test('Escape that closes the list from the search field reaches no listener of the page', async () => {
  const { widget, seen } = scriptModal({ data: fruits });
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(seen).toEqual(noneSeen);
  // The list closed: the next Escape is the page's, untouched.
  await userEvent.keyboard('{Escape}');
  expect(seen).toEqual({ document: [false], window: [false], modal: [false] });
});

test('Escape that closes the list of a control without a search field reaches no listener of the page', async () => {
  const { widget, seen } = scriptModal({ data: fruits, searchable: false, multiple: true });
  widget.setValue(['apple']);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(seen).toEqual(noneSeen);
  await userEvent.keyboard('{Escape}');
  expect(seen).toEqual({ document: [false], window: [false], modal: [false] });
});

test('Escape that closes a list portalled into the body reaches no listener of the page', async () => {
  const { widget, seen } = scriptModal({ data: fruits, dropdownParent: document.body });
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(seen).toEqual(noneSeen);
});

test('Escape on the Retry button of a failed load closes the list and reaches no listener of the page', async () => {
  const { widget, seen } = scriptModal({ ajax: { request: () => Promise.reject(new Error('offline')) } });
  await userEvent.click(control());
  await expect.poll(() => retry()).not.toBeNull();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(retry());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(seen).toEqual(noneSeen);
});

test('Escape that closes the list of a <widget-select> reaches no listener of the page', async () => {
  const host = fixture(
    '<div id="modal"><widget-select aria-label="Fruit"><option>Apple</option><option>Banana</option></widget-select></div>',
  );
  const seen = pageEscapes();
  const element = host.querySelector('widget-select')!;
  await userEvent.click(control(element));
  expect(element.widget?.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(element.widget?.isDropdownOpen()).toBe(false);
  expect(seen).toEqual(noneSeen);
  await userEvent.keyboard('{Escape}');
  expect(seen).toEqual({ document: [false], window: [false], modal: [false] });
});

test('Escape on the focused closed control reaches the page untouched', async () => {
  const { seen } = scriptModal({ data: fruits });
  control().focus();
  await userEvent.keyboard('{Escape}');
  expect(seen).toEqual({ document: [false], window: [false], modal: [false] });
});

/** A modal `<dialog>` (showModal) holding a widget, with its cancel events counted. */
function modalDialog(options: SelectOptions) {
  const host = fixture('<dialog><div id="field" aria-label="Fruit"></div></dialog>');
  dialog = host.querySelector('dialog')!;
  const cancels: Event[] = [];
  dialog.addEventListener('cancel', (event) => cancels.push(event));
  dialog.showModal();
  const widget = mount(options, host.querySelector<HTMLElement>('#field')!);
  return { dialog, widget, cancels, seen: pageEscapes() };
}

test('inside a modal <dialog>, the Escape that closes the list cancels nothing; the next one closes the dialog', async () => {
  const { dialog, widget, cancels, seen } = modalDialog({ data: fruits });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(dialog.open).toBe(true);
  expect(cancels).toHaveLength(0);
  expect(seen).toEqual(noneSeen);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.open).toBe(false);
  expect(cancels).toHaveLength(1);
});

test('inside a modal <dialog>, Escape on the Retry button closes the list, not the dialog', async () => {
  const { dialog, widget, cancels } = modalDialog({
    ajax: { request: () => Promise.reject(new Error('offline')) },
  });
  await userEvent.click(control());
  await expect.poll(() => retry()).not.toBeNull();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(retry());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(dialog.open).toBe(true);
  expect(cancels).toHaveLength(0);
});
