// Medians, number formatting and Markdown tables (printed as they are written).

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of every numeric metric over the samples, and how many samples had it. */
export function medians(samples) {
  const keys = new Set(samples.flatMap((s) => Object.keys(s)));
  const out = {};
  for (const key of keys) {
    const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number');
    out[key] = { value: median(values), count: values.length };
  }
  return out;
}

/** 1234.5 → "1,235"; 12.34 → "12.3"; kinds: ms, count, bytes (shown in kB or MB). */
export function fmt(value, kind = 'ms') {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'number') return String(value);
  if (kind === 'count') return Math.round(value).toLocaleString('en');
  if (kind === 'kB') return (value / 1000).toFixed(1);
  if (kind === 'MB') return (value / 1e6).toFixed(value >= 1e7 ? 0 : value >= 1e6 ? 1 : 2);
  return value >= 1000 ? Math.round(value).toLocaleString('en') : value.toFixed(1);
}

/** Peer ÷ ours, shown as "3.2×" (above 1: the peer is slower, bigger or renders more). */
export function ratio(peer, ours) {
  if (typeof peer !== 'number' || typeof ours !== 'number' || ours <= 0) return '–';
  const r = peer / ours;
  return `${r >= 10 ? Math.round(r).toLocaleString('en') : r.toFixed(1)}×`;
}

/**
 * A Markdown table with padded columns. `left` lists the columns aligned
 * left (text); the others are numbers, aligned right.
 */
export function table(header, rows, left = [0]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (left.includes(i) ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left.includes(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
