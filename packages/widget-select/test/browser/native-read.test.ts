/** Reading a native `<select>`: optgroups nested by script stay out of its data. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, dropdown, fixture, mount, rowLabels } from './helpers';

test('a <select> with an optgroup nested by script keeps flat groups: the nested one is not read', async () => {
  const select = fixture(`
    <select>
      <optgroup label="Europe"><option value="rome">Rome</option></optgroup>
    </select>`).querySelector('select')!;
  // The HTML parser cannot nest optgroups; a script can.
  const france = document.createElement('optgroup');
  france.label = 'France';
  france.append(new Option('Paris', 'paris'));
  select.querySelector('optgroup')!.append(france);
  mount({}, select);
  await userEvent.click(control());
  expect(rowLabels()).toEqual(['Rome']);
  expect(dropdown()?.textContent).toContain('Europe');
  expect(dropdown()?.textContent).not.toContain('France');
});

test('a <select multiple placeholder> shows its placeholder attribute, as Tom Select reads it', () => {
  const select = fixture(`
    <select multiple placeholder="Pick fruits"><option value="a">Apple</option></select>`).querySelector(
    'select',
  )!;
  mount({}, select);
  expect(document.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick fruits');
});

test('the placeholder option given to the widget wins over the attribute', () => {
  const select = fixture(`
    <select multiple placeholder="From the page"><option value="a">Apple</option></select>`).querySelector(
    'select',
  )!;
  mount({ placeholder: 'From the code' }, select);
  expect(document.querySelector('.widget-select__placeholder')?.textContent).toBe('From the code');
});
