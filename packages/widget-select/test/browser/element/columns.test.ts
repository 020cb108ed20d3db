/** `<widget-select tree-layout="columns">`: nested <optgroup>s as a cascader, path-separator, a change rebuilds. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'widget-select/element';
import { $, $$, control, fixture } from '../helpers';

const markup = (attributes: string) => `
  <widget-select label="City" ${attributes}>
    <optgroup label="Asia">
      <optgroup label="Vietnam">
        <option value="hanoi">Hanoi</option>
        <option value="hcmc">Ho Chi Minh City</option>
      </optgroup>
    </optgroup>
    <option value="other">Elsewhere</option>
  </widget-select>`;

test('tree-layout="columns" shows columns; path-separator joins the value\'s path; removing it goes back to the nested tree', async () => {
  const host = fixture(markup('tree-layout="Columns" path-separator=" > "'));
  const element = host.querySelector('widget-select') as HTMLElement & { value: string | null };
  await userEvent.click(control(host));
  expect($('.widget-select__dropdown--columns')).not.toBeNull();
  expect($$('.widget-select__column')).toHaveLength(1);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(element.value).toBe('hanoi');
  expect($('.widget-select__value', host)!.textContent).toBe('Asia > Vietnam > Hanoi');
  element.removeAttribute('tree-layout');
  await userEvent.click(control(host));
  expect($('.widget-select__dropdown--columns')).toBeNull();
  expect($$('.widget-select__column')).toHaveLength(0);
  expect($('.widget-select__list[role="tree"]')).not.toBeNull();
});
