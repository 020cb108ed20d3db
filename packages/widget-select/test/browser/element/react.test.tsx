/** A React 19 app using <widget-select> directly: properties and events, no wrapper. */
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectValue } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';
import type {} from 'widget-select/element/react';
import { clickControl, fixture, tagValues } from '../helpers';
import { element, rowIn } from './element-helpers';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

function App({ onNative }: { onNative: (value: SelectValue) => void }) {
  const [value, setValue] = useState<SelectValue>(['banana']);
  const [data, setData] = useState(fruits);
  const [multiple, setMultiple] = useState(true);
  return (
    <form>
      <widget-select
        name="fruits"
        label="Fruits"
        multiple={multiple}
        data={data}
        value={value}
        onws-change={(event) => setValue(event.detail)}
        onChange={(event) => onNative((event.target as WidgetSelectElement).value)}
      />
      <output>{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(['cherry', 'apple'])}>
        set
      </button>
      <button type="button" onClick={() => setData([...fruits, { value: 'kiwi', label: 'Kiwi' }])}>
        more
      </button>
      <button type="button" onClick={() => setMultiple(false)}>
        single
      </button>
    </form>
  );
}

test('React 19: properties in, ws-change and native change out', async () => {
  const host = fixture('');
  const native: SelectValue[] = [];
  const root = createRoot(host);
  await act(async () => root.render(<App onNative={(value) => native.push(value)} />));
  const select = element();
  const output = () => host.querySelector('output')?.textContent;
  const button = (name: string) =>
    Array.from(host.querySelectorAll('form > button')).find((b) => b.textContent === name)!;
  expect(select.multiple).toBe(true);
  expect(tagValues()).toEqual(['banana']);

  await clickControl();
  await userEvent.click(rowIn('Cherry'));
  await expect.poll(output).toBe('["banana","cherry"]');
  expect(native).toEqual([['banana', 'cherry']]);
  await userEvent.keyboard('{Escape}');

  await userEvent.click(button('set'));
  await expect.poll(() => tagValues()).toEqual(['cherry', 'apple']);
  expect(new FormData(select.form!).getAll('fruits')).toEqual(['cherry', 'apple']);

  await userEvent.click(button('more'));
  await clickControl();
  await expect.poll(() => rowIn('Kiwi')).toBeTruthy();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(button('single'));
  await expect.poll(() => select.type).toBe('select-one');
  await act(async () => root.unmount());
  expect(host.querySelector('.widget-select')).toBeNull();
});
