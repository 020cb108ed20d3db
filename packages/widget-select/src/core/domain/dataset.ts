/**
 * The widget's own copy of the options: a flat depth-first list with group and tree links and a value
 * index.
 *
 * A plain list (no groups, no children) costs one array copy and one type check per option: its entry
 * records and its value index are built only when first needed (or while the page is idle, see
 * `indexSome`), so a 100,000-option select constructs without allocating per option.
 */
import { dataText, optionProblems, warnLargeList } from '../../diagnostic-texts';
import { SelectWidgetError } from '../../errors';
import type { DataItem, Option } from '../../types';
import { isOption, withStringValue, withStringValues } from './option-value';
import { hasLargeStructures, structures } from './structures';
import type { ValueLookup, ValueTable } from './value-index';

/** One option in flat (depth-first) order. */
export interface Entry<M = Record<string, unknown>> {
  option: Option<M>;
  /** Index of the group header, or -1. */
  group: number;
  /** 0 for top-level options. */
  depth: number;
  /** Entry index of the tree parent, or -1. */
  parent: number;
  /** Entry indices of tree children (empty for leaves). */
  children: number[];
}

/** A header of an OptionGroup and the range of entries it holds. */
export interface Group {
  label: string;
  first: number;
  count: number;
}

/** Leaves share one empty list instead of allocating one each (100k options). */
const NO_CHILDREN: number[] = [];
/**
 * From this size on, a local list builds its value index and search keys while the page is idle
 * (derivations.ts); smaller ones build them at once, in no noticeable time.
 */
export const LARGE_LIST = 2000;
/**
 * From this many options the structures of `widget-select/large` matter (memory and search time); the
 * development build says so once without them.
 */
export const LARGE_FEATURE_SIZE = 100_000;
/** Options indexed per slice of `indexSome`, between two looks at the clock. */
const INDEX_SLICE = 1024;
/** Full scans `indexOf` may make before it finishes the index instead. */
const SCAN_BUDGET = 4;

function isGroup<M>(item: DataItem<M>): item is { label: string; options: Option<M>[] } {
  return (
    typeof item === 'object' &&
    item !== null &&
    !('value' in item) &&
    Array.isArray((item as { options?: unknown }).options)
  );
}

/** An option whose `children`, if any, are a list. */
function isDataOption(raw: unknown): boolean {
  return isOption(raw) && (raw.children === undefined || Array.isArray(raw.children));
}

/** Whether an option is a tree node: it has children, or says it has (`hasChildren`, loaded on demand). */
function isNode(option: Option<unknown>): boolean {
  return (option.children?.length ?? 0) > 0 || option.hasChildren === true;
}

const NOTHING_LOADED: ReadonlySet<string> = new Set();

/** Throws `invalid-option` naming what is wrong with `raw`, found at `where`. */
function rejectOption(raw: unknown, where: string): never {
  if (typeof raw !== 'object' || raw === null)
    throw new SelectWidgetError('invalid-option', optionProblems.notObject(where, raw));
  const record = raw as Record<string, unknown>;
  if (typeof record.value !== 'string')
    throw new SelectWidgetError('invalid-option', optionProblems.value(where, record.value, raw));
  if (typeof record.label !== 'string')
    throw new SelectWidgetError('invalid-option', optionProblems.label(where, record.value, record.label));
  throw new SelectWidgetError('invalid-option', optionProblems.children(where, record.value));
}

export class DataSet<M = Record<string, unknown>> {
  private index: ValueTable | null = null;
  private indexed = 0;
  /** Options compared by lookups that scanned instead of finishing the index. */
  private scanned = 0;
  /** What those scans found: one pick looks its value up several times. */
  private readonly scanFound = new Map<string, number>();

