/**
 * A real HTTP server for the browser tests of `ajax.url`: started and stopped
 * by the test through browser commands, listening on 127.0.0.1 on a free
 * port. It answers with CORS headers because the test page has another origin.
 *
 * Routes: `/people?q=&page=` (10 per page, `{ options, hasMore }`, filtered by
 * `q`), `/broken` (HTTP 500), `/malformed` (200 with a body that is not JSON),
 * `/catalog?q=&page=&delay=` (200 parts, 10 per page, `{ options, hasMore,
 * total }`, filtered by `q`, answered after `delay` ms; `odd` matches 100 of
 * them, so 10 pages),
 * `/stuck?mode=&page=&cursor=&first=`: a short first page (`first` rows, 3
 * by default) that claims more, then pages that add nothing — `empty` (no
 * rows, `hasMore`), `dupes` (the same rows, `hasMore`), `cursor` (the same
 * rows and the same `nextCursor` again), `cursor-empty` (no rows, a new
 * `nextCursor` each time); with `total`, every answer reports that total.
 * Lazy trees: `/tree/children?parent=&fail=` answers the children of `parent`
 * (see treeChildren), or HTTP 500 for the first `fail` requests with the same
 * query string; `/tree/search?q=` the nodes whose label has `q`, each inside
 * its ancestor chain (no `q`: the roots), in pages of `pageSize` matches
 * when given (`page` from 0, `{ options, hasMore }`). Any route waits `delay` ms if given.
 *
 * Requests are counted per `client` query parameter, so test files that run at
 * the same time each read their own (see `remoteServerRequests`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserCommand } from 'vitest/node';

const PEOPLE = Array.from({ length: 25 }, (_, i) => ({
  value: `p${i + 1}`,
  label: `Person ${String(i + 1).padStart(2, '0')}`,
}));
const PAGE_SIZE = 10;

let server: Server | null = null;
const received: string[] = [];
/** Answers so far: a new cursor each time for `cursor-empty`. */
let served = 0;
/** `/catalog` requests being answered now, and the most there were at once. */
let inFlight = 0;
let maxInFlight = 0;

const CATALOG = Array.from({ length: 200 }, (_, i) => ({
  value: `part-${i + 1}`,
  label: `Part ${String(i + 1).padStart(3, '0')} ${(i + 1) % 2 ? 'odd' : 'even'}`,
}));

function catalog(url: URL): unknown {
  const query = (url.searchParams.get('q') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '0');
  const matches = CATALOG.filter((p) => p.label.toLowerCase().includes(query));
  const options = matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return { options, hasMore: (page + 1) * PAGE_SIZE < matches.length, total: matches.length };
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** A source that never ends but never adds anything after its first page. */
function stuck(url: URL): unknown {
  const mode = url.searchParams.get('mode');
  const cursor = url.searchParams.get('cursor');
  const first = !cursor && Number(url.searchParams.get('page') ?? '0') === 0;
  const rows = PEOPLE.slice(0, Number(url.searchParams.get('first') ?? '3'));
  const total = url.searchParams.has('total') ? { total: Number(url.searchParams.get('total')) } : {};
  if (mode === 'cursor') return { options: rows, nextCursor: 'c1', ...total };
  if (mode === 'cursor-empty') return { options: first ? rows : [], nextCursor: `c${++served}`, ...total };
  return { options: first || mode === 'dupes' ? rows : [], hasMore: true, ...total };
}

/**
 * The lazy tree of the tests: roots `a`, `b`, `c` ("Region A"…); each node
 * `x` of depth < 3 has the children `x1`, `x2`, `x3` ("Region A1"…), and
 * says so with `hasChildren` instead of sending them.
 */
function treeNode(value: string) {
  const depth = value.length;
  return { value, label: `Region ${value.toUpperCase()}`, ...(depth < 3 && { hasChildren: true }) };
}

function treeChildren(parent: string) {
  if (parent === '') return ['a', 'b', 'c'].map(treeNode);
  return parent.length >= 3 ? [] : [1, 2, 3].map((k) => treeNode(`${parent}${k}`));
}

/** Every node of the tree whose label has `q`, nested in its ancestor chain (a forest in tree order). */
function treeSearch(q: string) {
  type Node = ReturnType<typeof treeNode> & { children?: Node[] };
  // A match is sent as it is (its children load on demand); above it, its ancestors with their matching branches.
  const visit = (node: Node): Node | null => {
    if (node.label.toLowerCase().includes(q)) return node;
    const kids = treeChildren(node.value)
      .map(visit)
      .filter((kid): kid is Node => kid !== null);
    return kids.length > 0 ? { ...node, hasChildren: undefined, children: kids } : null;
  };
  return treeChildren('')
    .map(visit)
    .filter((node) => node !== null);
}

type TreeNode = ReturnType<typeof treeNode> & { children?: TreeNode[] };

/**
 * Page `page` of a tree answer, `pageSize` matches a page in tree order,
 * each inside its ancestor chain: an ancestor with matches on two pages
 * comes on both, with the matches of each.
 */
function treePage(forest: TreeNode[], page: number, pageSize: number) {
  const chains: TreeNode[][] = [];
  const walk = (node: TreeNode, above: TreeNode[]) => {
    if (!node.children) chains.push([...above, node]);
    else for (const kid of node.children) walk(kid, [...above, node]);
  };
  for (const node of forest) walk(node, []);
  const options: TreeNode[] = [];
  for (const chain of chains.slice(page * pageSize, (page + 1) * pageSize)) {
    let level = options;
    for (const node of chain) {
      let copy = level.find((n) => n.value === node.value);
      if (!copy) {
        copy = node.children ? { ...node, children: [] } : node;
        level.push(copy);
      }
      level = copy.children ?? [];
    }
  }
  return { options, hasMore: (page + 1) * pageSize < chains.length };
}

/** Requests per `/tree/children` query string (the same parent and parameters), for `fail`. */
const treeCalls = new Map<string, number>();

function treeRoute(url: URL): [status: number, body: string] {
  const parent = url.searchParams.get('parent') ?? '';
  if (url.pathname === '/tree/search') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    // No query: the roots, whose children load on demand.
    const answer = q === '' ? treeChildren('') : treeSearch(q);
    const pageSize = Number(url.searchParams.get('pageSize') ?? '0');
    if (pageSize > 0)
      return [200, JSON.stringify(treePage(answer, Number(url.searchParams.get('page') ?? '0'), pageSize))];
    return [200, JSON.stringify(answer)];
  }
  const key = url.search;
  const calls = (treeCalls.get(key) ?? 0) + 1;
  treeCalls.set(key, calls);
  if (calls <= Number(url.searchParams.get('fail') ?? '0')) return [500, '{"message":"boom"}'];
  return [200, JSON.stringify(treeChildren(parent))];
}

