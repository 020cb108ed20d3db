/**
 * `<widget-select>` in React 19 JSX, checked by strict `tsc` (npm run
 * typecheck) as an app gets it: properties and attributes typed, one
 * `onws-<name>` listener per widget event with its CustomEvent.
 */
import type {} from 'widget-select/element/react';
import { useRef } from 'react';
import type { Option, SelectValue } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';

export function Fields({ onValue }: { onValue: (value: SelectValue) => void }) {
  const ref = useRef<WidgetSelectElement>(null);
  const picked = (option: Option<Record<string, unknown>>) => option.label.length;
  return (
    <form>
      <widget-select
        ref={ref}
        id="fruit"
        className="field"
        name="fruit"
        placeholder="Pick a fruit"
        multiple
        clearable
        required
        maxSelections={3}
        max-selections={3}
        allow-create
        close-on-select={false}
        searchable={false}
        presentation="sheet"
        value={['apple']}
        data={[{ value: 'apple', label: 'Apple' }]}
        options={{ theme: 'dark' }}
        aria-label="Fruit"
        onws-change={(event) => onValue(event.detail)}
        onws-select={(event) => picked(event.detail)}
        onws-maximum={(event) => event.detail.limit.toFixed()}
        onws-search={(event) => event.detail.toUpperCase()}
        onBlur={() => ref.current?.focus()}
      >
        <option value="apple">Apple</option>
      </widget-select>
      {/* @ts-expect-error max-selections is a count, not a string */}
      <widget-select max-selections="three" />
      {/* @ts-expect-error multiple is a boolean */}
      <widget-select multiple="yes" />
      {/* @ts-expect-error the value of ws-change is a value, not an option */}
      <widget-select onws-change={(event) => picked(event.detail)} />
      {/* @ts-expect-error no such property */}
      <widget-select maxSelection={3} />
    </form>
  );
}
