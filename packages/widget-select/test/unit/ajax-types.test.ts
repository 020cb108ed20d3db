/**
 * `ajax.request` answers are typed: without `transform` strict TypeScript
 * checks the answer is options or a page of them; with `transform` the
 * answer is free and `transform` returns that shape. Checked by `tsc`.
 */
import { expectTypeOf, test } from 'vitest';
import type { AjaxConfig, RemoteAnswer } from '../../src/index';

type Row = { id: number; name: string };
declare const rows: () => Promise<Row[]>;

/** Type-checked only. */
function typeChecks(): AjaxConfig[] {
  return [
    { request: async () => [{ value: 1, label: 'One' }] },
    { request: async () => ({ options: [{ value: 'a', label: 'A' }], hasMore: true }) },
    { request: async () => ({ options: [], nextCursor: null }) },
    { request: async () => (await rows()).map((row) => ({ value: row.id, label: row.name })) },
    {
      request: rows,
      transform: (answer) => (answer as Row[]).map((row) => ({ value: row.id, label: row.name })),
    },
    { url: '/search', transform: (body) => (body as { items: RemoteAnswer }).items },
    // @ts-expect-error without transform, the answer must be options: these rows have no value/label
    { request: rows },
    // @ts-expect-error an option's value is a string or a number
    { request: async () => [{ value: { id: 1 }, label: 'One' }] },
    // @ts-expect-error a page holds `options`
    { request: async () => ({ items: [], hasMore: false }) },
    // @ts-expect-error transform returns options
    { request: rows, transform: (answer) => answer },
  ];
}

test('ajax.request and transform answers are typed', () => {
  expectTypeOf(typeChecks).returns.toEqualTypeOf<AjaxConfig[]>();
});
