/**
 * `<WidgetSelect>`: one SelectWidget per mounted component. The instance is
 * built in a layout effect (never during render, so server rendering and
 * importing on a server touch no DOM), fed the latest props after every
 * commit through the smallest set of instance calls, and destroyed on
 * unmount. Written with `createElement` so the package needs no JSX step,
 * and with `forwardRef` so the same build works on React 18 and 19.
 */
import {
  createElement,
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type RefAttributes,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { type SelectEventName, type SelectValue, SelectWidget } from 'widget-select';
import {
  applyState,
  createMount,
  type Echo,
  EVENT_NAMES,
  type MountAttributes,
  OptionTracker,
  REMOUNT_ONLY,
  RemountGuard,
  settleMount,
  updateMountIdentity,
} from 'widget-select/adapter';
import type { WidgetSelectEventProps, WidgetSelectProps } from './types';

/** useLayoutEffect warns when React 18 renders on a server; it never runs there anyway. */
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Event name → prop name; typed so a new core event fails to compile until mapped. */
const EVENT_PROPS: { [K in SelectEventName]: keyof WidgetSelectEventProps } = {
  change: 'onChange',
  select: 'onSelect',
  unselect: 'onUnselect',
  create: 'onCreate',
  reorder: 'onReorder',
  maximum: 'onMaximum',
  open: 'onOpen',
  close: 'onClose',
  search: 'onSearch',
  clear: 'onClear',
  error: 'onError',
  loading: 'onLoading',
  invalid: 'onInvalid',
};

/** Props of the wrapper itself; everything else is a SelectOptions key. */
const WRAPPER_PROPS = new Set<string>([
  ...Object.values(EVENT_PROPS),
  'value',
  'defaultValue',
  'searchQuery',
  'open',
  'name',
  'id',
  'className',
  'style',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-errormessage',
  'children',
]);

type AnyProps = Record<string, unknown>;

/** The SelectOptions part of the props. Unknown keys pass through, so new core options work unchanged. */
function optionsOf(props: object): AnyProps {
  const options: AnyProps = {};
  for (const [key, value] of Object.entries(props)) if (!WRAPPER_PROPS.has(key)) options[key] = value;
  return options;
}

function mountAttributes<M>(props: WidgetSelectProps<M>): MountAttributes {
  return {
    name: props.name,
    id: props.id,
    ariaLabel: props['aria-label'],
    ariaLabelledby: props['aria-labelledby'],
    ariaDescribedby: props['aria-describedby'],
    ariaErrormessage: props['aria-errormessage'],
    multiple: props.multiple,
  };
}

/** What needs a remount: the core's list, plus what only the mount element carries. */
function remountValues<M>(props: WidgetSelectProps<M>): AnyProps {
  const values: AnyProps = {
    native: props.name !== undefined,
    // The core builds its remote source only at construction: ajax contents are live, its presence is not.
    ajax: props.ajax !== undefined,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  };
  for (const key of REMOUNT_ONLY) values[key] = props[key];
  return values;
}

function WidgetSelectImpl<Meta>(
  props: WidgetSelectProps<Meta>,
  ref: ForwardedRef<SelectWidget<Meta>>,
): ReactElement {
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<SelectWidget<Meta> | null>(null);
  const mount = useRef<HTMLElement | null>(null);
  // Handlers read props from here, so the instance subscribes once.
  const latest = useRef(props);
  const echo = useRef<Echo>(null);
  const sync = useRef<{ tracker: OptionTracker; guard: RemountGuard; data: unknown } | null>(null);
  // A controlled prop the parent did not update must be put back; this re-render does it.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });

  useIsomorphicLayoutEffect(() => {
    const props = latest.current;
    const host = container.current!;
    const element = createMount(mountAttributes(props));
    host.append(element);
    const tracker = new OptionTracker((key) => (latest.current as AnyProps)[key]);
    const options = tracker.initial(optionsOf(props));
    const widget = new SelectWidget<Meta>(element, options);
    settleMount(element);
    const guard = new RemountGuard(
      remountValues(props),
      'widget-select-react: give <WidgetSelect> a new `key`',
    );
    sync.current = { tracker, guard, data: props.data };
    const initial = props.value !== undefined ? props.value : props.defaultValue;
    if (initial !== undefined && initial !== null) widget.setValue(initial, { emitChange: false });
    applyState(widget, { dataChanged: false, options: null, ...controlled(props) }, (e) => {
      echo.current = e;
    });
    for (const name of EVENT_NAMES) {
      widget.on(name, (payload: unknown) => {
        if (echo.current === name) return;
        const current = latest.current as AnyProps;
        const handler = current[EVENT_PROPS[name]];
        if (typeof handler === 'function') handler(payload);
        if (isControlledBy(name, current)) rerender();
      });
    }
    instance.current = widget;
    mount.current = element;
    return () => {
      instance.current = null;
      mount.current = null;
      sync.current = null;
      widget.destroy();
      element.remove();
    };
  }, []);

  useImperativeHandle(ref, () => instance.current!, []);

  // After every commit: bring the instance up to date with the props.
  useIsomorphicLayoutEffect(() => {
    const widget = instance.current;
    const state = sync.current;
    if (!widget || !state || !mount.current) return;
    const current = props;
    state.guard.check(remountValues(current));
    updateMountIdentity(mount.current, mountAttributes(current));
    const dataChanged = current.data !== state.data;
    state.data = current.data;
    const options = state.tracker.changes(optionsOf(current));
    applyState(widget, { data: current.data, dataChanged, options, ...controlled(current) }, (e) => {
      echo.current = e;
    });
  });

  return createElement('div', { ref: container, className: props.className, style: props.style });
}

function controlled<M>(props: WidgetSelectProps<M>): {
  value?: SelectValue;
  open?: boolean;
  searchQuery?: string;
} {
  return { value: props.value, open: props.open, searchQuery: props.searchQuery };
}

/** Whether a controlled prop decides the state this event reports. */
function isControlledBy(name: SelectEventName, props: AnyProps): boolean {
  if (name === 'change') return props.value !== undefined;
  if (name === 'open' || name === 'close') return props.open !== undefined;
  if (name === 'search') return props.searchQuery !== undefined;
  return false;
}

/** `<WidgetSelect>` with its generic `Meta` (the type of `option.meta`) and its ref. */
export type WidgetSelectComponent = (<Meta = Record<string, unknown>>(
  props: WidgetSelectProps<Meta> & RefAttributes<SelectWidget<Meta>>,
) => ReactElement | null) & { displayName?: string };

const Forwarded = forwardRef(WidgetSelectImpl);
Forwarded.displayName = 'WidgetSelect';

/**
 * A React component around one {@link SelectWidget}.
 *
 * - Every `SelectOptions` key is a prop, applied live (`updateOptions` /
 *   `setData`) without remounting, except `multiple`, `searchable`,
 *   `plugins`, `dropdownParent` (and `name`, `aria-label`,
 *   `aria-labelledby`): give the component a new `key` to change those.
 * - `value` + `onChange` (controlled) or `defaultValue` (uncontrolled);
 *   `searchQuery` and `open` are controllable too.
 * - The ref receives the SelectWidget instance (null when unmounted), for
 *   `selectAll()`, `reload()`, `validate()` and the other methods.
 *
 * @example
 * const [value, setValue] = useState<string | null>(null);
 * <WidgetSelect data={fruits} value={value} onChange={(v) => setValue(v as string | null)} />
 */
export const WidgetSelect = Forwarded as unknown as WidgetSelectComponent;