/** The answer to one request: status and JSON body text. */
function route(url: URL): [status: number, body: string] {
  if (url.pathname === '/broken') return [500, '{"message":"boom"}'];
  if (url.pathname === '/malformed') return [200, '{"options": ['];
  if (url.pathname === '/stuck') return [200, JSON.stringify(stuck(url))];
  if (url.pathname.startsWith('/tree/')) return treeRoute(url);
  if (url.pathname !== '/people') return [404, '{}'];
  const query = (url.searchParams.get('q') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '0');
  const matches = PEOPLE.filter((p) => p.label.toLowerCase().includes(query));
  const options = matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return [200, JSON.stringify({ options, hasMore: (page + 1) * PAGE_SIZE < matches.length })];
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  received.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/catalog') {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(
      () => {
        inFlight--;
        send(res, 200, JSON.stringify(catalog(url)));
      },
      Number(url.searchParams.get('delay') ?? '0'),
    );
    return;
  }
  const [status, body] = route(url);
  const delay = Number(url.searchParams.get('delay') ?? '0');
  if (delay > 0) setTimeout(() => send(res, status, body), delay);
  else send(res, status, body);
}

/** Test files using the server now: it closes when the last one stops it. */
let users = 0;
let listening: Promise<void> | null = null;

/** Starts the server (once) and returns its origin, e.g. `http://127.0.0.1:40123`. */
const startRemoteServer: BrowserCommand<[]> = async () => {
  users++;
  maxInFlight = 0;
  treeCalls.clear();
  if (!server) {
    const started = createServer(handle);
    server = started;
    listening = new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  }
  const running = server;
  await listening;
  return `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
};

const clientOf = (path: string) => new URL(path, 'http://127.0.0.1').searchParams.get('client');

/**
 * Paths with query strings the server received since the previous call (or
 * the start) with this `client` parameter (none: the requests without one).
 */
const remoteServerRequests: BrowserCommand<[client?: string]> = async (_context, client) => {
  const mine = received.filter((path) => clientOf(path) === (client ?? null));
  const others = received.filter((path) => clientOf(path) !== (client ?? null));
  received.splice(0, received.length, ...others);
  return mine;
};

/** The most `/catalog` requests the server was answering at once since the start (or the previous call). */
const remoteServerMaxInFlight: BrowserCommand<[]> = async () => {
  const most = maxInFlight;
  maxInFlight = inFlight;
  return most;
};

const stopRemoteServer: BrowserCommand<[]> = async () => {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  const running = server;
  server = null;
  received.length = 0;
  // Keep-alive sockets of the browser would hold close() open until they time out.
  running?.closeAllConnections();
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
};

export const remoteServerCommands = {
  startRemoteServer,
  remoteServerRequests,
  remoteServerMaxInFlight,
  stopRemoteServer,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    startRemoteServer: () => Promise<string>;
    remoteServerRequests: (client?: string) => Promise<string[]>;
    remoteServerMaxInFlight: () => Promise<number>;
    stopRemoteServer: () => Promise<void>;
  }
}
