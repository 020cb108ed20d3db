/**
 * Recipe: React Hook Form with `Controller`. The README's example, run:
 * the value, blur marking the field touched, the error message, reset, and
 * focus on the first invalid field through the ref.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { WidgetSelect } from '../../../src/index';
import { control, pressAndRelease, row } from '../helpers';

// --- the recipe (README: "React Hook Form") ---
const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
];

type FormValues = { fruit: string | null };

function FruitForm({ onSubmit }: { onSubmit: (values: FormValues) => void }) {
  const {
    control: form,
    formState,
    handleSubmit,
    reset,
  } = useForm<FormValues>({ defaultValues: { fruit: null } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="fruit"
        control={form}
        rules={{ required: 'Pick a fruit' }}
        render={({ field, fieldState }) => (
          <>
            <WidgetSelect
              ref={field.ref}
              aria-label="Fruit"
              aria-describedby={fieldState.error ? 'fruit-error' : undefined}
              data={fruits}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            {fieldState.error && <p id="fruit-error">{fieldState.error.message}</p>}
          </>
        )}
      />
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      {/* Below the buttons: shown as focus leaves the widget for a button, it must not move
          that button between the press and the release, or the click is lost. */}
      {formState.touchedFields.fruit && <p id="fruit-touched">touched</p>}
    </form>
  );
}
// --- end of the recipe ---

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(onSubmit: (values: FormValues) => void = () => {}) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<FruitForm onSubmit={onSubmit} />));
}

const button = (name: string) => [...host!.querySelectorAll('button')].find((b) => b.textContent === name)!;
const text = (id: string) => host!.querySelector(`#${id}`)?.textContent ?? null;

test('an empty submit shows the error and focuses the combobox through the ref', async () => {
  const submitted: FormValues[] = [];
  render((values) => submitted.push(values));
  await userEvent.click(button('Send'));
  await expect.poll(() => text('fruit-error')).toBe('Pick a fruit');
  expect(submitted).toEqual([]);
  expect(document.activeElement).toBe(control());
  expect(control().getAttribute('aria-describedby')).toContain('fruit-error');
});

test('a pick is the value the form submits, and clears the error', async () => {
  const submitted: FormValues[] = [];
  render((values) => submitted.push(values));
  await userEvent.click(button('Send'));
  await expect.poll(() => text('fruit-error')).toBe('Pick a fruit');
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  await expect.poll(() => text('fruit-error')).toBe(null);
  await pressAndRelease(button('Send'));
  await expect.poll(() => submitted).toEqual([{ fruit: 'banana' }]);
});

test('leaving the widget marks the field touched; moving into its list does not', async () => {
  render();
  await userEvent.click(control());
  expect(text('fruit-touched')).toBe(null);
  await userEvent.keyboard('{Escape}');
  await userEvent.tab();
  await expect.poll(() => text('fruit-touched')).toBe('touched');
});

test('reset empties the widget', async () => {
  render();
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await expect.poll(() => control().textContent).toContain('Apple');
  await pressAndRelease(button('Reset'));
  await expect.poll(() => control().textContent).not.toContain('Apple');
});
