/**
 * A row picked from a list: a single select's value replaced, a multiple
 * one's toggled, refused at the maxSelections cap (a row's click, Enter, a
 * plugin's `user.toggle`: core/machine/pick-transition.ts).
 */
import type { PickResult, SelectionRules } from './selection';

/** A user picked `value`: toggles it in multiple mode, replaces in single mode. */
export function pick(current: readonly string[], value: string, rules: SelectionRules): PickResult {
  if (!rules.multiple) {
    return current.length === 1 && current[0] === value
      ? { kind: 'unchanged' }
      : { kind: 'select', value: [value] };
  }
  if (current.includes(value)) return { kind: 'unselect', value: current.filter((v) => v !== value) };
  const limit = rules.maxSelections;
  if (limit !== undefined && current.length >= limit) return { kind: 'maximum', limit };
  return { kind: 'select', value: [...current, value] };
}
