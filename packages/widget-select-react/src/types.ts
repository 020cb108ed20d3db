/**
 * Public prop types of the React wrapper. Every `SelectOptions` key is a
 * prop (inherited with its core documentation); the wrapper adds value
 * binding, controlled open state and query, one `onX` prop per event, and a
 * few container attributes.
 */
import type { CSSProperties, ReactElement, RefAttributes, RefObject } from 'react';
import type { AjaxConfig, SelectOptions, SelectPlugin, SelectValue, SelectWidget } from 'widget-select';
import type { EventHandlers } from 'widget-select/adapter';

/**
 * One `onX` prop per core event (`onChange`, `onSelect` … `onInvalid`), each
 * receiving the event's payload. Events that come from a prop (`value`,
 * `open`, `searchQuery`) are not reported back; instance calls made through
 * the ref (`selectAll()`, `clearAll()`…) are.
 */
export type WidgetSelectEventProps<Meta = Record<string, unknown>> = EventHandlers<Meta>;

/**
 * Props of `<WidgetSelect>`. Every option of the core is a prop and is
 * applied live through `updateOptions` / `setData`, except the remount-only
 * ones (`multiple`, `searchable`, `classNames`, `plugins`, `dropdownParent`, adding or
 * removing `ajax` or `name`, and `aria-label`, `aria-labelledby`), which need
 * a new `key`.
 *
 * Options are compared by content (plain objects and arrays two levels deep,
 * functions by identity, plugins by name) and only what changed is applied,
 * so inline literals are fine. A new inline hook (`beforeSelect`,
 * `createOption`…) applies without a render; a new inline render function
 * (`templateResult`, `filterOption`…) re-renders the rows, so memoize those
 * with `useCallback`. `data` is compared by identity: pass a new array to
 * replace the options.
 */
export interface WidgetSelectProps<Meta = Record<string, unknown>>
  extends SelectOptions<Meta>,
    EventHandlers<Meta> {
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
   * or every render applies a new one.
   */
  ajax?: AjaxConfig<Meta>;
}

/** What {@link useWidgetSelect} returns. */
export interface WidgetSelectHandle<Meta = Record<string, unknown>> {
  /** Put it on the element the widget mounts into (a `<div>` of yours). */
  readonly ref: RefObject<HTMLDivElement | null>;
  /** The SelectWidget instance: `null` before the first commit and after unmount. */
  readonly instance: RefObject<SelectWidget<Meta> | null>;
}

/**
 * The value's shape as `multiple` gives it: `string[]` for `multiple` (true),
 * `string | null` without it (or false), either for a `boolean` known only
 * at run time.
 */
export type ValueOf<Multiple extends boolean | undefined> = [Multiple] extends [true]
  ? string[]
  : [Multiple] extends [false | undefined]
    ? string | null
    : SelectValue;

/**
 * {@link WidgetSelectProps} with `onChange` typed by `multiple`. A component
 * given `Meta` explicitly and a `multiple` known only at run time names
 * both: `<WidgetSelect<MyMeta, boolean> multiple={isMulti} … />`.
 */
export type WidgetSelectTypedProps<Meta, Multiple extends boolean | undefined> = Omit<
  WidgetSelectProps<Meta>,
  'multiple' | 'onChange'
> & {
  /** Allow more than one selected option. **Remount-only**: change `key` with it. @default false */
  multiple?: Multiple;
  /** The value changed: `string[]` with `multiple`, else `string | null`. */
  onChange?: ((value: ValueOf<Multiple>) => void) | undefined;
};

/**
 * `<WidgetSelect>` with its generic `Meta` (the type of `option.meta`), its
 * ref, and the value types narrowed by `multiple`.
 */
export type WidgetSelectComponent = (<
  Meta = Record<string, unknown>,
  Multiple extends boolean | undefined = false,
>(
  props: WidgetSelectTypedProps<Meta, Multiple> & RefAttributes<SelectWidget<Meta>>,
) => ReactElement | null) & { displayName?: string };
