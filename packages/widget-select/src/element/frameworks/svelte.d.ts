/**
 * `<widget-select>` in Svelte 5 templates, typed for svelte-check: `import
 * type {} from 'widget-select/element/svelte'` once (or list it in tsconfig
 * `types`). Svelte 5 sets a prop as the element's property when the element
 * has one (`maxSelections`, `value`, `data`, `options`), else as an
 * attribute, and an `on<event>` attribute listens to that event, so
 * `onws-change` receives the `ws-change` CustomEvent.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type {
  WidgetSelectElement,
  WidgetSelectElementAttributes,
  WidgetSelectElementListenerProps,
  WidgetSelectElementProperties,
} from 'widget-select/element';

/** `onws-change={(event) => event.detail}`: one listener attribute per `ws-<name>` event. */
export type WidgetSelectSvelteEventProps = WidgetSelectElementListenerProps;

/** The props of `<widget-select>` in a Svelte template. */
export type WidgetSelectSvelteProps = Omit<
  HTMLAttributes<WidgetSelectElement>,
  keyof WidgetSelectElementProperties
> &
  WidgetSelectElementProperties &
  Omit<WidgetSelectElementAttributes, keyof WidgetSelectElementProperties> &
  WidgetSelectSvelteEventProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'widget-select': WidgetSelectSvelteProps;
  }
}
