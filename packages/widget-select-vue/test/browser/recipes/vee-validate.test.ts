/**
 * Recipe: VeeValidate with `useField`. The README's example, run: the value,
 * blur marking the field touched, the error message, reset, and focus on
 * the invalid field through the template ref.
 */
import { mount } from '@vue/test-utils';
import { useField, useForm } from 'vee-validate';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineComponent, h, ref } from 'vue';
import type { SelectValue } from 'widget-select';
import { WidgetSelect, type WidgetSelectExposed } from '../../../src/index';
import { control, pressAndRelease, row } from '../helpers';

// --- the recipe (README: "VeeValidate") ---
const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
];

const FruitForm = defineComponent({
  emits: { submitted: (_values: { fruit: SelectValue }) => true },
  setup(_, { emit }) {
    const widget = ref<WidgetSelectExposed | null>(null);
    const { handleSubmit, resetForm } = useForm<{ fruit: SelectValue }>({ initialValues: { fruit: null } });
    const { value, errorMessage, handleBlur, meta } = useField<SelectValue>('fruit', (v) =>
      v ? true : 'Pick a fruit',
    );
    const onSubmit = handleSubmit(
      (values) => emit('submitted', values),
      () => widget.value?.instance?.focus(),
    );
    return () =>
      h('form', { onSubmit }, [
        h(WidgetSelect, {
          ref: widget,
          ariaLabel: 'Fruit',
          ariaDescribedby: errorMessage.value ? 'fruit-error' : undefined,
          options: { data: fruits },
          modelValue: value.value,
          'onUpdate:modelValue': (next: SelectValue) => (value.value = next),
          onBlur: () => handleBlur(),
        }),
        errorMessage.value ? h('p', { id: 'fruit-error' }, errorMessage.value) : null,
        h('button', { type: 'submit' }, 'Send'),
        h('button', { type: 'button', onClick: () => resetForm() }, 'Reset'),
        // Below the buttons: shown as focus leaves the widget for a button, it must not move
        // that button between the press and the release, or the click is lost.
        meta.touched ? h('p', { id: 'fruit-touched' }, 'touched') : null,
      ]);
  },
});
// --- end of the recipe ---

function render() {
  const wrapper = mount(FruitForm, { attachTo: document.body });
  const button = (name: string) => wrapper.findAll('button').find((b) => b.text() === name)!.element;
  const text = (id: string) => document.getElementById(id)?.textContent ?? null;
  return { wrapper, button, text };
}

test('an empty submit shows the error and focuses the combobox through the ref', async () => {
  const { wrapper, button, text } = render();
  await userEvent.click(button('Send'));
  await expect.poll(() => text('fruit-error')).toBe('Pick a fruit');
  expect(wrapper.emitted('submitted')).toBeUndefined();
  await expect.poll(() => document.activeElement).toBe(control());
  expect(control().getAttribute('aria-describedby')).toContain('fruit-error');
});

test('a pick is the value the form submits, and clears the error', async () => {
  const { wrapper, button, text } = render();
  await userEvent.click(button('Send'));
  await expect.poll(() => text('fruit-error')).toBe('Pick a fruit');
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  await expect.poll(() => text('fruit-error')).toBe(null);
  await pressAndRelease(button('Send'));
  await expect.poll(() => wrapper.emitted('submitted')).toEqual([[{ fruit: 'banana' }]]);
});

test('leaving the widget marks the field touched; moving into its list does not', async () => {
  const { text } = render();
  await userEvent.click(control());
  expect(text('fruit-touched')).toBe(null);
  await userEvent.keyboard('{Escape}');
  await userEvent.tab();
  await expect.poll(() => text('fruit-touched')).toBe('touched');
});

test('reset empties the widget', async () => {
  const { button } = render();
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await expect.poll(() => control().textContent).toContain('Apple');
  await pressAndRelease(button('Reset'));
  await expect.poll(() => control().textContent).not.toContain('Apple');
});
