/**
 * A fake lazy tree for the playground's tree section, served by the Vite dev
 * (and preview) server. Letters (`A`…) hold the countries whose name starts
 * with them; each country holds four compass regions. Nodes say
 * `hasChildren` instead of sending children:
 * - GET /api/regions/children?parent=&latency=&fail= — a node's children
 *   (no `parent`: the letters);
 * - GET /api/regions/search?q=&latency=&fail= — every node whose label has
 *   `q`, sent as it is, inside its ancestor chain (no `q`: the letters).
 * Latency (ms) and failure rate (%) come from the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

interface RegionNode {
  value: string;
  label: string;
  hasChildren?: boolean;
  children?: RegionNode[];
}

const COMPASS = ['North', 'South', 'East', 'West'];
/** Codes Intl knows that are retired, duplicated or not places (as in countries-api.ts). */
const NOT_COUNTRIES = new Set(
  'AN BU CS DD DY EU EZ FX HV NH QO RH SU TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);

function countries(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !NOT_COUNTRIES.has(code)) out.push({ code, name });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name, 'en'));
}

function tree(): RegionNode[] {
  const letters = new Map<string, RegionNode[]>();
  for (const { code, name } of countries()) {
    const letter = name[0]!.toUpperCase();
    const regions = COMPASS.map((side) => ({ value: `${code}-${side[0]}`, label: `${side} ${name}` }));
    const list = letters.get(letter) ?? [];
    list.push({ value: code, label: name, children: regions });
    letters.set(letter, list);
  }
  return [...letters].map(([letter, children]) => ({ value: `letter-${letter}`, label: letter, children }));
}

/** A node as sent: its children replaced by `hasChildren`. */
const shallow = (node: RegionNode): RegionNode =>
  node.children ? { value: node.value, label: node.label, hasChildren: true } : node;

function search(roots: RegionNode[], q: string): RegionNode[] {
  const visit = (node: RegionNode): RegionNode | null => {
    if (node.label.toLowerCase().includes(q)) return shallow(node);
    const kids = (node.children ?? []).map(visit).filter((kid): kid is RegionNode => kid !== null);
    return kids.length > 0 ? { value: node.value, label: node.label, children: kids } : null;
  };
  return roots.map(visit).filter((node): node is RegionNode => node !== null);
}

function clamp(value: string | null, min: number, max: number, fallback: number): number {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export function regionsApi(): Plugin {
  const roots = tree();
  const byValue = new Map<string, RegionNode>();
  const index = (nodes: RegionNode[]) => {
    for (const node of nodes) {
      byValue.set(node.value, node);
      index(node.children ?? []);
    }
  };
  index(roots);
  const answer = (url: URL): unknown => {
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    if (url.pathname === '/search' && q !== '') return search(roots, q);
    const parent = url.searchParams.get('parent');
    const children = parent ? (byValue.get(parent)?.children ?? []) : roots;
    return children.map(shallow);
  };
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
    req.on('close', () => clearTimeout(timer));
  };
  return {
    name: 'playground-regions-api',
    configureServer(server) {
      server.middlewares.use('/api/regions', handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/api/regions', handle);
    },
  };
}
