'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { WidgetSelect } from 'widget-select-react';
import { colors, fruits, sizes } from './fruits';

type FormValues = { fruit: string | null; colors: string[]; size: string | null };

/**
 * Rendered on the server too: `<WidgetSelect>` sends the closed control's
 * markup (the placeholder, the tags) and, given a `name`, a named native
 * `<select>` holding the selected values, which `<label htmlFor>` points at.
 * Hydration puts the widget in its place without moving anything. Before
 * hydration, or without JavaScript, the form posts those fields to
 * `/submit`; once hydrated, React Hook Form handles the submit.
 */
export function FruitForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { fruit: null, colors: ['red', 'green'], size: 'medium' },
  });
  return (
    <form
      method="post"
      action="/submit"
      onSubmit={handleSubmit((values) => setSubmitted(JSON.stringify(values)))}
    >
      <label htmlFor="fruit">Fruit</label>
      <Controller
        name="fruit"
        control={control}
        rules={{ required: 'Pick a fruit' }}
        render={({ field, fieldState }) => (
          <>
            <WidgetSelect
              // The ref's focus() focuses the combobox: React Hook Form focuses the field in error.
              ref={field.ref}
              id="fruit"
              name="fruit"
              aria-describedby={fieldState.error ? 'fruit-error' : undefined}
              placeholder="Pick a fruit"
              data={fruits}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            {fieldState.error && (
              <p id="fruit-error" role="alert">
                {fieldState.error.message}
              </p>
            )}
            {fieldState.isTouched && <p id="fruit-touched">touched</p>}
          </>
        )}
      />
      <label htmlFor="colors">Colors</label>
      <Controller
        name="colors"
        control={control}
        render={({ field }) => (
          <WidgetSelect
            ref={field.ref}
            id="colors"
            name="colors"
            multiple
            data={colors}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <label htmlFor="size">Size</label>
      <Controller
        name="size"
        control={control}
        render={({ field }) => (
          <WidgetSelect
            ref={field.ref}
            id="size"
            name="size"
            data={sizes}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <button type="submit">Send</button>
      {/* React Hook Form owns the values: its reset(), not the form's native reset. */}
      <button
        type="button"
        onClick={() => {
          reset();
          setSubmitted(null);
        }}
      >
        Reset
      </button>
      {submitted && <output id="submitted">{submitted}</output>}
    </form>
  );
}
