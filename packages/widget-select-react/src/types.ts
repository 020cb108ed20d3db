/**
 * Public prop types of the React wrapper. Every `SelectOptions` key is a
 * prop (inherited with its core documentation); the wrapper adds value
 * binding, controlled open state and query, one `onX` prop per event, and a
 * few container attributes.
 */
import type { CSSProperties } from 'react';
import type {
  AjaxConfig,
  Option,
  SelectEvents,
  SelectOptions,
  SelectPlugin,
  SelectValue,
} from 'widget-select';

/** One `onX` prop per core event; each receives the event's payload. */
export interface WidgetSelectEventProps<Meta = Record<string, unknown>> {
  /**
   * The value changed: a string or null (single), an array of strings
   * (multiple). Fires for user changes and for instance calls made through
   * the ref (`selectAll()`, `clearAll()`…); never for changes that come from
   * the `value` prop. Pair it with `value` for a controlled component.
   */
  onChange?: (value: SelectValue) => void;
  /** A user selected an option. */
  onSelect?: (option: Option<Meta>) => void;
  /** A user removed an option. */
  onUnselect?: (option: Option<Meta>) => void;
  /** Tags mode created a new option; the only way to read created options. */
  onCreate?: (option: Option<Meta>) => void;
  /** Sortable tags changed order; receives the new value order. `onChange` fires too. */
  onReorder?: (values: string[]) => void;
  /** An interactive pick exceeded `maxSelections` and was ignored. */
  onMaximum?: (detail: SelectEvents<Meta>['maximum']) => void;
  /** The dropdown opened (not when the `open` prop opened it). Pair with `open` to control it. */
  onOpen?: () => void;
  /** The dropdown closed (not when the `open` prop closed it). Pair with `open` to control it. */
  onClose?: () => void;
  /**
   * The search query changed (typing, or the reset to `''` on close); never
   * for changes that come from the `searchQuery` prop.
   */
  onSearch?: (query: string) => void;
  /** The user cleared every selection (clear button). `onChange` fires too. */
  onClear?: () => void;
  /** Remote loading failed. */
  onError?: (error: Error) => void;
  /** Remote loading started (`true`) or ended (`false`). */
  onLoading?: (loading: boolean) => void;
  /** Validation failed with this message (`validate()`, `reportValidity()`, form submit). */
  onInvalid?: (message: string) => void;
}

/**
 * Props of `<WidgetSelect>`. Every option of the core is a prop and is
 * applied live through `updateOptions` / `setData`, except the remount-only
 * ones (`multiple`, `searchable`, `plugins`, `dropdownParent`, adding or
 * removing `ajax` or `name`, and `aria-label`, `aria-labelledby`), which need
 * a new `key`.
 *
 * Options are compared by content (plain objects and arrays two levels deep,
 * functions by identity), so inline object literals are fine; memoize
 * inline render functions (`templateResult`, `filterOption`…) with
 * `useCallback` to avoid a row re-render on every render. `data` is compared
 * by identity: pass a new array to replace the options.
 */
export interface WidgetSelectProps<Meta = Record<string, unknown>>
  extends SelectOptions<Meta>,
    WidgetSelectEventProps<Meta> {
  /**
   * Controlled value: a string or `null` (single), an array of strings
   * (multiple). When given, the widget always shows this value; update it
   * from `onChange`. Applied silently (no `onChange`). Leave `undefined` for
   * an uncontrolled component.
   */
  value?: SelectValue | undefined;
  /** Initial value of an uncontrolled component (read once, at mount). */
  defaultValue?: SelectValue | undefined;
  /**
   * Controlled search query. Applied silently (no `onSearch`); update it from
   * `onSearch`. Closing the dropdown resets the query to `''`.
   */
  searchQuery?: string | undefined;
  /**
   * Controlled open state of the dropdown. When given, update it from
   * `onOpen` / `onClose`, or the dropdown snaps back to this value.
   */
  open?: boolean | undefined;
  /**
   * Form field name. When set, the widget mounts on a hidden native
   * `<select name>` (with `multiple` in multiple mode), so the value is
   * submitted with its form and `required` uses native validation.
   * Changing `name` live is fine; adding or removing it needs a new `key`.
   */
  name?: string | undefined;
  /** Id of the mount element: the native `<select>` when `name` is set (target of `<label htmlFor>`), else a `<div>`. */
  id?: string | undefined;
  /** Class name(s) of the container `<div>` that holds the widget. */
  className?: string | undefined;
  /** Inline style of the container `<div>`. */
  style?: CSSProperties | undefined;
  /** Accessible name of the combobox. Read at mount: a change needs a new `key`. */
  'aria-label'?: string | undefined;
  /** Id(s) of the element(s) naming the combobox. Read at mount: a change needs a new `key`. */
  'aria-labelledby'?: string | undefined;
  /** Id(s) of the element(s) describing the combobox (help text, an error). Live. */
  'aria-describedby'?: string | undefined;
  /** Id of the element holding the combobox's error message (used while it is invalid). Live. */
  'aria-errormessage'?: string | undefined;
  /** Allow more than one selected option. **Remount-only**: change `key` with it. @default false */
  multiple?: boolean;
  /** Show a search input inside the dropdown. **Remount-only**: change `key` with it. @default true */
  searchable?: boolean;
  /** Plugins registered on the instance. **Remount-only**: change `key` with it. @default [] */
  plugins?: SelectPlugin<Meta>[];
  /** Portal the dropdown into this container. **Remount-only**: change `key` with it. */
  dropdownParent?: HTMLElement | string;
  /**
   * Remote data source. Its contents apply live (the next request uses them;
   * call `reload()` through the ref for fresh results now); adding or removing
   * it needs a new `key`. Memoize it (`useMemo`) when it holds inline functions,
   * or every render re-applies it.
   */
  ajax?: AjaxConfig<Meta>;
}
