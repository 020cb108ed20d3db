import type { Option } from 'widget-select';

/*
 * Deterministic synthetic data for the large-list demo. The names mix
 * scripts and diacritics on purpose (Nguyễn, Müller, Đặng) so that
 * accent-insensitive search is visible at 100k options.
 */
const GIVEN = [
  'An',
  'Bảo',
  'Chloé',
  'Dmitri',
  'Elif',
  'Farah',
  'Giulia',
  'Hiroshi',
  'Ingrid',
  'João',
  'Kwame',
  'Léa',
  'Mateus',
  'Nadia',
  'Oskar',
  'Priya',
  'Quang',
  'Rosa',
  'Søren',
  'Thu',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoë',
];
const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Đặng',
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
];
const CITIES = [
  'Hà Nội',
  'Đà Nẵng',
  'São Paulo',
  'Zürich',
  'Kraków',
  'Köln',
  'Málaga',
  'Reykjavík',
  'Osaka',
  'Lagos',
  'Montréal',
  'İzmir',
  'Göteborg',
  'Nairobi',
  'Lyon',
  'Busan',
];

/** A small, fast PRNG so every load (and every test run) sees the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticPeople(count: number, seed = 7): Option[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const out: Option[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(6, '0');
    out[i] = {
      value: `p${n}`,
      label: `${pick(GIVEN)} ${pick(FAMILY)} ${n}`,
      description: pick(CITIES),
    };
  }
  return out;
}
