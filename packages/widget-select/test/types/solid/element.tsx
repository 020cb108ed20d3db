/**
 * `<widget-select>` in SolidJS JSX, checked by strict `tsc` (npm run
 * typecheck) as an app gets it: properties and attributes typed, one
 * `on:ws-<name>` (and `onws-<name>`) listener per widget event with its
 * CustomEvent.
 */
import type {} from 'widget-select/element/solid';
import type { Option, SelectValue } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';

export function Fields(props: { onValue: (value: SelectValue) => void }) {
  let element: WidgetSelectElement | undefined;
  const picked = (option: Option<Record<string, unknown>>) => option.label.length;
  return (
    <form>
      <widget-select
        ref={element}
        id="fruit"
        class="field"
        name="fruit"
        placeholder="Pick a fruit"
        multiple
        clearable
        required
        maxSelections={3}
        max-selections={3}
        allow-create
        searchable={false}
        value={['apple']}
        data={[{ value: 'apple', label: 'Apple' }]}
        options={{ theme: 'dark' }}
        aria-label="Fruit"
        on:ws-change={(event) => props.onValue(event.detail)}
        on:ws-select={(event) => picked(event.detail)}
        onws-maximum={(event) => event.detail.limit.toFixed()}
        onFocusOut={() => element?.focus()}
      />
      {/* @ts-expect-error maxSelections is a number */}
      <widget-select maxSelections="3" />
      {/* @ts-expect-error a ws-change listener gets the CustomEvent of the value */}
      <widget-select on:ws-change={(event: CustomEvent<number>) => event.detail} />
    </form>
  );
}
