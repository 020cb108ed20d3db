/**
 * `useWidgetSelect`: one SelectWidget inside a container element of yours, built in a layout
 * effect (so a server touches no DOM), handed the latest props after every commit (the core
 * applies only what changed) and destroyed on unmount.
 */
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { SelectWidget } from 'widget-select';
import { type BindingInput, handlerName, OPTION_NAMES, WidgetBinding } from 'widget-select/adapter';
import type { WidgetSelectHandle, WidgetSelectProps } from './types';

/** useLayoutEffect warns when React 18 renders on a server; it never runs there anyway. */
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type AnyProps = Record<string, unknown>;

/** The props as the binding takes them. Every option is there: a removed prop is `undefined` (its default). */
function inputOf<M>(props: WidgetSelectProps<M>): BindingInput {
  const options: AnyProps = {};
  for (const key of OPTION_NAMES) options[key] = props[key];
  const { name, id, value, open, searchQuery } = props;
  const attributes = {
    name,
    id,
    ariaLabel: props['aria-label'],
    ariaLabelledby: props['aria-labelledby'],
    ariaDescribedby: props['aria-describedby'],
    ariaErrormessage: props['aria-errormessage'],
    multiple: props.multiple,
  };
  return { options, attributes, value, open, searchQuery };
}

/** Whether a controlled prop decides the state this event reports (the parent must confirm it). */
function isControlledBy(name: string, props: AnyProps): boolean {
  if (name === 'change') return props.value !== undefined;
  if (name === 'open' || name === 'close') return props.open !== undefined;
  return name === 'search' && props.searchQuery !== undefined;
}

/**
 * A SelectWidget driven by props, for when you render the container
 * yourself. Takes the props of `<WidgetSelect>` (`className` and `style`
 * excepted: they belong to your element).
 *
 * @example
 * const select = useWidgetSelect({ data: fruits, value, onChange: setValue });
 * return <div ref={select.ref} className="picker" />;
 */
export function useWidgetSelect<Meta = Record<string, unknown>>(
  props: WidgetSelectProps<Meta>,
): WidgetSelectHandle<Meta> {
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<SelectWidget<Meta> | null>(null);
  const binding = useRef<WidgetBinding<Meta>>(null);
  // Event handlers read the latest props from here, so the instance subscribes once.
  const latest = useRef(props);
  // A controlled prop the parent did not update must be put back; this re-render does it.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });

  useIsomorphicLayoutEffect(() => {
    const props = latest.current;
    const input = { ...inputOf(props), value: props.value !== undefined ? props.value : props.defaultValue };
    const bound = new WidgetBinding<Meta>(
      SelectWidget,
      container.current!,
      input,
      (name, payload) => {
        const current = latest.current as AnyProps;
        const handler = current[handlerName(name)];
        if (typeof handler === 'function') handler(payload);
        if (isControlledBy(name, current)) rerender();
      },
      'widget-select-react: give <WidgetSelect> a new `key`',
    );
    binding.current = bound;
    instance.current = bound.instance;
    return () => {
      binding.current = null;
      instance.current = null;
      bound.destroy();
    };
  }, []);

  // After every commit (the mount's too, harmlessly): the instance applies what changed.
  useIsomorphicLayoutEffect(() => {
    binding.current?.update(inputOf(props));
  });

  return { ref: container, instance };
}
