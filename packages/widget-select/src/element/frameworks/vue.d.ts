/**
 * `<widget-select>` in Vue templates, typed for vue-tsc: `import type {}
 * from 'widget-select/element/vue'` once (or list it in tsconfig `types`).
 * Tell Vue's compiler the tag is a custom element
 * (`compilerOptions.isCustomElement: (tag) => tag === 'widget-select'`);
 * Vue then sets a bound name as the element's property when it has one
 * (`:max-selections="3"` sets `maxSelections`) and `@ws-change` listens to
 * the `ws-change` CustomEvent.
 */
import type { DefineComponent } from 'vue';
import type {
  WidgetSelectElementAttributes,
  WidgetSelectElementCustomEventName,
  WidgetSelectElementEventMap,
  WidgetSelectElementProperties,
} from 'widget-select/element';

/** `@ws-change="(event) => event.detail"`: the events a template can listen to, with their event types. */
export type WidgetSelectVueEmits = {
  [K in WidgetSelectElementCustomEventName | 'input' | 'change' | 'focus' | 'blur']: (
    event: WidgetSelectElementEventMap[K],
  ) => void;
};

/** The props of `<widget-select>` in a Vue template. */
export type WidgetSelectVueProps = WidgetSelectElementProperties &
  Omit<WidgetSelectElementAttributes, keyof WidgetSelectElementProperties>;

declare module 'vue' {
  interface GlobalComponents {
    // biome-ignore lint/complexity/noBannedTypes: Vue's own defaults of the type parameters before the emits.
    'widget-select': DefineComponent<WidgetSelectVueProps, {}, {}, {}, {}, {}, {}, WidgetSelectVueEmits>;
  }
}
