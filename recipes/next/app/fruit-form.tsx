'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { WidgetSelect } from 'widget-select-react';
import { colors, fruits } from './fruits';

type FormValues = { fruit: string | null; colors: string[] };

/**
 * Rendered on the server too: `<WidgetSelect>` sends the closed control's
 * markup (the placeholder, the tags), and hydration puts the widget in its
 * place without moving anything.
 */
export function FruitForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { fruit: null, colors: ['red', 'green'] },
  });
  return (
    <form onSubmit={handleSubmit((values) => setSubmitted(JSON.stringify(values)))}>
      <span id="fruit-label">Fruit</span>
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
              aria-labelledby="fruit-label"
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
      <span id="colors-label">Colors</span>
      <Controller
        name="colors"
        control={control}
        render={({ field }) => (
          <WidgetSelect
            ref={field.ref}
            id="colors"
            aria-labelledby="colors-label"
            multiple
            data={colors}
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
