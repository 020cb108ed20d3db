/** Type tests (npm run typecheck): the template typings list exactly the attributes the element observes. */
import { expectTypeOf, test } from 'vitest';
import type { WidgetSelectElementAttributes, WidgetSelectElementEventMap } from 'widget-select/element';
import type { SelectEventName } from 'widget-select';
import type { OBSERVED_ATTRIBUTES } from '../../src/element/attributes';

test('the attributes of the typings are the observed ones', () => {
  expectTypeOf<keyof WidgetSelectElementAttributes>().toEqualTypeOf<(typeof OBSERVED_ATTRIBUTES)[number]>();
});

test('one ws-<name> CustomEvent per widget event', () => {
  expectTypeOf<
    Extract<keyof WidgetSelectElementEventMap, `ws-${string}`>
  >().toEqualTypeOf<`ws-${SelectEventName}`>();
  expectTypeOf<WidgetSelectElementEventMap['ws-search']>().toEqualTypeOf<CustomEvent<string>>();
});
