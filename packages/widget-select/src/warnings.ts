/**
 * Development help for plain-JS users: one console warning per message key
 * per page, and the closest known name for a typo.
 */

const warned = new Set<string>();

/** `console.warn`s `message` the first time `key` is seen on this page. */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`widget-select: ${message}`);
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows of memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The known name closest to `name` (case-insensitive), or undefined when
 * none is close enough to be a plausible typo: at most a third of the
 * longer name's letters differ (and at least 2 edits are always allowed).
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  if (name.length > 64) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    const allowed = Math.max(2, Math.floor(Math.max(name.length, candidate.length) / 3));
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `' — did you mean "x"?'` for the closest known name, or `fallback`. */
export function suggestion(name: string, known: readonly string[], fallback: string): string {
  const closest = closestName(name, known);
  return closest === undefined ? fallback : ` — did you mean "${closest}"?`;
}

/**
 * Warns once per page about an unknown option or event name (shortened when
 * long), suggesting the closest known one, else adding `fallback`.
 */
export function warnUnknown(
  kind: 'option' | 'event',
  name: string,
  known: readonly string[],
  fallback: string,
): void {
  const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  warnOnce(`${kind}:${name}`, `unknown ${kind} "${shown}"${suggestion(name, known, fallback)}`);
}
