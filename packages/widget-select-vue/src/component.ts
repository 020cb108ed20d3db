/**
 * `<WidgetSelect>` for Vue 3: one SelectWidget per mounted component, built in `onMounted` (so a
 * server touches no DOM), handed its props by watchers that all funnel into one `sync()`, and
 * destroyed before unmount. Written with `h()`, so the package needs no SFC compile step.
 */
import {
  defineComponent,
  h,
  isReactive,
  onBeforeUnmount,
  onMounted,
  type SetupContext,
  shallowRef,
  toRaw,
  type WatchStopHandle,
  watch,
} from 'vue';
import { type SelectValue, SelectWidget } from 'widget-select';
import {
  type BindingInput,
  optionsFrom,
  same,
  sameValue,
  serverMarkup,
  snapshot,
  WidgetBinding,
} from 'widget-select/adapter';
import {
  EMITS,
  type ErasedWidgetSelect,
  type GenericWidgetSelect,
  PROPS,
  type RuntimeEmits,
  type WidgetSelectListeners,
  type WidgetSelectProps,
} from './types';

type AnyOptions = Record<string, unknown>;

function setup<Meta = Record<string, unknown>>(
  props: WidgetSelectProps<Meta> & WidgetSelectListeners<Meta>,
  { emit, expose }: SetupContext<RuntimeEmits>,
) {
  const container = shallowRef<HTMLDivElement | null>(null);
  const instance = shallowRef<SelectWidget<Meta> | null>(null);
  expose({ instance, getPendingValue: () => instance.value?.getPendingValue() ?? null });
  let binding: WidgetBinding<Meta> | null = null;
  let dataMutated = false;
  let stopDeepData: WatchStopHandle | undefined;
  // Prop values last applied: a prop applies when it changes (Vue's v-model
  // convention), so a one-way `:model-value` acts as a starting value.
  let last: { value?: unknown; open?: boolean | undefined; query?: string | undefined } = {};
  // A model value the widget could not take (its options had not arrived): it is applied
  // again when the data changes, until it takes or the user changes the value.
  let untaken: SelectValue | undefined;
  let lastData: unknown;

  const options = (): AnyOptions => (props.options ?? {}) as AnyOptions;

  /** Plain copies (no Vue proxies reach the core; a later in-place change is seen as a change). */
  function input(): BindingInput {
    const raw = optionsFrom(options(), toRaw);
    const { name, id, ariaLabel, ariaLabelledby, ariaDescribedby, ariaErrormessage } = props;
    const attributes = { name, id, ariaLabel, ariaLabelledby, ariaDescribedby, ariaErrormessage };
    const state: BindingInput = {
      options: raw,
      attributes: { ...attributes, multiple: raw.multiple === true },
    };
    const { modelValue, open, searchQuery } = props;
    const dataChanged = dataMutated || raw.data !== lastData;
    lastData = raw.data;
    if (modelValue !== undefined && !same(modelValue, last.value)) state.value = toRaw(modelValue);
    else if (untaken !== undefined && dataChanged) state.value = untaken;
    if (open !== undefined && open !== last.open) state.open = open;
    if (searchQuery !== undefined && searchQuery !== last.query) state.searchQuery = searchQuery;
    last = { value: snapshot(modelValue), open, query: searchQuery };
    state.dataMutated = dataMutated;
    dataMutated = false;
    return state;
  }

  /** After `state` was applied: remembers its model value if the widget did not take it. */
  function noteUntaken(state: BindingInput): void {
    if (state.value === undefined || !binding) return;
    const { value } = state;
    if (sameValue(value, binding.instance.getValue())) untaken = undefined;
    // A copy: the parent may change its model array in place later.
    else untaken = Array.isArray(value) ? [...value] : value;
  }

  const sync = () => {
    const state = input();
    binding?.update(state);
    noteUntaken(state);
  };

  /** In-place mutations of a reactive `data` array (push, splice, option edits). */
  const watchDataContents = (data: unknown) => {
    stopDeepData?.();
    const onMutation = () => {
      dataMutated = true;
      sync();
    };
    stopDeepData = isReactive(data) ? watch(data as object, onMutation, { deep: true }) : undefined;
  };

  onMounted(() => {
    const state = input();
    binding = new WidgetBinding<Meta>(
      SelectWidget,
      container.value!,
      state,
      (name, payload) => {
        if (name === 'change') {
          untaken = undefined;
          emit('update:modelValue', payload as SelectValue);
        }
        if (name === 'search') emit('update:searchQuery', payload as string);
        if (name === 'open' || name === 'close') emit('update:open', name === 'open');
        (emit as (event: string, payload: unknown) => void)(name, payload);
      },
      'widget-select-vue: give <WidgetSelect> a new `key`',
    );
    instance.value = binding.instance;
    noteUntaken(state);
    watchDataContents(options().data);
  });

  // Every watcher funnels into sync(), which is idempotent: several in one tick are harmless.
  watch(
    () => options().data,
    (data) => {
      watchDataContents(data);
      sync();
    },
  );
  // Every key but `data` read through the proxy, so deep changes are tracked.
  watch(() => Object.entries(options()).filter(([key]) => key !== 'data'), sync, { deep: true });
  const others = Object.keys(PROPS).filter((key) => key !== 'options');
  watch(() => others.map((key) => (props as AnyOptions)[key]), sync, { deep: true });

  onBeforeUnmount(() => {
    stopDeepData?.();
    instance.value = null;
    binding?.destroy();
    binding = null;
  });

  // The closed control as the server renders it, so the page has its final
  // size before hydration; the widget replaces it as it mounts. The same
  // string for the component's life: Vue sets innerHTML again only for another.
  const markup = serverMarkup(optionsFrom(options(), toRaw), toRaw(props.modelValue), {
    name: props.name,
    id: props.id,
  });
  return () => h('div', { ref: container, innerHTML: markup });
}

const component = defineComponent(setup, { name: 'WidgetSelect', props: PROPS, emits: EMITS });

/**
 * The type of {@link WidgetSelect}: generic in `Meta` for templates (every
 * prop optional, `Meta` inferred from `options.data`), lenient for `h()`.
 */
export type WidgetSelectComponent = GenericWidgetSelect & ErasedWidgetSelect;

/**
 * A Vue 3 component around one {@link SelectWidget}.
 *
 * - `v-model` (value), `v-model:searchQuery`, `v-model:open`.
 * - `:options` takes every SelectOptions key; it is watched deeply and
 *   applied live, except `multiple`, `searchable`, `plugins` and
 *   `dropdownParent`: give the component a new `key` to change those.
 * - Every core event is emitted under its own name (`@select`, `@change`…).
 * - A template ref exposes `{ instance, getPendingValue() }` (see {@link WidgetSelectExposed}).
 *
 * @example
 * <WidgetSelect v-model="value" :options="{ data: fruits, placeholder: 'Pick' }" @select="onSelect" />
 */
export const WidgetSelect: WidgetSelectComponent = component as WidgetSelectComponent;
