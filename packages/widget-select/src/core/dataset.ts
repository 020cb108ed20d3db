/**
 * The widget's own copy of the options: a flat depth-first list of entries
 * with group and tree links and a value index, built once per data set.
 */
import { describe, SelectWidgetError } from '../errors';
import type { DataItem, Option } from '../types';

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

export interface DataSet<M = Record<string, unknown>> {
  /** The copied top-level array (never the caller's). */
  readonly items: readonly DataItem<M>[];
  readonly entries: readonly Entry<M>[];
  readonly groups: readonly Group[];
  /** Value → entry index of its first occurrence. */
  readonly byValue: ReadonlyMap<string, number>;
  /** Any option has children. */
  readonly isTree: boolean;
  /** Values that occur more than once (first occurrence wins). */
  readonly duplicates: readonly string[];
}

function isGroup<M>(item: DataItem<M>): item is { label: string; options: Option<M>[] } {
  return (
    typeof item === 'object' &&
    item !== null &&
    !('value' in item) &&
    Array.isArray((item as { options?: unknown }).options)
  );
}

/** Leaves share one empty list instead of allocating one each (100k options). */
const NO_CHILDREN: number[] = [];

function checkOption(raw: unknown, whereOf: () => string): void {
  const option = raw as Record<string, unknown> | null;
  if (
    typeof option === 'object' &&
    option !== null &&
    typeof option.value === 'string' &&
    typeof option.label === 'string' &&
    (option.children === undefined || Array.isArray(option.children))
  ) {
    return;
  }
  const where = whereOf();
  if (typeof raw !== 'object' || raw === null) {
    throw new SelectWidgetError('invalid-option', `${where} must be an object, got ${describe(raw)}.`);
  }
  const record = raw as Record<string, unknown>;
  if (typeof record.value !== 'string') {
    throw new SelectWidgetError(
      'invalid-option',
      `${where} needs a string "value", got ${describe(record.value)} in ${describe(raw)}.`,
    );
  }
  if (typeof record.label !== 'string') {
    throw new SelectWidgetError(
      'invalid-option',
      `${where} (value ${describe(record.value)}) needs a string "label", got ${describe(record.label)}.`,
    );
  }
  if (record.children !== undefined && !Array.isArray(record.children)) {
    throw new SelectWidgetError(
      'invalid-option',
      `${where} (value ${describe(record.value)}) has "children" that is not an array.`,
    );
  }
}

/**
 * Validates `data` and builds the entry list. Throws SelectWidgetError
 * (`invalid-data`, `invalid-option`) naming the culprit.
 */
export function buildDataSet<M>(data: unknown, source = 'data'): DataSet<M> {
  if (!Array.isArray(data)) {
    throw new SelectWidgetError(
      'invalid-data',
      `${source} must be an array of options, got ${describe(data)}.`,
    );
  }
  const items = data.slice() as DataItem<M>[];
  const entries: Entry<M>[] = [];
  const groups: Group[] = [];
  const byValue = new Map<string, number>();
  const duplicates = new Set<string>();
  let isTree = false;

  const addOption = (
    raw: unknown,
    whereOf: () => string,
    group: number,
    depth: number,
    parent: number,
  ): number => {
    checkOption(raw, whereOf);
    const option = raw as Option<M>;
    const index = entries.length;
    const kids = option.children;
    const entry: Entry<M> = { option, group, depth, parent, children: kids?.length ? [] : NO_CHILDREN };
    entries.push(entry);
    if (byValue.get(option.value) === undefined) byValue.set(option.value, index);
    else duplicates.add(option.value);
    if (kids && kids.length > 0) {
      isTree = true;
      kids.forEach((child, i) => {
        entry.children.push(addOption(child, () => `${whereOf()}.children[${i}]`, group, depth + 1, index));
      });
    }
    return index;
  };

  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DataItem<M>;
    const whereOf = () => `${source}[${i}]`;
    if (isGroup(item)) {
      if (typeof item.label !== 'string') {
        throw new SelectWidgetError('invalid-option', `${whereOf()} is a group without a string "label".`);
      }
      const groupIndex = groups.length;
      const group: Group = { label: item.label, first: entries.length, count: 0 };
      groups.push(group);
      item.options.forEach((option, j) => {
        addOption(option, () => `${whereOf()}.options[${j}]`, groupIndex, 0, -1);
      });
      group.count = entries.length - group.first;
    } else {
      addOption(item, whereOf, -1, 0, -1);
    }
  }

  return { items, entries, groups, byValue, isTree, duplicates: [...duplicates] };
}

/** The option of a value in this data set, if present. */
export function findOption<M>(dataset: DataSet<M>, value: string): Option<M> | undefined {
  const index = dataset.byValue.get(value);
  return index === undefined ? undefined : dataset.entries[index]?.option;
}
