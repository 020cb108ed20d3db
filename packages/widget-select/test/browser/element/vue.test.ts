/** A Vue 3 app using <widget-select> directly: properties and events, no wrapper. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createApp, defineComponent, h, nextTick, ref } from 'vue';
import type { SelectValue } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';
import { control, fixture, tagValues } from '../helpers';
import { element, rowIn } from './element-helpers';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

test('Vue 3: bound properties in, ws-change and native change out', async () => {
  const host = fixture('<div id="app"></div>');
  const value = ref<SelectValue>('banana');
  const disabled = ref(false);
  const placeholder = ref('Pick a fruit');
  const native: SelectValue[] = [];
  // What `<widget-select :data="fruits" :value="value" @ws-change="…" @change="…">` compiles to.
  const App = defineComponent(
    () => () =>
      h('form', [
        h('widget-select', {
          name: 'fruit',
          label: 'Fruit',
          clearable: true,
          placeholder: placeholder.value,
          disabled: disabled.value,
          data: fruits,
          value: value.value,
          'onWs-change': (event: CustomEvent<SelectValue>) => {
            value.value = event.detail;
          },
          onChange: (event: Event) => native.push((event.target as WidgetSelectElement).value),
        }),
      ]),
  );
  const app = createApp(App);
  app.mount(host.querySelector('#app')!);
  const select = element();
  expect(select.value).toBe('banana');
  expect(host.querySelector('.widget-select__value')?.textContent).toBe('Banana');

  await userEvent.click(control());
  await userEvent.click(rowIn('Cherry'));
  expect(value.value).toBe('cherry');
  expect(native).toEqual(['cherry']);
  expect(new FormData(select.form!).get('fruit')).toBe('cherry');

  value.value = 'apple';
  await nextTick();
  expect(host.querySelector('.widget-select__value')?.textContent).toBe('Apple');

  disabled.value = true;
  await nextTick();
  await expect.poll(() => control().getAttribute('aria-disabled')).toBe('true');
  disabled.value = false;
  await nextTick();
  await expect.poll(() => control().hasAttribute('aria-disabled')).toBe(false);

  await userEvent.click(host.querySelector<HTMLElement>('.widget-select__clear')!);
  expect(value.value).toBeNull();
  expect(tagValues()).toEqual([]);
  app.unmount();
  expect(host.querySelector('.widget-select')).toBeNull();
});
