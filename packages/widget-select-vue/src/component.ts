/**
 * `<WidgetSelect>` for Vue 3: one SelectWidget per mounted component, built
 * in `onMounted` (so server rendering and importing on a server touch no
 * DOM), kept in step with its props by watchers that all funnel into one
 * ordered `sync()`, and destroyed before unmount. Written with `h()` so the
 * package needs no SFC compile step.
 */
import {
  type DefineSetupFnComponent,
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
import { type SelectEventName, type SelectOptions, SelectWidget } from 'widget-select';
import {
  applyState,
  createMount,
  type Echo,
  EVENT_NAMES,
  type MountAttributes,
  OptionTracker,
  REMOUNT_ONLY,
  RemountGuard,
  same,
  settleMount,
  snapshot,
  updateMountIdentity,
} from 'widget-select/adapter';
import type { WidgetSelectListeners, WidgetSelectProps } from './types';

type AnyOptions = Record<string, unknown>;

const PROPS = [
  'modelValue',
  'searchQuery',
  'open',
  'options',
  'name',
  'id',
  'ariaLabel',
  'ariaLabelledby',
  'ariaDescribedby',
  'ariaErrormessage',
] as const satisfies readonly (keyof WidgetSelectProps)[];

type EmitName = 'update:modelValue' | 'update:searchQuery' | 'update:open' | SelectEventName;

const EMITS: EmitName[] = ['update:modelValue', 'update:searchQuery', 'update:open', ...EVENT_NAMES];

/** A bare `open` attribute arrives as `''` (array-declared props are not cast to booleans). */
function openOf(open: unknown): boolean | undefined {
  return open === undefined ? undefined : open !== false;
}

function setup<Meta = Record<string, unknown>>(
  props: WidgetSelectProps<Meta> & WidgetSelectListeners<Meta>,
  { emit, expose }: SetupContext<EmitName[]>,
) {
  const container = shallowRef<HTMLDivElement | null>(null);
  const instance = shallowRef<SelectWidget<Meta> | null>(null);
  expose({ instance });

  const options = (): AnyOptions => (props.options ?? {}) as AnyOptions;
  /** The options as plain values (no Vue proxies reach the core). */
  const rawOptions = (): AnyOptions => {
    const source = options();
    const raw: AnyOptions = {};
    for (const key of Object.keys(source)) raw[key] = toRaw(source[key]);
    return raw;
  };
  const mountAttributes = (): MountAttributes => ({
    name: props.name,
    id: props.id,
    ariaLabel: props.ariaLabel,
    ariaLabelledby: props.ariaLabelledby,
    ariaDescribedby: props.ariaDescribedby,
    ariaErrormessage: props.ariaErrormessage,
    multiple: options().multiple === true,
  });
  const remountValues = (): AnyOptions => {
    const values: AnyOptions = {
      native: props.name !== undefined,
      // The core builds its remote source only at construction: ajax contents are live, its presence is not.
      ajax: options().ajax !== undefined,
      ariaLabel: props.ariaLabel,
      ariaLabelledby: props.ariaLabelledby,
    };
    for (const key of REMOUNT_ONLY) values[key] = toRaw(options()[key]);
    return values;
  };

  let mount: HTMLElement | null = null;
  let tracker: OptionTracker | null = null;
  let guard: RemountGuard | null = null;
  let echo: Echo = null;
  let appliedData: unknown;
  let dataDirty = false;
  let stopDeepData: WatchStopHandle | undefined;
  // Last prop values applied: a prop is applied when it changes (Vue's
  // v-model convention), so a one-way `:model-value` acts as a starting value.
  let lastModel: unknown;
  let lastOpen: boolean | undefined;
  let lastQuery: string | undefined;

  /** In-place mutations of a reactive `data` array (push, splice, option edits). */
  const watchDataContents = (data: unknown) => {
    stopDeepData?.();
    stopDeepData = isReactive(data)
      ? watch(
          data as object,
          () => {
            dataDirty = true;
            sync();
          },
          { deep: true },
        )
      : undefined;
  };

  function sync(): void {
    const widget = instance.value;
    if (!widget || !mount || !tracker || !guard) return;
    guard.check(remountValues());
    updateMountIdentity(mount, mountAttributes());
    const raw = rawOptions();
    const dataChanged = dataDirty || raw.data !== appliedData;
    dataDirty = false;
    appliedData = raw.data;
    const state: Parameters<typeof applyState<Meta>>[1] = {
      data: raw.data as SelectOptions<Meta>['data'],
      dataChanged,
      options: tracker.changes(raw),
    };
    if (props.modelValue !== undefined && !same(props.modelValue, lastModel)) {
      lastModel = snapshot(props.modelValue);
      state.value = toRaw(props.modelValue);
    }
    const open = openOf(props.open);
    if (open !== undefined && open !== lastOpen) state.open = open;
    lastOpen = open;
    if (props.searchQuery !== undefined && props.searchQuery !== lastQuery)
      state.searchQuery = props.searchQuery;
    lastQuery = props.searchQuery;
    applyState(widget, state, (e) => {
      echo = e;
    });
  }

  onMounted(() => {
    const element = createMount(mountAttributes());
    container.value!.append(element);
    tracker = new OptionTracker((key) => toRaw(options()[key]));
    const raw = rawOptions();
    const widget = new SelectWidget<Meta>(element, tracker.initial(raw) as never);
    settleMount(element);
    guard = new RemountGuard(remountValues(), 'widget-select-vue: give <WidgetSelect> a new `key`');
    mount = element;
    appliedData = raw.data;
    instance.value = widget;
    sync();
    for (const name of EVENT_NAMES) {
      widget.on(name, (payload: unknown) => {
        if (echo === name) return;
        if (name === 'change') emit('update:modelValue', payload);
        if (name === 'search') emit('update:searchQuery', payload);
        if (name === 'open' || name === 'close') emit('update:open', name === 'open');
        emit(name, payload);
      });
    }
    watchDataContents(options().data);
  });

  // Every watcher funnels into sync(), which applies everything in a safe
  // order and is idempotent, so several firing in one tick is harmless.
  watch(
    () => options().data,
    (data) => {
      watchDataContents(data);
      sync();
    },
  );
  watch(
    () => {
      // Read every key but `data` through the proxy, so deep changes are tracked.
      const source = options();
      const tracked: AnyOptions = {};
      for (const key of Object.keys(source)) if (key !== 'data') tracked[key] = source[key];
      return tracked;
    },
    sync,
    { deep: true },
  );
  watch(
    () => [
      props.modelValue,
      props.open,
      props.searchQuery,
      props.id,
      props.name,
      props.ariaLabel,
      props.ariaLabelledby,
      props.ariaDescribedby,
      props.ariaErrormessage,
    ],
    sync,
    { deep: true },
  );

  onBeforeUnmount(() => {
    stopDeepData?.();
    const widget = instance.value;
    instance.value = null;
    widget?.destroy();
    mount?.remove();
    mount = null;
  });

  return () => h('div', { ref: container });
}

const component = defineComponent(setup, {
  name: 'WidgetSelect',
  props: [...PROPS],
  emits: EMITS,
});

/**
 * `h()` and test mounts erase generics to `unknown`, which would reject
 * ordinary `SelectOptions` (their callbacks take `Option<Meta>`). TypeScript
 * infers from the last construct signature, so this untyped-`Meta` one is
 * what they see; a direct `new`/template check (Volar) still resolves the
 * generic signature first.
 */
type ErasedWidgetSelect = DefineSetupFnComponent<
  // biome-ignore lint/suspicious/noExplicitAny: the fallback must accept any Meta
  WidgetSelectProps<any> & WidgetSelectListeners<any>,
  EmitName[]
>;

/** The type of {@link WidgetSelect}: generic in `Meta` for templates, lenient for `h()`. */
export type WidgetSelectComponent = typeof component & ErasedWidgetSelect;

/**
 * A Vue 3 component around one {@link SelectWidget}.
 *
 * - `v-model` (value), `v-model:searchQuery`, `v-model:open`.
 * - `:options` takes every SelectOptions key; it is watched deeply and
 *   applied live, except `multiple`, `searchable`, `plugins` and
 *   `dropdownParent`: give the component a new `key` to change those.
 * - Every core event is emitted under its own name (`@select`, `@change`…).
 * - A template ref exposes `{ instance }` (see {@link WidgetSelectExposed}).
 *
 * @example
 * <WidgetSelect v-model="value" :options="{ data: fruits, placeholder: 'Pick' }" @select="onSelect" />
 */
export const WidgetSelect: WidgetSelectComponent = component as WidgetSelectComponent;
