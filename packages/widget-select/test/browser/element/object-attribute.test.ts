/**
 * What Preact does to an element it renders before the element is defined:
 * an object prop becomes the attribute `data="[object Object],…"`. The
 * development build says so on the console, naming the attribute.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { WidgetSelectElement } from 'widget-select/element';
import { fixture } from '../helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('an attribute holding "[object Object]" at the upgrade is a development warning naming it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  class LateSelect extends WidgetSelectElement {}
  const name = `late-select-${Math.random().toString(36).slice(2)}`;
  const host = fixture(`<${name} label="Fruit"></${name}>`);
  const early = host.querySelector(name)!;
  // As Preact sets an object prop on an element it does not know yet.
  early.setAttribute(
    'data',
    String([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]),
  );
  customElements.define(name, LateSelect);
  const said = warn.mock.calls.map((call) => String(call[0]));
  expect(said).toEqual([expect.stringMatching(/attribute data="\[object Object\]…".*set the data property/)]);
});

test('ordinary attributes warn about nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fixture(
    '<widget-select label="Fruit" placeholder="Pick" value="a"><option value="a">A</option></widget-select>',
  );
  expect(warn).not.toHaveBeenCalled();
});
