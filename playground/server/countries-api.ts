/**
 * A fake remote source for the playground's remote-data section, served by
 * the Vite dev (and preview) server: GET /api/countries?q=&page=&size=
 * &latency=&fail=. Latency and failure rate come from the request, so the
 * section's controls shape every call without server state.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export interface Country {
  code: string;
  name: string;
}

/** Codes Intl knows that are retired, duplicated or not places (EU, UN, pseudo-locales). */
const NOT_COUNTRIES = new Set(
  'AN BU CS DD DY EU EZ FX HV NH QO RH SU TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);

function loadCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) out.push({ code, name });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name, 'en'));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function clamp(value: string | null, min: number, max: number, fallback: number): number {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

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
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://playground.local');
    const p = url.searchParams;
    const latency = clamp(p.get('latency'), 0, 10_000, 300);
    const failRate = clamp(p.get('fail'), 0, 100, 0) / 100;
    const size = clamp(p.get('size'), 1, 100, 20);
    const page = clamp(p.get('page'), 0, 10_000, 0);
    const timer = setTimeout(() => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      if (Math.random() < failRate) {
        res.statusCode = 503;
        res.end(JSON.stringify({ error: 'Simulated failure (failure-rate control)' }));
        return;
      }
      res.end(JSON.stringify(queryCountries(all, p.get('q') ?? '', page, size)));
    }, latency);
    // The widget aborts superseded requests; stop the timer too.
    req.on('close', () => clearTimeout(timer));
  };
  return {
    name: 'playground-countries-api',
    configureServer(server) {
      server.middlewares.use('/api/countries', handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/api/countries', handle);
    },
  };
}
