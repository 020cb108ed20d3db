/**
 * Types of `<widget-select>` as templates use it (JSX, Vue): its
 * properties, its attributes as markup spells them, and its events. Types
 * only: nothing here reaches the bundle. The React and Vue declarations
 * (`widget-select/element/react`, `widget-select/element/vue`) are built
 * from these.
 */
import type { DataItemInput, SelectEventName, SelectEvents, SelectOptions, SelectValue } from '../types';
import type { Kebab, ReflectedProperties } from './attributes';
import type { Meta } from './methods';

/** The properties a template may set: every reflected attribute's, and `value`, `data`, `options`. */
export type WidgetSelectElementProperties = Partial<ReflectedProperties> & {
  /** The value: a string or null, or an array of strings in multiple mode. */
  value?: SelectValue;
  /** The options, in place of the `<option>` children (`null` goes back to them). */
  data?: DataItemInput<Meta>[] | null;
  /** Any other SelectOptions (templates, ajax, hooks, plugins…). */
  options?: SelectOptions<Meta> | null;
};

/**
 * The attributes the element observes, as markup writes them
 * (`max-selections`), each typed as the property that reflects it; `value`
 * is the default value (comma-separated in multiple mode).
 */
export type WidgetSelectElementAttributes = {
  [K in keyof ReflectedProperties as Kebab<K>]?: Exclude<ReflectedProperties[K], null>;
} & {
  value?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * Every event the element fires: each widget event as `ws-<name>`, a
 * CustomEvent whose `detail` is its payload, and the native-like `input`,
 * `change`, `focus` and `blur`.
 */
export type WidgetSelectElementEventMap = {
  [K in SelectEventName as `ws-${K}`]: CustomEvent<SelectEvents<Meta>[K]>;
} & {
  input: Event;
  change: Event;
  focus: FocusEvent;
  blur: FocusEvent;
};

/** The `ws-<name>` events of {@link WidgetSelectElementEventMap}. */
export type WidgetSelectElementCustomEventName = `ws-${SelectEventName}`;

/**
 * Listener props for templates that listen through `on<event>` props or
 * attributes (React 19 JSX, Svelte 5): `onws-change={(event) => event.detail}`,
 * one per `ws-<name>` event.
 */
export type WidgetSelectElementListenerProps = {
  [K in WidgetSelectElementCustomEventName as `on${K}`]?: (event: WidgetSelectElementEventMap[K]) => void;
};
