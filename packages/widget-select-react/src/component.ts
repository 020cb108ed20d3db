/**
 * `<WidgetSelect>`: {@link useWidgetSelect} in a `<div>` of its own, with a
 * ref to the instance. Written with `createElement` so the package needs no
 * JSX step, and with `forwardRef` so the same build works on React 18 and 19.
 */
import {
  createElement,
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  useImperativeHandle,
  useState,
} from 'react';
import type { SelectWidget } from 'widget-select';
import { OPTION_NAMES, serverMarkup } from 'widget-select/adapter';
import type { WidgetSelectComponent, WidgetSelectProps } from './types';
import { useWidgetSelect } from './use-widget-select';

function WidgetSelectImpl<Meta>(
  props: WidgetSelectProps<Meta>,
  ref: ForwardedRef<SelectWidget<Meta>>,
): ReactElement {
  const { ref: container, instance } = useWidgetSelect(props);
  useImperativeHandle(ref, () => instance.current!, [instance]);
  // The closed control as the server renders it, so the page has its final
  // size before hydration; the widget replaces it as it mounts. One object
  // for the component's life: React sets innerHTML again only for another.
  const [markup] = useState(() => {
    const options = Object.fromEntries(OPTION_NAMES.map((key) => [key, props[key]]));
    const value = props.value !== undefined ? props.value : props.defaultValue;
    return { __html: serverMarkup(options, value, { name: props.name, id: props.id }) };
  });
  return createElement('div', {
    ref: container,
    className: props.className,
    style: props.style,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: serverMarkup escapes every string it is given.
    dangerouslySetInnerHTML: markup,
  });
}

const Forwarded = forwardRef(WidgetSelectImpl);
Forwarded.displayName = 'WidgetSelect';

/**
 * A React component around one {@link SelectWidget}.
 *
 * - Every `SelectOptions` key is a prop, applied live without remounting,
 *   except `multiple`, `searchable`, `classNames`, `plugins`, `dropdownParent` (and
 *   `name`, `aria-label`, `aria-labelledby`): give it a new `key` to change those.
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
