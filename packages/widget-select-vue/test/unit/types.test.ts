/**
 * Type tests, checked by `tsc` (npm run typecheck): the listeners and emits
 * come from the core's event map, so an inline `@select="(o) => …"` handler
 * receives an Option, not `any`.
 */
import { expect, expectTypeOf, test } from 'vitest';
import type { Option, SelectEventName, SelectValue } from 'widget-select';
import { WidgetSelect, type WidgetSelectEmits, type WidgetSelectListeners } from '../../src/index';

test('inline listeners receive the payload type of their event', () => {
  // Compile-time only: never called.
  const check = () => {
    new WidgetSelect({
      options: { data: [{ value: 'a', label: 'A', meta: { rank: 1 } }] },
      onSelect: (option) => {
        expectTypeOf(option).not.toBeAny();
        expectTypeOf(option.label).toBeString();
        expectTypeOf(option).toExtend<Option<unknown>>();
      },
      onMaximum: (detail) => expectTypeOf(detail.limit).toBeNumber(),
      onSearch: (query) => expectTypeOf(query).toBeString(),
      onChange: (value) => expectTypeOf(value).toEqualTypeOf<SelectValue>(),
      'onUpdate:open': (open) => expectTypeOf(open).toBeBoolean(),
    });
    // @ts-expect-error the search payload is a string
    new WidgetSelect({ onSearch: (query: number) => query });
  };
  expect(typeof check).toBe('function');
});

test('one listener and one emit per core event, plus the v-model updates', () => {
  type Listener = keyof WidgetSelectListeners;
  expectTypeOf<`on${Capitalize<SelectEventName>}`>().toExtend<Listener>();
  expectTypeOf<keyof WidgetSelectEmits>().toEqualTypeOf<
    SelectEventName | 'update:modelValue' | 'update:searchQuery' | 'update:open'
  >();
  expectTypeOf<WidgetSelectEmits['create']>().parameter(0).toEqualTypeOf<Option>();
});
