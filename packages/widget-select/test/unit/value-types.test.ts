/**
 * `getValue()` and the `change` payload are typed by the `multiple` option:
 * checked by `tsc` (npm run typecheck); the widgets are never built.
 */
import { expectTypeOf, test } from 'vitest';
import SelectWidget, { type SelectValue, type ValueOf } from '../../src/index';

/** Type-checked only: building a widget needs a DOM. */
function typeChecks(dynamic: boolean) {
  const data = [{ value: 'apple', label: 'Apple', meta: { colour: 'red' } }];
  const single = new SelectWidget('#a', { data, multiple: false });
  expectTypeOf(single.getValue()).toEqualTypeOf<string | null>();
  single.on('change', (value) => expectTypeOf(value).toEqualTypeOf<string | null>());
  single.on('select', (option) => expectTypeOf(option.meta).toEqualTypeOf<{ colour: string } | undefined>());
  // @ts-expect-error a single select never hands an array
  single.on('change', (value: string[]) => value);

  const multiple = new SelectWidget('#b', { data, multiple: true });
  expectTypeOf(multiple.getValue()).toEqualTypeOf<string[]>();
  multiple.on('change', (value) => expectTypeOf(value).toEqualTypeOf<string[]>());

  // Not given (a <select multiple> decides at run time) or known only at run time: either shape.
  expectTypeOf(new SelectWidget('#c', { data }).getValue()).toEqualTypeOf<SelectValue>();
  expectTypeOf(new SelectWidget('#d').getValue()).toEqualTypeOf<SelectValue>();
  expectTypeOf(new SelectWidget('#e', { multiple: dynamic }).getValue()).toEqualTypeOf<SelectValue>();
  // An explicit Meta alone keeps the wide value, as before.
  expectTypeOf(new SelectWidget<{ id: number }>('#f').getValue()).toEqualTypeOf<SelectValue>();
  expectTypeOf<ValueOf<true>>().toEqualTypeOf<string[]>();
}

test('getValue and change are narrowed by multiple', () => {
  expectTypeOf(typeChecks).toBeFunction();
});
