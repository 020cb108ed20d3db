/**
 * `<widget-select>` in React 19 JSX, typed: `import type {} from
 * 'widget-select/element/react'` once (or list it in tsconfig `types`).
 * React 19 sets a prop as the element's property when the element has one
 * (`maxSelections`, `value`, `data`, `options`), else as an attribute
 * (`max-selections`, what a server renders); a prop `on<event>` listens to
 * that event, so `onws-change` receives the `ws-change` CustomEvent.
 */
import type { HTMLAttributes, RefAttributes } from 'react';
import type {
  WidgetSelectElement,
  WidgetSelectElementAttributes,
  WidgetSelectElementListenerProps,
  WidgetSelectElementProperties,
} from 'widget-select/element';

/** `onws-change={(event) => event.detail}`: one listener prop per `ws-<name>` event. */
export type WidgetSelectJsxEventProps = WidgetSelectElementListenerProps;

/** The props of `<widget-select>` in JSX. */
export type WidgetSelectJsxProps = Omit<
  HTMLAttributes<WidgetSelectElement>,
  keyof WidgetSelectElementProperties
> &
  RefAttributes<WidgetSelectElement> &
  WidgetSelectElementProperties &
  Omit<WidgetSelectElementAttributes, keyof WidgetSelectElementProperties> &
  WidgetSelectJsxEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'widget-select': WidgetSelectJsxProps;
    }
  }
}
