/**
 * The million-option tests' data and their reference search: accented
 * names, and the plain ranked filter the widget's search must agree with.
 */

const GIVEN = ['An', 'Bảo', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Giulia', 'Hiroshi', 'Ingrid', 'João'];
const FAMILY = ['Nguyễn', 'Trần', 'Müller', 'García', 'Rossi', 'Ngô', 'Kowalski', 'Đặng', 'Öztürk', 'Haddad'];

export const COUNT = 1_000_000;

/** Accented names; `salt` shuffles which name goes where, `prefix` marks the values of one set. */
export function people(count = COUNT, prefix = 'p', salt = 1) {
  const out = new Array<{ value: string; label: string }>(count);
  for (let i = 0; i < count; i++) {
    const h = Math.imul(i + salt, 2654435761) >>> 0;
    out[i] = { value: `${prefix}${i}`, label: `${GIVEN[h % 10]} ${FAMILY[(h >>> 8) % 10]} ${i}` };
  }
  return out;
}

/** Case and accents folded the plain way (đ is a letter of its own). */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');

/** Matching indices in the documented order: label prefix, then label, each in data order. */
export function expected(folded: string[], query: string): number[] {
  const prefix: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    const label = folded[i] as string;
    if (label.startsWith(query)) prefix.push(i);
    else if (label.includes(query)) inside.push(i);
  }
  return prefix.concat(inside);
}
