/**
 * What the playground's fake servers share: the list of countries they serve
 * and the HTTP side of an answer (latency, simulated failures, JSON), so each
 * server is only its query logic.
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

/** Every region Intl names in English, sorted by name. */
export function loadCountries(): Country[] {
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

/** A number query parameter within [min, max], or `fallback` when absent or not a number. */
export function clamp(value: string | null, min: number, max: number, fallback: number): number {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/**
 * A Vite plugin serving `answer(url)` as JSON under `path` on the dev and
 * preview servers. Latency (ms) and failure rate (%) come from the request's
 * `latency` and `fail` parameters, so the playground's controls shape every
 * call without server state.
 */
export function fakeApi(name: string, path: string, answer: (url: URL) => unknown): Plugin {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://playground.local');
    const latency = clamp(url.searchParams.get('latency'), 0, 10_000, 300);
    const failRate = clamp(url.searchParams.get('fail'), 0, 100, 0) / 100;
    const timer = setTimeout(() => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      if (Math.random() < failRate) {
        res.statusCode = 503;
        res.end(JSON.stringify({ error: 'Simulated failure (failure-rate control)' }));
        return;
      }
      res.end(JSON.stringify(answer(url)));
    }, latency);
    // The widget aborts superseded requests; stop the timer too.
    req.on('close', () => clearTimeout(timer));
  };
  return {
    name,
    configureServer(server) {
      server.middlewares.use(path, handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(path, handle);
    },
  };
}
