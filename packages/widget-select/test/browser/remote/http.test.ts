/** `ajax.url` against a real HTTP server (Node `http` on 127.0.0.1), started by this file. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { $, control, mount, recordEvents, rowLabels, rows } from '../helpers';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

const list = () => $('.widget-select__list')!;

/**
 * A name for one run of a test, sent with its requests: the server counts
 * them apart, so a retry reads its own and not those of the attempt that
 * failed (some of them may still be on their way).
 */
let runs = 0;
const newClient = () => `http-${++runs}`;

/** The paths `client` requested since the last read, without the client parameter. */
async function requestsOf(client: string): Promise<string[]> {
  return (await commands.remoteServerRequests(client)).map((path) => path.replace(`client=${client}&`, ''));
}

const errors = (log: [string, unknown][]) => log.filter(([n]) => n === 'error').map(([, v]) => v as Error);

test('GET with q and page, JSON answers, next pages on scroll', async () => {
  const client = newClient();
  const widget = mount({
    ajax: { url: `${origin}/people?client=${client}`, debounce: 20, pagination: true },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  // Ten rows barely overflow the list, so the next page fills it at once.
  await expect.poll(() => rows().length).toBe(20);
  expect(rowLabels()[0]).toBe('Person 01');
  list().scrollTop = list().scrollHeight;
  await expect.poll(() => rows().length).toBe(25);
  await userEvent.keyboard('2');
  await expect
    .poll(() => rowLabels())
    .toEqual([
      'Person 02',
      'Person 12',
      'Person 20',
      'Person 21',
      'Person 22',
      'Person 23',
      'Person 24',
      'Person 25',
    ]);
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toBe('p2');
  expect(await requestsOf(client)).toEqual([
    '/people?q=&page=0',
    '/people?q=&page=1',
    '/people?q=&page=2',
    '/people?q=2&page=0',
  ]);
  expect(errors(log)).toEqual([]);
});

test('params and a url function shape the request', async () => {
  const client = newClient();
  mount({
    ajax: {
      url: (_query, page) => `${origin}/people?client=${client}&v=1&page=${page}`,
      params: (query, page) => ({ q: query.toUpperCase(), tag: ['a', 'b'], page, skip: null }),
    },
  });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(10);
  expect(await requestsOf(client)).toEqual(['/people?v=1&page=0&q=&tag=a&tag=b']);
});

test('HTTP 500 and malformed JSON give error events with clear messages and the error row', async () => {
  const broken = mount({ ajax: { url: `${origin}/broken` } });
  const log = recordEvents(broken);
  await userEvent.click(control());
  await expect.poll(() => errors(log)).toHaveLength(1);
  expect(errors(log)[0]?.message).toBe(
    `widget-select: GET ${origin}/broken?q=&page=0 failed with HTTP 500 Internal Server Error.`,
  );
  expect($('.widget-select__message--error')?.firstChild?.textContent).toBe(
    'The results could not be loaded',
  );
  broken.destroy();

  const malformed = mount({
    multiple: true,
    data: [{ value: 'x', label: 'Kept' }],
    ajax: { url: `${origin}/malformed` },
  });
  malformed.setValue(['x']);
  const log2 = recordEvents(malformed);
  await userEvent.click(control());
  await expect.poll(() => errors(log2)).toHaveLength(1);
  expect(errors(log2)[0]?.message).toMatch(
    new RegExp(`^widget-select: GET ${origin}/malformed\\?q=&page=0 did not return valid JSON \\(`),
  );
  expect(malformed.getValue()).toEqual(['x']);
  expect($('.widget-select__tag')?.textContent).toContain('Kept');
});
