/**
 * `<widget-select>` in SolidJS JSX, typed: `import type {} from
 * 'widget-select/element/solid'` once (or list it in tsconfig `types`).
 * Solid sets a custom element's props as its properties (`maxSelections`,
 * `value`, `data`, `options`; a dashed name such as `max-selections` as its
 * camel-cased property), and `on:ws-change` (or `onws-change`) listens to the
 * `ws-change` CustomEvent.
 */
import type { JSX } from 'solid-js';
import type {
  WidgetSelectElement,
  WidgetSelectElementAttributes,
  WidgetSelectElementCustomEventName,
  WidgetSelectElementEventMap,
  WidgetSelectElementListenerProps,
  WidgetSelectElementProperties,
} from 'widget-select/element';

/** `on:ws-change={(event) => event.detail}`: one native listener prop per `ws-<name>` event. */
export type WidgetSelectSolidEventProps = {
  [K in WidgetSelectElementCustomEventName as `on:${K}`]?: (
    event: WidgetSelectElementEventMap[K] & { currentTarget: WidgetSelectElement },
  ) => void;
} & WidgetSelectElementListenerProps;

/** The props of `<widget-select>` in Solid's JSX. */
export type WidgetSelectSolidProps = Omit<
  JSX.HTMLAttributes<WidgetSelectElement>,
  keyof WidgetSelectElementProperties
> &
  WidgetSelectElementProperties &
  Omit<WidgetSelectElementAttributes, keyof WidgetSelectElementProperties> &
  WidgetSelectSolidEventProps;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'widget-select': WidgetSelectSolidProps;
    }
  }
}
