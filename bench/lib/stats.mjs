// Medians, ratios and the printed tables.

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of every numeric metric over the samples of one library. */
export function medians(samples) {
  const keys = new Set(samples.flatMap((s) => Object.keys(s)));
  const out = {};
  for (const key of keys) out[key] = median(samples.map((s) => s[key]));
  return out;
}

const fmt = (value, digits = 1) => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'number') return String(value);
  return value >= 1000 ? Math.round(value).toLocaleString('en') : value.toFixed(digits);
};

/** Peer ÷ ours for the primary metric (above 1: the peer is slower). */
export function ratio(peer, ours) {
  if (typeof peer !== 'number' || typeof ours !== 'number' || ours <= 0) return null;
  return peer / ours;
}

/**
 * Prints one scenario as a table: one row per library, one column per
 * metric (medians), then the ratio of the primary metric to widget-select's.
 */
export function printScenario(scenario) {
  const { title, columns, primary, results } = scenario;
  const ours = results['widget-select']?.median?.[primary];
  // A ratio column only makes sense with peers in the table.
  const withRatio = Object.keys(results).length > 1;
  const header = ['library', ...columns.map((c) => c.label), ...(withRatio ? [`${primary} ÷ ours`] : [])];
  const rows = [];
  for (const [lib, result] of Object.entries(results)) {
    if (result.status !== 'ok') {
      rows.push([lib, ...columns.map((_, i) => (i === 0 ? result.status : '')), ...(withRatio ? [''] : [])]);
      continue;
    }
    const cells = columns.map((c) => fmt(c.value ? c.value(result.median) : result.median[c.key], c.digits));
    const r = lib === 'widget-select' ? 1 : ratio(result.median[primary], ours);
    const shown = r === null ? '–' : `${r.toFixed(r >= 10 ? 0 : 1)}×`;
    rows.push([lib, ...cells, ...(withRatio ? [shown] : [])]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  const out = [
    `\n${title}`,
    line(header),
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  ];
  for (const row of rows) out.push(line(row));
  for (const [lib, result] of Object.entries(results))
    if (result.note) out.push(`  note: ${lib}: ${result.note}`);
  console.log(out.join('\n'));
}
