/**
 * Remote UX: the "type to search" hint when opening loads nothing, and the
 * Retry button of the error row (pointer and keyboard, focus, locales).
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { resolveMessages } from '../../../src/i18n';
import type { SelectOptions } from '../../../src/types';
import { COUNT_DELAY } from '../../../src/open-list/list-announcer';
import { chromiumOnly } from '../engines';
import { $, control, dropdown, fixture, mount, recordEvents, rowLabels, rows, search } from '../helpers';
import { frames, steppedTimers } from '../waits';
import { manualBackend, pagedBackend } from './backend';

const hint = () => $('.widget-select__message--hint:not([hidden])');
const errorRow = () => $('.widget-select__message--error:not([hidden])');
const retry = () => $<HTMLButtonElement>('.widget-select__message--error button');
const errorCount = (log: [string, unknown][]) => log.filter(([n]) => n === 'error').length;

/** A backend that fails until `heal()` is called. */
function flakyBackend() {
  const backend = pagedBackend();
  const calls: { query: string; page: number }[] = [];
  let failing = true;
  const request = (query: string, page: number, signal: AbortSignal) => {
    calls.push({ query, page });
    return failing ? Promise.reject(new Error('offline')) : backend.request(query, page, signal);
  };
  return {
    calls,
    request,
    heal() {
      failing = false;
    },
  };
}

/** A widget on a failing backend (in `target` if given), opened by a click until its first load failed. */
async function failedOnOpen(language?: SelectOptions['language'], target?: string) {
  const backend = flakyBackend();
  const widget = mount({ ajax: { request: backend.request }, ...(language ? { language } : {}) }, target);
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => errorCount(log)).toBe(1);
  return { backend, widget, log };
}

test('loadOnOpen false: the dropdown opens with the "type to search" hint and sends nothing; typing loads', async () => {
  const advance = steppedTimers();
  const backend = pagedBackend();
  mount({ ajax: { request: backend.request, loadOnOpen: false, debounce: 10 } });
  await userEvent.click(control());
  // A region the click put in takes its first message once a frame has rendered it (announce.test.ts).
  await frames(2);
  expect(dropdown()).not.toBeNull();
  expect(hint()?.textContent).toBe('Type to search');
  expect(rows()).toHaveLength(0);
  // Screen readers hear the hint instead of "No results found".
  await advance(COUNT_DELAY + 100);
  expect($('.widget-select__live')?.textContent?.trim()).toBe('Type to search');
  // Far past the debounce: still nothing sent.
  expect(backend.calls).toHaveLength(0);
  await userEvent.keyboard('01');
  await advance(10);
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  expect(hint()).toBeNull();
  // Clearing the query again asks the server for everything; no hint while it answers.
  await userEvent.clear(search()!);
  await advance(10);
  await expect.poll(() => rows().length).toBe(10);
  expect(hint()).toBeNull();
});

test('loadOnOpen true never flashes the hint: the loading row shows at once', async () => {
  const backend = manualBackend();
  mount({ ajax: { request: backend.request } });
  await userEvent.click(control());
  expect(hint()).toBeNull();
  expect($('.widget-select__message--loading:not([hidden])')).not.toBeNull();
});

test('the hint is localized: bundled locale and custom table', async () => {
  const backend = pagedBackend();
  const widget = mount({ ajax: { request: backend.request, loadOnOpen: false }, language: 'de' });
  await expect.poll(() => resolveMessages('de').typeToSearch).not.toBe('Type to search');
  await userEvent.click(control());
  expect(hint()?.textContent).toBe(resolveMessages('de').typeToSearch);
  widget.destroy();
  mount({
    ajax: { request: backend.request, loadOnOpen: false },
    language: { typeToSearch: 'Tippen Sie, um zu suchen' },
  });
  await userEvent.click(control());
  expect(hint()?.textContent).toBe('Tippen Sie, um zu suchen');
});

test('the error row has a Retry button; a click re-runs the failed request and keeps focus in the search', async () => {
  const backend = flakyBackend();
  const widget = mount({ ajax: { request: backend.request, debounce: 10 } });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => errorCount(log)).toBe(1);
  await userEvent.keyboard('2');
  await expect.poll(() => errorCount(log)).toBe(2);
  const button = retry();
  expect(button).not.toBeNull();
  expect(button?.type).toBe('button');
  expect(button?.textContent).toBe('Retry');
  expect(errorRow()?.textContent).toContain('The results could not be loaded');
  const before = backend.calls.length;
  backend.heal();
  await userEvent.click(button!);
  await expect.poll(() => rowLabels().slice(0, 3)).toEqual(['Person 002', 'Person 012', 'Person 020']);
  expect(backend.calls.slice(before)).toEqual([{ query: '2', page: 0 }]);
  expect(errorRow()).toBeNull();
  expect(document.activeElement).toBe(search());
  expect(widget.isDropdownOpen()).toBe(true);
});

