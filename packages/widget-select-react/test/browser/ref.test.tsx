import { render, screen } from '@testing-library/react';
import { createRef, StrictMode, useRef, useState } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget from 'widget-select';
import { type SelectValue, WidgetSelect } from '../../src/index';
import { control, dropdown, fruits, row, rowLabels, tagValues } from './helpers';

test('the ref is the SelectWidget instance, and null after unmount', () => {
  const ref = createRef<SelectWidget>();
  const view = render(<WidgetSelect ref={ref} data={fruits} defaultValue="date" />);
  expect(ref.current).toBeInstanceOf(SelectWidget);
  expect(ref.current!.getValue()).toBe('date');
  view.unmount();
  expect(ref.current).toBeNull();
});

function SelectAllDemo() {
  const ref = useRef<SelectWidget>(null);
  const [value, setValue] = useState<SelectValue>([]);
  return (
    <>
      <WidgetSelect ref={ref} data={fruits} multiple value={value} onChange={setValue} />
      <button type="button" onClick={() => ref.current?.selectAll()}>
        all
      </button>
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

test('selectAll() through the ref reaches a controlled parent', async () => {
  render(<SelectAllDemo />);
  await userEvent.click(screen.getByText('all'));
  await expect.element(screen.getByTestId('value')).toHaveTextContent('["apple","banana","cherry","date"]');
  expect(tagValues()).toEqual(['apple', 'banana', 'cherry', 'date']);
});

test('validate() through the ref reports onInvalid, then passes after a pick', async () => {
  const ref = createRef<SelectWidget>();
  const onInvalid = vi.fn();
  render(<WidgetSelect ref={ref} data={fruits} required onInvalid={onInvalid} />);
  expect(ref.current!.validate()).toBe(false);
  expect(ref.current!.reportValidity()).toBe(false);
  expect(onInvalid).toHaveBeenCalled();
  expect(control().getAttribute('aria-invalid')).toBe('true');
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  expect(ref.current!.validate()).toBe(true);
  expect(control().getAttribute('aria-invalid')).not.toBe('true');
});

test('reload() through the ref requests the active query again', async () => {
  const ref = createRef<SelectWidget>();
  const request = vi.fn(async () => fruits.slice(0, 2));
  const ajax = { request, debounce: 0 };
  const onLoading = vi.fn();
  render(<WidgetSelect ref={ref} ajax={ajax} onLoading={onLoading} />);
  await userEvent.click(control());
  await expect.poll(rowLabels).toEqual(['Apple', 'Banana']);
  expect(request).toHaveBeenCalledTimes(1);
  expect(onLoading.mock.calls).toEqual([[true], [false]]);
  request.mockResolvedValueOnce(fruits.slice(2));
  ref.current!.reload();
  await expect.poll(rowLabels).toEqual(['Cherry', 'Date']);
  expect(request).toHaveBeenCalledTimes(2);
});

test('reload() and the other instance methods are callable through the ref', () => {
  const ref = createRef<SelectWidget>();
  render(<WidgetSelect ref={ref} data={fruits} />);
  const widget = ref.current!;
  // On a local list both are no-ops: nothing opens, nothing loads, the options stay.
  widget.reload();
  widget.clearRemoteCache();
  expect(dropdown()).toBeNull();
  widget.open();
  expect(dropdown()).not.toBeNull();
  expect(rowLabels()).toEqual(fruits.map((fruit) => fruit.label));
  widget.setSearchQuery('dat');
  expect(widget.getSearchQuery()).toBe('dat');
  widget.close();
  expect(dropdown()).toBeNull();
});

test('under StrictMode the ref points at the live instance', async () => {
  const ref = createRef<SelectWidget>();
  const refs: (SelectWidget | null)[] = [];
  render(
    <StrictMode>
      <WidgetSelect
        ref={(instance) => {
          refs.push(instance);
          (ref as { current: SelectWidget | null }).current = instance;
        }}
        data={fruits}
      />
    </StrictMode>,
  );
  const live = ref.current!;
  // StrictMode really mounted twice: two distinct instances went through the ref.
  expect(new Set(refs.filter(Boolean)).size).toBe(2);
  live.open();
  expect(live.isDropdownOpen()).toBe(true);
  expect(dropdown()).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(live.isDropdownOpen()).toBe(false);
  // Earlier (StrictMode-discarded) instances are destroyed: calls on them are no-ops.
  for (const old of refs.filter((r) => r && r !== live)) expect(old!.isDropdownOpen()).toBe(false);
});

test('the form options are props, applied live; the ref reads getSelectedOptions, resolved options included', async () => {
  const ref = createRef<SelectWidget>();
  const resolveOptions = vi.fn(async (values: string[]) =>
    values.map((value) => ({ value, label: `User ${value}` })),
  );
  const props = {
    data: fruits,
    multiple: true,
    defaultValue: ['apple', 'u-7'],
    resolveOptions,
    hideSelected: true,
    keepQueryOnSelect: true,
    openOnType: true,
    maxVisibleTags: 'auto' as const,
  };
  const view = render(<WidgetSelect ref={ref} {...props} readonly />);
  await expect
    .poll(() => ref.current!.getSelectedOptions())
    .toEqual([
      { value: 'apple', label: 'Apple' },
      { value: 'u-7', label: 'User u-7' },
    ]);
  expect(resolveOptions).toHaveBeenCalledTimes(1);
  expect(control().getAttribute('aria-readonly')).toBe('true');
  await userEvent.click(control());
  expect(dropdown()).toBeNull();
  view.rerender(<WidgetSelect ref={ref} {...props} readonly={false} />);
  expect(control().hasAttribute('aria-readonly')).toBe(false);
  // openOnType: a letter on the closed control opens it with that query; hideSelected leaves Apple out.
  control().focus();
  await userEvent.keyboard('a');
  expect(ref.current!.getSearchQuery()).toBe('a');
  expect(rowLabels()).toEqual(['Banana', 'Date']);
  await userEvent.click(row('Banana'));
  // keepQueryOnSelect: the query stays after the pick.
  expect(ref.current!.getSearchQuery()).toBe('a');
  expect(ref.current!.getValue()).toEqual(['apple', 'u-7', 'banana']);
  ref.current!.selectAll({ scope: 'matching' });
  expect(ref.current!.getValue()).toEqual(['apple', 'u-7', 'banana', 'date']);
});

test("commit='apply': picks wait for Apply (no onChange before), and the ref reads them with getPendingValue()", async () => {
  const ref = createRef<SelectWidget>();
  const onChange = vi.fn();
  render(<WidgetSelect ref={ref} data={fruits} multiple commit="apply" onChange={onChange} />);
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  expect(ref.current!.getPendingValue()).toEqual(['apple']);
  expect(onChange).not.toHaveBeenCalled();
  expect(tagValues()).toEqual([]);
  await userEvent.click(document.querySelector<HTMLElement>('button.widget-select__apply')!);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(ref.current!.getValue()).toEqual(['apple']);
  expect(ref.current!.getPendingValue()).toBeNull();
});
