import type { Item, TreeItem } from './types';

/*
 * Deterministic labels in several scripts. About one label in twenty has the
 * family name Nguyễn, so the search "ngu" keeps ~5% of the options: large
 * enough that every library still has real rendering to do.
 */
const GIVEN = ['An', 'Bảo', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Giulia', 'Hiroshi', 'Ingrid', 'João'];
const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Müller',
  'García',
  'Rossi',
  'Kowalski',
  'Yamamoto',
  'Kim',
  'Dubois',
  'Silva',
  'Novak',
  'Ivanova',
  'Öztürk',
  'Okafor',
  'Andersson',
  'Haddad',
  'Smith',
  'Tanaka',
];

function label(i: number): string {
  // A multiplicative hash spreads the names, so matches are not clustered at the top.
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  return `${GIVEN[h % GIVEN.length]} ${FAMILY[(h >>> 8) % FAMILY.length]} ${i}`;
}

export function items(count: number): Item[] {
  const out: Item[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = { value: `v${i}`, label: label(i) };
  return out;
}

/** A <select> with `count` options of which the first `selected` are selected. */
export function nativeSelect(count: number, selected: number, multiple: boolean): HTMLSelectElement {
  const select = document.createElement('select');
  select.multiple = multiple;
  const fragment = document.createDocumentFragment();
  for (const [i, item] of items(count).entries()) {
    const option = new Option(item.label, item.value, i < selected, i < selected);
    fragment.append(option);
  }
  select.append(fragment);
  return select;
}

/**
 * ~100k nodes: 10 regions × 10 areas × 10 sites × 100 leaves, plus one node
 * with 10,000 direct children (the "expand a huge node" case), listed first.
 */
export function bigTree(): TreeItem[] {
  let n = 0;
  const leaf = (): TreeItem => {
    n++;
    return { value: `t${n}`, label: label(n) };
  };
  const bulk: TreeItem = { value: 'bulk', label: 'Bulk (10,000 children)', children: [] };
  for (let i = 0; i < 10_000; i++) bulk.children?.push(leaf());
  const roots: TreeItem[] = [bulk];
  for (let r = 0; r < 10; r++) {
    const region: TreeItem = { value: `r${r}`, label: `Region ${r}`, children: [] };
    for (let a = 0; a < 10; a++) {
      const area: TreeItem = { value: `r${r}a${a}`, label: `Area ${r}.${a}`, children: [] };
      for (let s = 0; s < 10; s++) {
        const site: TreeItem = { value: `r${r}a${a}s${s}`, label: `Site ${r}.${a}.${s}`, children: [] };
        for (let l = 0; l < 100; l++) site.children?.push(leaf());
        area.children?.push(site);
      }
      region.children?.push(area);
    }
    roots.push(region);
  }
  return roots;
}
