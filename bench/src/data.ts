import type { Item } from './types';

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

/** A <select> with `count` options of which `selected`, spread evenly, are selected. */
export function nativeSelect(count: number, selected: number, multiple: boolean): HTMLSelectElement {
  const select = document.createElement('select');
  select.multiple = multiple;
  const every = Math.max(1, Math.floor(count / Math.max(1, selected)));
  const fragment = document.createDocumentFragment();
  for (const [i, item] of items(count).entries()) {
    const on = i % every === 0 && i / every < selected;
    fragment.append(new Option(item.label, item.value, on, on));
  }
  select.append(fragment);
  return select;
}
