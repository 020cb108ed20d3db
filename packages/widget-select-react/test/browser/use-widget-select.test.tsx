import { render } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget, { type SelectValue } from 'widget-select';
import { useWidgetSelect } from '../../src/index';
import { $, control, dropdown, fruits, roots, row, valueText } from './helpers';

function Picker({ onChange }: { onChange: (value: SelectValue) => void }) {
  const [value, setValue] = useState<SelectValue>(null);
  const select = useWidgetSelect({
    data: fruits,
    value,
    placeholder: 'Pick',
    onChange: (next) => {
      setValue(next);
      onChange(next);
    },
  });
  return (
    <>
      <div ref={select.ref} className="mine" />
      <output>{String(value)}</output>
      <button type="button" onClick={() => select.instance.current?.open()}>
        Open it
      </button>
    </>
  );
}

test('useWidgetSelect mounts into your element, binds a controlled value and exposes the instance', async () => {
  const onChange = vi.fn();
  const view = render(<Picker onChange={onChange} />);
  expect($('.mine .widget-select')).toBe(roots()[0]);
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('cherry');
  expect(valueText()).toBe('Cherry');
  expect($('output')?.textContent).toBe('cherry');

  await userEvent.click(view.getByRole('button', { name: 'Open it' }));
  expect(dropdown()).not.toBeNull();

  const destroy = vi.spyOn(SelectWidget.prototype, 'destroy');
  view.unmount();
  expect(destroy).toHaveBeenCalledTimes(1);
  expect(roots()).toEqual([]);
  destroy.mockRestore();
});
