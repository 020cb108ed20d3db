/**
 * A user callback's answer read exactly once into plain values. An answer
 * may be a Proxy or carry getters that answer differently (or throw) on a
 * later read; the widget validates the copy and keeps only the copy, so
 * nothing read after validation can fail or disagree with what was checked.
 * A throw while copying is the callback's failure: callers copy inside the
 * region that reports it. Used by the features that take answers (remote
 * pages, resolved values, lazy children, created tags), not by `data` the
 * page passes in.
 */
import { MAX_TREE_DEPTH } from './dataset';
import { readValue } from './option-value';

/** Fields an option or group may hold on its prototype (a class with getters). */
const FIELDS = [
  'value',
  'label',
  'disabled',
  'avatar',
  'description',
  'meta',
  'className',
  'children',
  'hasChildren',
  'options',
] as const;

/**
 * A copy of a list of options or groups: the array and each item's fields,
 * `children` and a group's `options` in depth, a finite number value as
 * its decimal string. Anything else is returned as it is, for the
 * validation to name. `meta` stays the caller's own.
 */
export function copyAnswer(answer: unknown): unknown {
  return Array.isArray(answer) ? copyList(answer, new Map(), 0) : answer;
}

/**
 * A copy of one option (`createOption`'s answer): its fields read once, as
 * in a list. Anything but an object is returned as it is.
 */
export function copyAnswerItem(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? copyItem(answer, new Map(), 0)
    : answer;
}

/**
 * `path` maps the items on the way down to their copies: a circular
 * `children` keeps its loop in the copy, for the data set to refuse as it
 * refuses any other; below the deepest nesting accepted the rest is not
 * copied (the data set refuses it too).
 */
function copyList(list: readonly unknown[], path: Map<object, object>, depth: number): unknown[] {
  // One read of `length` and of each index (an iterator would read `length` at every step).
  const length = list.length;
  const copy: unknown[] = [];
  for (let i = 0; i < length; i++) {
    const item = list[i];
    copy.push(item);
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    copy[i] = path.get(item) ?? copyItem(item, path, depth);
  }
  return copy;
}

function copyItem(item: object, path: Map<object, object>, depth: number): object {
  const copy: Record<string, unknown> = { ...item };
  for (const key of FIELDS)
    if (!(key in copy) && key in item) copy[key] = (item as Record<string, unknown>)[key];
  if ('value' in copy) copy.value = readValue(copy.value);
  if (depth >= MAX_TREE_DEPTH) return copy;
  path.set(item, copy);
  for (const key of ['children', 'options'] as const) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = copyList(list, path, depth + 1);
  }
  path.delete(item);
  return copy;
}