  /**
   * @param items the copied top-level array (never the caller's)
   * @param options every option, depth-first; an entry index is a position here
   * @param groups OptionGroup headers
   * @param entryList entry records, or null for a plain list (built on demand)
   * @param isTree whether any option has children
   * @param loaded lazy nodes (by value) whose children `loadChildren` gave
   */
  constructor(
    readonly items: readonly DataItem<M>[],
    readonly options: readonly Option<M>[],
    readonly groups: readonly Group[],
    private entryList: Entry<M>[] | null,
    readonly isTree: boolean,
    readonly loaded: ReadonlySet<string> = NOTHING_LOADED,
  ) {
    if (options.length >= LARGE_FEATURE_SIZE && !hasLargeStructures()) warnLargeList(options.length);
  }

  /** The value index, made when first filled: with widget-select/large when it is there by then. */
  private table(): ValueTable {
    const { options } = this;
    this.index ??= structures().valueIndex(options.length, (i) => (options[i] as Option<M>).value);
    return this.index;
  }

  /** Number of options (entries). */
  get size(): number {
    return this.options.length;
  }

  /** Entry records with group and tree links. */
  get entries(): readonly Entry<M>[] {
    if (!this.entryList) {
      this.entryList = this.options.map((option) => ({
        option,
        group: -1,
        depth: 0,
        parent: -1,
        children: NO_CHILDREN,
      }));
    }
    return this.entryList;
  }

  /** Value → entry index of its first occurrence. */
  get byValue(): ValueLookup {
    this.indexSome(() => false);
    return this.table();
  }

  /**
   * Entry index of the first option with `value`, or -1. While the value index is still being built (idle
   * warm-up of a large list), a lookup scans the options not indexed yet instead of finishing the index:
   * one lookup in 1,000,000 options costs a few milliseconds, the whole index a long task. Once scans have
   * compared a few times as many options as the index holds, the index is finished instead, so many lookups
   * stay linear in total.
   */
  indexOf(value: string): number {
    const known = this.index?.get(value) ?? this.scanFound.get(value);
    if (known !== undefined) return known;
    const { options } = this;
    if (this.indexed === options.length) return -1;
    if (this.scanned >= SCAN_BUDGET * options.length) {
      this.indexSome(() => false);
      return this.table().get(value) ?? -1;
    }
    this.scanned += options.length - this.indexed;
    for (let i = this.indexed; i < options.length; i++) {
      if ((options[i] as Option<M>).value === value) {
        this.scanFound.set(value, i);
        return i;
      }
    }
    return -1;
  }

  /**
   * True once the value index is complete and found no value twice; false while it is still being built
   * (nothing is built here).
   */
  get valuesKnownUnique(): boolean {
    return this.indexed === this.options.length && (this.index?.repeated.size ?? 0) === 0;
  }

  /** Values that occur more than once (the first occurrence wins). */
  get duplicates(): readonly string[] {
    this.indexSome(() => false);
    return [...this.table().repeated];
  }

  /**
   * Extends the value index slice by slice until it is complete (returns true) or `stop()` says time is up
   * (returns false).
   */
  indexSome(stop: () => boolean): boolean {
    const { options } = this;
    const index = this.table();
    while (this.indexed < options.length) {
      const end = Math.min(options.length, this.indexed + INDEX_SLICE);
      for (let i = this.indexed; i < end; i++) index.add(i);
      this.indexed = end;
      if (this.indexed < options.length && stop()) return false;
    }
    return true;
  }
}

/**
 * Validates `data` and builds the data set. Throws SelectWidgetError (`invalid-data`, `invalid-option`)
 * naming the culprit. A finite number value is taken as its decimal string (in a copy of its option).
 * @param loaded lazy nodes (by value) whose children `loadChildren` gave (a data set that grows keeps them)
 */
