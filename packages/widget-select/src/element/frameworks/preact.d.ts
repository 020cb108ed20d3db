/**
 * `<widget-select>` in Preact JSX, typed: `import type {} from
 * 'widget-select/element/preact'` once (or list it in tsconfig `types`).
 * Preact sets a prop as the element's property when the element has one
 * (`maxSelections`, `value`, `data`, `options`), else as an attribute, so
 * define the element (`import 'widget-select/element'`) before the first
 * render: an object prop given to an element not defined yet becomes the
 * text "[object Object]". A prop `onws-change` listens to the `ws-change`
 * CustomEvent.
 */
import type { JSX } from 'preact';
import type {
  WidgetSelectElement,
  WidgetSelectElementAttributes,
  WidgetSelectElementListenerProps,
  WidgetSelectElementProperties,
} from 'widget-select/element';

/** The props of `<widget-select>` in Preact's JSX. */
export type WidgetSelectPreactProps = Omit<
  JSX.HTMLAttributes<WidgetSelectElement>,
  keyof WidgetSelectElementProperties
> &
  WidgetSelectElementProperties &
  Omit<WidgetSelectElementAttributes, keyof WidgetSelectElementProperties> &
  WidgetSelectElementListenerProps;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'widget-select': WidgetSelectPreactProps;
    }
  }
}
