/**
 * The recipes' server: the built recipes (dist/) as static files, and the
 * endpoints they talk to. A real app has its own backend; this one is as
 * small as the recipes need.
 *
 * - `POST /submit`: a plain form post, answered with a page listing the
 *   entries it received.
 * - `POST /graphql`: a fake GraphQL endpoint with one query,
 *   `countries(search, first, after)`, paged by cursor.
 * - `POST /api/tags`: validates a new tag (`{ label }`): 201 with the saved
 *   option, or 422 with the reason.
 * - `/htmx/*`: the htmx recipe's HTML fragments (htmx/routes.mjs).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmxRoute } from './htmx/routes.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export const COUNTRIES = `AR Argentina
AU Australia
AT Austria
BE Belgium
BR Brazil
CA Canada
CL Chile
CN China
CO Colombia
DK Denmark
EG Egypt
FI Finland
FR France
DE Germany
GR Greece
IN India
ID Indonesia
IE Ireland
IT Italy
JP Japan
KE Kenya
MX Mexico
MA Morocco
NL Netherlands
NZ New Zealand
NG Nigeria
NO Norway
PE Peru
PL Poland
PT Portugal
ES Spain
SE Sweden
CH Switzerland
TH Thailand
TR Turkey
UA Ukraine
GB United Kingdom
US United States
VN Vietnam`
  .split('\n')
  .map((line) => ({ code: line.slice(0, 2), name: line.slice(3) }));

/** Tag labels the server refuses, to show its answer in the create row. */
const TAKEN = new Set(['admin', 'root']);

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function body(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

function json(response, status, value) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

// #region graphql
function graphql({ query, variables = {} }) {
  if (!/\bcountries\b/.test(query ?? '')) return { errors: [{ message: 'Unknown query' }] };
  const search = String(variables.search ?? '').toLowerCase();
  const matches = COUNTRIES.filter((country) => country.name.toLowerCase().includes(search));
  const start = variables.after ? Number(variables.after) : 0;
  const first = Number(variables.first ?? 10);
  const nodes = matches.slice(start, start + first);
  const end = start + nodes.length;
  return {
    data: {
      countries: {
        nodes,
        totalCount: matches.length,
        pageInfo: { hasNextPage: end < matches.length, endCursor: String(end) },
      },
    },
  };
}

// #endregion graphql

async function handle(request, response) {
  const url = new URL(request.url, 'http://localhost');
  // #region submit
  if (request.method === 'POST' && url.pathname === '/submit') {
    const entries = [...new URLSearchParams(await body(request))];
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><html lang="en"><title>Received</title><h1>Received</h1><pre id="received">${escapeHtml(JSON.stringify(entries))}</pre>`,
    );
    return;
  }
  // #endregion submit
  if (request.method === 'POST' && url.pathname === '/graphql') {
    return json(response, 200, graphql(JSON.parse(await body(request))));
  }
  // #region tags
  if (request.method === 'POST' && url.pathname === '/api/tags') {
    const label = String(JSON.parse(await body(request)).label ?? '').trim();
    // A little latency, so the pending row is what a slow network shows.
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (!/^[a-z0-9-]{2,20}$/i.test(label))
      return json(response, 422, { error: 'Use 2 to 20 letters, digits or dashes' });
    if (TAKEN.has(label.toLowerCase())) return json(response, 422, { error: `"${label}" is reserved` });
    return json(response, 201, { value: label.toLowerCase(), label });
  }
  // #endregion tags
  if (url.pathname.startsWith('/htmx/') && (await htmxRoute(request, response, url.pathname))) return;
  if (url.pathname === '/favicon.ico') {
    response.writeHead(204);
    response.end();
    return;
  }
  let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  if (path.endsWith('/')) path += 'index.html';
  try {
    const file = await readFile(join(dist, path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(file);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  }
}

/** Starts the server on `port` (0: any free port) on the loopback; resolves with its origin and `close()`. */
export function startRecipeServer(port = 0) {
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        origin: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await startRecipeServer(Number(process.env.PORT ?? 5190));
  console.log(`Recipes at ${origin}/plain-form/`);
}
