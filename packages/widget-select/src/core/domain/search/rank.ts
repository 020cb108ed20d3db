/** Above this many distinct scores (a custom scorer), ranking sorts instead of bucketing. */
const MAX_BUCKETS = 16;

/**
 * A new array of `matches` ordered by score, highest first, ties in data order (part of the search
 * engine: only its scores are ranked). The built-in scorer of a flat list yields two scores (label
 * prefix, label), so one pass splits them; a few more distinct scores are counted into buckets, many
 * (a custom scorer) sorted.
 */
export function rankMatches(matches: Int32Array, scores: Float64Array): Int32Array {
  const length = matches.length;
  const out = new Int32Array(length);
  // One pass: the first score met fills `out` from the front, a second one from the back (reversed).
  let first = Number.NaN;
  let second = Number.NaN;
  let front = 0;
  let back = 0;
  for (let k = 0; k < length; k++) {
    const index = matches[k] as number;
    const score = scores[index] as number;
    if (score === first) out[front++] = index;
    else if (score === second) out[length - 1 - back++] = index;
    else if (front === 0) {
      first = score;
      out[front++] = index;
    } else if (back === 0) {
      second = score;
      out[length - 1 - back++] = index;
    } else return rankBuckets(matches, scores);
  }
  out.subarray(front).reverse();
  if (back === 0 || first > second) return out;
  // The second score is the higher one: swap the two runs (reverse all, then each run).
  out.reverse();
  out.subarray(0, back).reverse();
  out.subarray(back).reverse();
  return out;
}

/** rank for three or more distinct scores: counted into buckets, or sorted when there are many. */
function rankBuckets(matches: Int32Array, scores: Float64Array): Int32Array {
  // The distinct scores, found with a loop over a small typed array (no generic array search per match).
  const distinct = new Float64Array(MAX_BUCKETS);
  let kinds = 0;
  let previous = Number.NaN;
  for (let k = 0; k < matches.length; k++) {
    const score = scores[matches[k] as number] as number;
    if (score === previous) continue;
    previous = score;
    let b = 0;
    while (b < kinds && distinct[b] !== score) b++;
    if (b < kinds) continue;
    if (kinds === MAX_BUCKETS)
      return matches.slice().sort((x, y) => (scores[y] as number) - (scores[x] as number) || x - y);
    distinct[kinds++] = score;
  }
  const order = Array.from(distinct.subarray(0, kinds)).sort((x, y) => y - x);
  const out = new Int32Array(matches.length);
  const starts = new Int32Array(kinds);
  const bucketOf = (score: number) => {
    let b = 0;
    while (order[b] !== score) b++;
    return b;
  };
  for (let k = 0; k < matches.length; k++) {
    const bucket = bucketOf(scores[matches[k] as number] as number);
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  for (let b = 0, at = 0; b < kinds; b++) {
    const size = starts[b] as number;
    starts[b] = at;
    at += size;
  }
  for (let k = 0; k < matches.length; k++) {
    const index = matches[k] as number;
    const bucket = bucketOf(scores[index] as number);
    out[starts[bucket] as number] = index;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return out;
}
