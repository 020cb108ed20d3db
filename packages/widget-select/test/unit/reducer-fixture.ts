/** The reducer's test context: four fruits, every entry a visible row. */
import { buildDataSet } from '../../src/core/domain/dataset';
import type { State } from '../../src/core/domain/state';
import { reduce } from '../../src/core/machine/reducer';
import type { ReducerContext, Transition } from '../../src/core/machine/transition';
import type { Action } from '../../src/core/machine/vocabulary';
import { en } from '../../src/i18n/en';
import { resolveOptions } from '../../src/options';
import type { SelectOptions } from '../../src/types';
import { stateWith } from './state-fixture';
import { featureOf } from '../../src/features/registry';

/** Another language table. */
export const de = { ...en, required: 'Bitte wählen.' };

export const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', disabled: true },
  { value: 'cherry', label: 'Cherry' },
  { value: 'damson', label: 'Damson' },
];

export type Meta = Record<string, unknown>;

/** A context over `fruits` where every entry is a visible row. */
export function contextWith(options: SelectOptions = {}, state: State = stateWith()): ReducerContext<Meta> {
  const dataset = buildDataSet<Meta>(fruits);
  const rows = Int32Array.from(fruits.keys());
  return {
    options: resolveOptions(options),
    dataset,
    isDisabled: (option) => option.disabled === true,
    isEntrySelectable: (entry) => fruits[entry] !== undefined && fruits[entry]?.disabled !== true,
    isSelected: (value) => state.value.includes(value),
    optionOf: (value) => fruits.find((option) => option.value === value),
    creation: { offered: () => false },
    feature: featureOf,
    rows: () => ({ rows, searchExpanded: null, optionCount: rows.length }),
    typeaheadKeys: () => ({
      normalizeQuery: (q: string) => q,
      labelKey: (e: number) => fruits[e]?.label ?? '',
    }),
  };
}

export function run(state: State, action: Action, options: SelectOptions = {}) {
  return reduce(Object.freeze(state), action, contextWith(options, state));
}

export function transition(state: State, action: Action, options: SelectOptions = {}): Transition {
  const reduced = run(state, action, options);
  if (reduced === null || !('change' in reduced))
    throw new Error(`expected a transition, got ${JSON.stringify(reduced)}`);
  return reduced;
}
