/** Type tests, checked by `tsc` (npm run typecheck): one `onX` prop per core event, typed with its payload. */
import { expectTypeOf, test } from 'vitest';
import type { Option, SelectEventName, SelectValue } from 'widget-select';
import type { WidgetSelectEventProps } from '../../src/index';

test('every core event has its onX prop, typed with the payload', () => {
  expectTypeOf<keyof WidgetSelectEventProps>().toEqualTypeOf<`on${Capitalize<SelectEventName>}`>();
  expectTypeOf<NonNullable<WidgetSelectEventProps['onChange']>>().parameter(0).toEqualTypeOf<SelectValue>();
  expectTypeOf<NonNullable<WidgetSelectEventProps<{ rank: number }>['onSelect']>>()
    .parameter(0)
    .toEqualTypeOf<Option<{ rank: number }>>();
});
