/**
 * The Vue wrapper's declarations: the props (types and their runtime
 * declaration), the typed listeners and emits (what `@select`, `v-model` …
 * bind to) and what a template ref exposes.
 */
import type { DefineSetupFnComponent, PropType } from 'vue';
import type { SelectEventName, SelectEvents, SelectOptions, SelectValue, SelectWidget } from 'widget-select';
import { EVENT_NAMES, type EventHandlers } from 'widget-select/adapter';

/** Props of `<WidgetSelect>`. */
export interface WidgetSelectProps<Meta = Record<string, unknown>> {
  /**
   * The value, bound with `v-model`: a string or `null` (single), an array of
   * strings (multiple). A change from the parent is applied silently (no
   * `change` event); a user change emits `update:modelValue`.
   */
  modelValue?: SelectValue | undefined;
  /** The search query, bound with `v-model:searchQuery`. Closing the dropdown resets it to `''`. */
  searchQuery?: string | undefined;
  /** Whether the dropdown is open, bound with `v-model:open`. */
  open?: boolean | undefined;
  /**
   * Every SelectOptions key, e.g. `{ multiple, data, placeholder }`. Watched
   * deeply: changes (also in-place mutations of a reactive `data` array) are
   * applied through `updateOptions` / `setData` without remounting, except
   * the remount-only `multiple`, `searchable`, `plugins` and `dropdownParent`,
   * which need a new `key`. For very large lists pass `markRaw(data)` (or a
   * `shallowRef`) and replace the array to skip deep watching.
   */
  options?: SelectOptions<Meta> | undefined;
  /**
   * Form field name. When set, the widget mounts on a hidden native
   * `<select name>` so the value is submitted with its form and `required`
   * uses native validation. Renaming is live; adding or removing it needs a new `key`.
   */
  name?: string | undefined;
  /** Id of the mount element: the native `<select>` when `name` is set (target of `<label for>`), else a `<div>`. */
  id?: string | undefined;
  /** Accessible name of the combobox (`aria-label`). Read at mount: a change needs a new `key`. */
  ariaLabel?: string | undefined;
  /** Id(s) of the element(s) naming the combobox (`aria-labelledby`). Read at mount: a change needs a new `key`. */
  ariaLabelledby?: string | undefined;
  /** Id(s) of the element(s) describing the combobox (`aria-describedby`: help text, an error). Live. */
  ariaDescribedby?: string | undefined;
  /** Id of the element holding the combobox's error message (`aria-errormessage`, used while it is invalid). Live. */
  ariaErrormessage?: string | undefined;
}

/** The `v-model` listeners: user changes (and instance calls such as `selectAll()`), never prop changes. */
export interface WidgetSelectModelListeners {
  /** `v-model`: the value changed. */
  'onUpdate:modelValue'?: (value: SelectValue) => void;
  /** `v-model:searchQuery`: the query changed (typing, or the reset to `''` on close). */
  'onUpdate:searchQuery'?: (query: string) => void;
  /** `v-model:open`: the dropdown opened or closed (not when the `open` prop did it). */
  'onUpdate:open'?: (open: boolean) => void;
}

/**
 * The listeners of `<WidgetSelect>` (`@select`, `@change`, `@update:modelValue`
 * …), typed with `Meta`. Events that come from `v-model` are not emitted back.
 */
export type WidgetSelectListeners<Meta = Record<string, unknown>> = EventHandlers<Meta> &
  WidgetSelectModelListeners;

/** The emits of `<WidgetSelect>`: each event name with its payload, from the same core event map. */
export type WidgetSelectEmits<Meta = Record<string, unknown>> = {
  [K in SelectEventName]: (payload: SelectEvents<Meta>[K]) => void;
} & {
  'update:modelValue': (value: SelectValue) => void;
  'update:searchQuery': (query: string) => void;
  'update:open': (open: boolean) => void;
};

/**
 * What a template ref on `<WidgetSelect>` exposes.
 *
 * @example
 * const select = useTemplateRef<WidgetSelectExposed>('select');
 * select.value?.instance?.selectAll();
 */
export interface WidgetSelectExposed<Meta = Record<string, unknown>> {
  /** The SelectWidget instance; `null` before mount and after unmount. */
  readonly instance: SelectWidget<Meta> | null;
  /**
   * `commit: 'apply'`: the value the open list's picks make, not yet
   * applied; `null` while the list is closed, in the immediate mode and
   * when not mounted (the instance's `getPendingValue()`).
   */
  getPendingValue(): string[] | null;
}

/** The emits as declared at runtime: any `Meta` (the listener props carry the precise one). */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type RuntimeEmits = WidgetSelectEmits<any>;

/**
 * `h()` and test mounts erase generics to `unknown`, which would reject
 * ordinary `SelectOptions` (their callbacks take `Option<Meta>`). TypeScript
 * infers from the last construct signature, so this untyped-`Meta` one is
 * what they see; a direct `new`/template check (Volar) still resolves the
 * generic signature first.
 */
export type ErasedWidgetSelect = DefineSetupFnComponent<
  // biome-ignore lint/suspicious/noExplicitAny: the fallback must accept any Meta
  WidgetSelectProps<any> & WidgetSelectListeners<any>,
  // biome-ignore lint/suspicious/noExplicitAny: the fallback must accept any Meta
  WidgetSelectEmits<any>
>;

/** The component for one `Meta`. */
type TypedWidgetSelect<Meta> = DefineSetupFnComponent<
  WidgetSelectProps<Meta> & WidgetSelectListeners<Meta>,
  WidgetSelectEmits<Meta>
>;

/**
 * The component as a template (and `new`) sees it: a constructor generic in
 * `Meta`, inferred from `options.data`, with every prop optional.
 */
export type GenericWidgetSelect = new <Meta = Record<string, unknown>>(
  props: ConstructorParameters<TypedWidgetSelect<Meta>>[0],
) => InstanceType<TypedWidgetSelect<Meta>>;

/** Runtime props: Vue checks their types, and casts a bare `open` attribute to `true`. */
export const PROPS = {
  modelValue: { type: [String, Array] as PropType<SelectValue | undefined>, default: undefined },
  searchQuery: { type: String, default: undefined },
  open: { type: Boolean, default: undefined },
  options: { type: Object as PropType<SelectOptions<never> | undefined>, default: undefined },
  name: { type: String, default: undefined },
  id: { type: String, default: undefined },
  ariaLabel: { type: String, default: undefined },
  ariaLabelledby: { type: String, default: undefined },
  ariaDescribedby: { type: String, default: undefined },
  ariaErrormessage: { type: String, default: undefined },
} as const satisfies { [K in keyof WidgetSelectProps]-?: unknown };

/** Runtime emits: every event under its own name, plus the three `v-model` updates. */
export const EMITS = Object.fromEntries(
  ['update:modelValue', 'update:searchQuery', 'update:open', ...EVENT_NAMES].map((name) => [name, null]),
) as unknown as RuntimeEmits;
