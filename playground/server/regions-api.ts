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
import type { Plugin } from 'vite';
import { fakeApi, loadCountries } from './fake-api.ts';

interface RegionNode {
  value: string;
  label: string;
  hasChildren?: boolean;
  children?: RegionNode[];
}

const COMPASS = ['North', 'South', 'East', 'West'];

function tree(): RegionNode[] {
  const letters = new Map<string, RegionNode[]>();
  for (const { code, name } of loadCountries()) {
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
  return fakeApi('playground-regions-api', '/api/regions', answer);
}
