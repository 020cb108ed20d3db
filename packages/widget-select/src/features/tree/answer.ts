/**
 * The answer of a remote tree search (`ajax` with tree data and a query) as
 * search hits: the matches are its nodes sent without children, and stay so
 * when their children load later (those are not matches: the node opens by
 * the user's hand, showing all).
 */
import type { DataSet } from '../../core/domain/dataset';

/** Each data set's hits, computed once (an answer's data set does not change). */
const answers = new WeakMap<object, { scores: Float64Array; matches: Int32Array }>();

export function answerHits<M>(dataset: DataSet<M>): { scores: Float64Array; matches: Int32Array } {
  let hits = answers.get(dataset);
  if (!hits) {
    const { entries, loaded } = dataset;
    const scores = new Float64Array(entries.length);
    const loadedBelow = new Uint8Array(entries.length);
    const matches: number[] = [];
    entries.forEach((entry, i) => {
      const { parent } = entry;
      const below =
        parent >= 0 && (loadedBelow[parent] === 1 || loaded.has(entries[parent]?.option.value ?? ''));
      loadedBelow[i] = below ? 1 : 0;
      if (below || (entry.children.length > 0 && !loaded.has(entry.option.value))) return;
      scores[i] = 1;
      matches.push(i);
    });
    hits = { scores, matches: Int32Array.from(matches) };
    answers.set(dataset, hits);
  }
  return hits;
}
