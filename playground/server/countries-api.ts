/**
 * A fake remote source for the playground's remote-data section, served by
 * the Vite dev (and preview) server: GET /api/countries?q=&page=&size=
 * &latency=&fail=. Latency and failure rate come from the request, so the
 * section's controls shape every call without server state.
 */
import type { Plugin } from 'vite';
import { type Country, clamp, fakeApi, loadCountries } from './fake-api.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface CountriesPage {
  items: Country[];
  page: number;
  hasMore: boolean;
  total: number;
}

/** Pure query logic, kept apart from HTTP so it is easy to reason about. */
export function queryCountries(all: Country[], query: string, page: number, size: number): CountriesPage {
  const q = fold(query.trim());
  const hits = q ? all.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase() === q) : all;
  const start = page * size;
  return {
    items: hits.slice(start, start + size),
    page,
    hasMore: start + size < hits.length,
    total: hits.length,
  };
}

export function countriesApi(): Plugin {
  const all = loadCountries();
  return fakeApi('playground-countries-api', '/api/countries', (url) => {
    const p = url.searchParams;
    const size = clamp(p.get('size'), 1, 100, 20);
    const page = clamp(p.get('page'), 0, 10_000, 0);
    return queryCountries(all, p.get('q') ?? '', page, size);
  });
}
