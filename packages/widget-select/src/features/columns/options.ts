/**
 * The cascader's options (`treeLayout`, `pathSeparator`, `tagPath`): their
 * entries in the options table (check, default, update), which the tree
 * feature adds when imported. A cascader shows tree data, and the tree's
 * entry is there at start wherever trees are, while the columns' own code may
 * come later in a chunk of its own, so a widget built meanwhile keeps these
 * options. `widget-select/core` alone carries none of them: there
 * `treeLayout` is an unknown option, and tree data throws `feature-missing`
 * naming the tree.
 */
import {
  type ChoiceCheck,
  isBoolean,
  isString,
  OPTION_NAMES,
  OPTION_SCHEMA,
  type OptionName,
  type OptionSpec,
  oneOf,
  REMOUNT_ONLY,
} from '../../options';
import { requireFeature } from '../registry';

const layouts = oneOf('nested', 'columns');

/** `'columns'` needs `widget-select/columns`: without it, `feature-missing` naming the import. */
const isLayout: ChoiceCheck = Object.assign(
  (value: unknown) => {
    const expected = layouts(value);
    if (expected === undefined && value === 'columns')
      requireFeature('columns', `option "treeLayout": 'columns'`);
    return expected;
  },
  { choices: layouts.choices },
);

const COLUMNS_OPTIONS: Record<string, OptionSpec> = {
  treeLayout: { default: 'nested', check: isLayout, update: 'remount' },
  pathSeparator: { default: ' / ', check: isString },
  tagPath: { default: false, check: isBoolean },
};

/** Adds the entries to the table, once per copy of the table's module. */
export function addColumnsOptions(): void {
  const table = OPTION_SCHEMA as Record<string, OptionSpec>;
  for (const [name, spec] of Object.entries(COLUMNS_OPTIONS)) {
    if (Object.hasOwn(table, name)) continue;
    table[name] = spec;
    OPTION_NAMES.push(name as OptionName);
    if (spec.update === 'remount') (REMOUNT_ONLY as string[]).push(name);
  }
}