test('keyboard: Enter in the search retries while the error row shows; Enter or Space on the button too', async () => {
  const { backend, widget, log } = await failedOnOpen();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => errorCount(log)).toBe(2);
  expect(backend.calls.map((c) => c.query)).toEqual(['', '']);
  expect(document.activeElement).toBe(search());
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(retry());
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => errorCount(log)).toBe(3);
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Tab}');
  backend.heal();
  await userEvent.keyboard(' ');
  await expect.poll(() => rows().length).toBe(10);
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Tab}');
  expect(widget.isDropdownOpen()).toBe(false);
});

const live = () => $('.widget-select__live')?.textContent?.trim();

test('a failed load says how to retry, and Tab reaches the Retry button; past it the list closes', async () => {
  fixture('<div id="m"></div><button id="next">Next field</button>');
  const { widget } = await failedOnOpen(undefined, '#m');
  await expect.poll(live).toBe('The results could not be loaded. Press Enter to retry.');
  // Tab used to close the list: the button was never reached.
  await userEvent.keyboard('{Tab}');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(retry());
  // Back to the field, then past the button: the list closes and focus moves on.
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(document.activeElement).toBe(search());
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Tab}{Tab}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe($('#next'));
});

// The accessibility tree is read through the DevTools protocol.
chromiumOnly('the Retry button is named "Retry" and described by the error and the hint', async () => {
  await failedOnOpen();
  const button = (await commands.axTree('.widget-select__message--error button'))
    .flatMap(function all(node): (typeof node)[] {
      return [node, ...node.children.flatMap(all)];
    })
    .find((node) => node.role === 'button');
  expect(button?.name).toBe('Retry');
  expect(button?.description).toBe('The results could not be loaded. Press Enter to retry.');
});

test('the retry hint is localized', async () => {
  await failedOnOpen('de');
  await expect.poll(() => resolveMessages('de').retryHint).not.toBe('Press Enter to retry.');
  const { error, retryHint } = resolveMessages('de');
  await expect.poll(live).toBe(`${error}. ${retryHint}`);
});

test('an error text that ends its own sentence gets no second full stop before the hint', async () => {
  await failedOnOpen({ error: 'Fehler!' });
  await expect.poll(live).toBe('Fehler! Press Enter to retry.');
  expect($('.widget-select__message--error [hidden]')?.textContent).toBe('Fehler! Press Enter to retry.');
});

test('keyboard: Escape on Retry closes the list', async () => {
  const { widget } = await failedOnOpen();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(retry());
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
});

test('Retry after a failed next page requests that page again', async () => {
  const backend = pagedBackend({ total: 40, pageSize: 5 });
  let failPage = 1;
  const pages: number[] = [];
  const request = (query: string, page: number, signal: AbortSignal) => {
    pages.push(page);
    return page === failPage ? Promise.reject(new Error('page lost')) : backend.request(query, page, signal);
  };
  const widget = mount({ ajax: { request, pagination: true } });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => errorCount(log)).toBe(1);
  expect(rows()).toHaveLength(5);
  failPage = -1;
  await userEvent.click(retry()!);
  await expect.poll(() => rows().length).toBeGreaterThanOrEqual(10);
  expect(rowLabels().slice(0, 6)).toEqual([
    'Person 001',
    'Person 002',
    'Person 003',
    'Person 004',
    'Person 005',
    'Person 006',
  ]);
  expect(pages.slice(0, 3)).toEqual([0, 1, 1]);
});

test('the Retry label is localized: bundled locale and custom table', async () => {
  const backend = flakyBackend();
  const widget = mount({ ajax: { request: backend.request }, language: 'fr' });
  await expect.poll(() => resolveMessages('fr').retry).not.toBe('Retry');
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => errorCount(log)).toBe(1);
  expect(retry()?.textContent).toBe(resolveMessages('fr').retry);
  widget.destroy();
  const custom = mount({ ajax: { request: backend.request }, language: { retry: 'Encore' } });
  const log2 = recordEvents(custom);
  await userEvent.click(control());
  await expect.poll(() => errorCount(log2)).toBe(1);
  expect(retry()?.textContent).toBe('Encore');
});