export function buildDataSet<M>(
  data: unknown,
  source = 'data',
  loaded: ReadonlySet<string> = NOTHING_LOADED,
): DataSet<M> {
  if (!Array.isArray(data)) throw new SelectWidgetError('invalid-data', dataText(source, data));
  const items = data.slice() as DataItem<M>[];
  let plain = true;
  for (let i = 0; i < items.length && plain; i++) {
    let item = items[i] as DataItem<M>;
    if (!isDataOption(item)) items[i] = item = withStringValue(item);
    if (isDataOption(item)) plain = !isNode(item as Option<M>);
    else if (isGroup(item as DataItem<M>)) plain = false;
    else rejectOption(item, `${source}[${i}]`);
  }
  if (plain) return new DataSet(items, items as Option<M>[], [], null, false);
  return buildLinked(items, source, loaded);
}

/**
 * Deepest tree nesting accepted. Real trees are a few levels deep; a limit turns a runaway structure into a
 * clear error instead of a stalled page.
 */
export const MAX_TREE_DEPTH = 1000;

/** Groups or a tree: entry records with their links, built depth-first. */
function buildLinked<M>(given: DataItem<M>[], source: string, loaded: ReadonlySet<string>): DataSet<M> {
  const items = withStringValues(given, MAX_TREE_DEPTH);
  const options: Option<M>[] = [];
  const entries: Entry<M>[] = [];
  const groups: Group[] = [];
  let isTree = false;

  /**
   * Adds an option and its subtree, depth-first, without recursion (a deep tree must not overflow the call
   * stack). The options on the current path are tracked so circular `children` are refused.
   */
  const addTree = (root: unknown, rootWhere: string, group: number): void => {
    const path = new Set<unknown>();
    const stack: { entry: Entry<M>; index: number; kids: unknown[]; next: number; where: string }[] = [];
    const add = (raw: unknown, where: string, parent: number): void => {
      if (!isDataOption(raw)) rejectOption(raw, where);
      if (path.has(raw)) {
        throw new SelectWidgetError(
          'invalid-data',
          optionProblems.circular(clipPath(where), (raw as Option<M>).value),
        );
      }
      if (stack.length >= MAX_TREE_DEPTH)
        throw new SelectWidgetError('invalid-data', optionProblems.tooDeep(rootWhere, MAX_TREE_DEPTH));
      const option = raw as Option<M>;
      const index = entries.length;
      const kids = option.children ?? [];
      const entry: Entry<M> = {
        option,
        group,
        depth: stack.length,
        parent,
        children: kids.length ? [] : NO_CHILDREN,
      };
      entries.push(entry);
      options.push(option);
      stack[stack.length - 1]?.entry.children.push(index);
      if (isNode(option)) isTree = true;
      if (kids.length === 0) return;
      path.add(raw);
      stack.push({ entry, index, kids, next: 0, where });
    };
    add(root, rootWhere, -1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      if (top.next === top.kids.length) {
        stack.pop();
        path.delete(top.entry.option);
        continue;
      }
      const i = top.next++;
      add(top.kids[i], `${top.where}.children[${i}]`, top.index);
    }
  };

  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DataItem<M>;
    const where = `${source}[${i}]`;
    if (isGroup(item)) {
      if (typeof item.label !== 'string')
        throw new SelectWidgetError('invalid-option', optionProblems.groupLabel(where));
      const groupIndex = groups.length;
      const group: Group = { label: item.label, first: entries.length, count: 0 };
      groups.push(group);
      item.options.forEach((option, j) => {
        addTree(option, `${where}.options[${j}]`, groupIndex);
      });
      group.count = entries.length - group.first;
    } else addTree(item, where, -1);
  }
  return new DataSet(items, options, groups, entries, isTree, loaded);
}

/** Longest path a message shows whole; a longer one keeps its start and its end (where the culprit is). */
const PATH_SHOWN = 160;
const PATH_HEAD = 60;
const PATH_TAIL = 90;

/** A path for a message: its start and end, when a deep tree makes it long. */
function clipPath(where: string): string {
  return where.length > PATH_SHOWN ? `${where.slice(0, PATH_HEAD)}…${where.slice(-PATH_TAIL)}` : where;
}
