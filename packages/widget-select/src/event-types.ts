/**
 * Public types of the events a widget emits, the options of its methods and
 * the causes of its changes. Re-exported by `types.ts`; imports nothing at
 * run time.
 */
import type { Option, SelectValue } from './data-types';
/**
 * The value's shape as the `multiple` option gives it: `string[]` for
 * `multiple: true`, `string | null` for `multiple: false`, either when it is
 * not known before run time (not given: a `<select multiple>` mount is
 * multiple; a `boolean` variable).
 */
export type ValueOf<Multiple extends boolean = boolean> = [Multiple] extends [true]
  ? string[]
  : [Multiple] extends [false]
    ? string | null
    : SelectValue;

/** Event name → payload; `Multiple` narrows `change` (see {@link ValueOf}). */
export interface SelectEvents<Meta = Record<string, unknown>, Multiple extends boolean = boolean> {
  /** The aggregate value changed. */
  change: ValueOf<Multiple>;
  /** A user selected an option. */
  select: Option<Meta>;
  /** A user removed an option. */
  unselect: Option<Meta>;
  /** Tags mode created a new option. */
  create: Option<Meta>;
  /** Sortable tags changed order; the new value order. */
  reorder: string[];
  /** An interactive pick exceeded `maxSelections`. */
  maximum: { limit: number; option: Option<Meta> };
  /** The dropdown opened. */
  open: undefined;
  /** The dropdown closed. */
  close: undefined;
  /** The search query changed. */
  search: string;
  /** All selections were cleared through the UI. */
  clear: undefined;
  /** Remote loading failed. */
  error: Error;
  /** Remote loading started (true) or ended (false). */
  loading: boolean;
  /** Validation failed with this message. */
  invalid: string;
  /** Focus entered the widget (the control, its search field, its tags or its dropdown) from outside. */
  focus: undefined;
  /**
   * Focus left the widget as a whole (moving between its control, search
   * field, tags and dropdown does not count), as a native control's `blur`:
   * where form libraries mark a field touched.
   */
  blur: undefined;
}

/** Name of an event in {@link SelectEvents}. */
export type SelectEventName = keyof SelectEvents;

/** Handler for event `K`. */
export type SelectEventHandler<
  K extends SelectEventName,
  Meta = Record<string, unknown>,
  Multiple extends boolean = boolean,
> = (payload: SelectEvents<Meta, Multiple>[K]) => void;

/** Options for `setValue`. */
export interface SetValueOptions {
  /** Emit `change`. @default true */
  emitChange?: boolean;
}

/** Options for `selectAll` and `clearAll`. */
export interface SelectionScopeOptions {
  /**
   * `'all'`: every enabled option (`selectAll`) or every value (`clearAll`).
   * `'matching'`: only the enabled options that match the current query
   * (with no query, the same as `'all'`); other selected values stay.
   * @default 'all'
   */
  scope?: 'all' | 'matching';
}

/** Options for `setSearchQuery`. */
export interface SetSearchQueryOptions {
  /** Emit `search`. @default true */
  emitSearch?: boolean;
}

/**
 * Every state change carries a named cause. Causes starting with `user:` are
 * interactions (they emit select/unselect and sync the native select with
 * input/change events); `api:` causes come from instance methods, `remote:`
 * from the ajax loader, `native:` from the mounted `<select>` and its form,
 * `locale:loaded` from a language's table arriving, `search:complete` from
 * the full results of a search over a large list that first showed part of
 * them (its search keys were still being built). `init` is never
 * dispatched: it stands for "no change yet".
 */
export type Cause =
  | 'init'
  | 'user:pick'
  | 'user:remove'
  | 'user:backspace'
  | 'user:clear'
  | 'user:open'
  | 'user:close'
  | 'user:type'
  | 'user:navigate'
  | 'user:reorder'
  | 'user:create'
  | 'user:selectAll'
  | 'user:expand'
  | 'api:setValue'
  | 'api:clearAll'
  | 'api:selectAll'
  | 'api:setData'
  | 'api:setSearchQuery'
  | 'api:open'
  | 'api:close'
  | 'api:enable'
  | 'api:disable'
  | 'api:validate'
  | 'api:updateOptions'
  | 'locale:loaded'
  | 'search:complete'
  | 'remote:load'
  | 'remote:result'
  | 'remote:resolve'
  | 'native:invalid'
  | 'native:reset'
  | 'native:change'
  | 'native:disabled';
