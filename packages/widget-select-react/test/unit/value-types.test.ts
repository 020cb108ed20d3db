/**
 * onChange's value is typed by `multiple`: checked by `tsc` (npm run
 * typecheck) through the component's own signature, as JSX checks it.
 */
import { expectTypeOf, test } from 'vitest';
import type { SelectValue } from 'widget-select';
import { WidgetSelect } from '../../src/index';

/** Type-checked only: never called (a component must not be called outside React). */
function typeChecks(dynamic: boolean) {
  const data = [{ value: 'apple', label: 'Apple' }];
  WidgetSelect({ data, onChange: (value) => expectTypeOf(value).toEqualTypeOf<string | null>() });
  WidgetSelect({ data, multiple: true, onChange: (value) => expectTypeOf(value).toEqualTypeOf<string[]>() });
  WidgetSelect({
    data,
    multiple: false,
    onChange: (value) => expectTypeOf(value).toEqualTypeOf<string | null>(),
  });
  WidgetSelect({
    data,
    multiple: dynamic,
    onChange: (value) => expectTypeOf(value).toEqualTypeOf<SelectValue>(),
  });
  // @ts-expect-error a single select never hands an array
  WidgetSelect({ data, onChange: (value: string[]) => value });
}

test('onChange is narrowed by multiple', () => {
  expectTypeOf(typeChecks).toBeFunction();
});
