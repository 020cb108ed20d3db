/**
 * `<widget-select>` in Preact JSX, checked by strict `tsc` (npm run
 * typecheck) as an app gets it: properties and attributes typed, one
 * `onws-<name>` listener per widget event with its CustomEvent.
 */
import type {} from 'widget-select/element/preact';
import type { Option, SelectValue } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';
import { useRef } from 'preact/hooks';

export function Fields(props: { onValue: (value: SelectValue) => void }) {
  const element = useRef<WidgetSelectElement>(null);
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
        data={[{ value: 1, label: 'One' }]}
        options={{ theme: 'dark' }}
        aria-label="Fruit"
        onws-change={(event) => props.onValue(event.detail)}
        onws-select={(event) => picked(event.detail)}
        onws-maximum={(event) => event.detail.limit.toFixed()}
      />
      {/* @ts-expect-error maxSelections is a number */}
      <widget-select maxSelections="3" />
      {/* @ts-expect-error a ws-change listener gets the CustomEvent of the value */}
      <widget-select onws-change={(event: CustomEvent<number>) => event.detail} />
    </form>
  );
}
