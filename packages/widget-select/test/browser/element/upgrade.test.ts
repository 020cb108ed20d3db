/**
 * Before `<widget-select>` is defined (its script still loading, or a
 * server-rendered page), the stylesheet gives it the room of the control it
 * becomes: the upgrade shifts nothing. This file defines the element itself,
 * late, so it imports no element helper.
 */
import { expect, test } from 'vitest';
import { layoutShiftOf } from '../../../../../tests/layout-shift';
import { fixture } from '../helpers';

test('the pre-upgrade box has the size of the upgraded control: no layout shift when it is defined', async () => {
  expect(customElements.get('widget-select')).toBeUndefined();
  const host = fixture(`
    <widget-select placeholder="Pick a fruit" label="Fruit"><option value="a">Apple</option></widget-select>
    <widget-select label="Fruit"><option value="a" selected>Apple</option></widget-select>
    <widget-select multiple value="a, b" label="Fruits" clearable>
      <option value="a">Apple</option><option value="b">Banana</option>
    </widget-select>
    <p>Text after the widgets</p>`);
  const elements = [...host.querySelectorAll('widget-select')];
  const before = elements.map((element) => element.getBoundingClientRect().height);
  const shift = await layoutShiftOf(() => import('widget-select/element'));
  expect(host.querySelectorAll('.widget-select')).toHaveLength(3);
  expect(elements.map((element) => element.getBoundingClientRect().height)).toEqual(before);
  expect(shift).toBe(0);
});
