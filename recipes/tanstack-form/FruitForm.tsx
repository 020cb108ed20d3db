import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { WidgetSelect } from 'widget-select-react';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

const required = ({ value }: { value: string | null }) => (value ? undefined : 'Pick a fruit');

export function FruitForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { fruit: null as string | null },
    onSubmit: ({ value }) => setSubmitted(JSON.stringify(value)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="fruit" validators={{ onBlur: required, onChange: required }}>
        {(field) => {
          const error = field.state.meta.errors[0];
          return (
            <>
              <WidgetSelect
                aria-label="Fruit"
                aria-describedby={error ? 'fruit-error' : undefined}
                placeholder="Pick a fruit"
                data={fruits}
                value={field.state.value}
                onChange={(value) => field.handleChange(value)}
                onBlur={field.handleBlur}
              />
              {error && (
                <p id="fruit-error" role="alert">
                  {error}
                </p>
              )}
              {field.state.meta.isTouched && <p id="fruit-touched">touched</p>}
            </>
          );
        }}
      </form.Field>
      <button type="submit">Send</button>
      <button
        type="button"
        onClick={() => {
          form.reset();
          setSubmitted(null);
        }}
      >
        Reset
      </button>
      {submitted && <output id="submitted">{submitted}</output>}
    </form>
  );
}
