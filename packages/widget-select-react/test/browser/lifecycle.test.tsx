import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget from 'widget-select';
import { WidgetSelect } from '../../src/index';
import {
  $,
  $$,
  control,
  dropdown,
  fruits,
  messageText,
  roots,
  row,
  rowLabels,
  trackGlobalListeners,
  valueText,
  watchDom,
} from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('data and options update live: same DOM node, dropdown stays open', async () => {
  const view = render(<WidgetSelect data={fruits} placeholder="Pick" theme="default" />);
  const root = roots()[0]!;
  expect($('.widget-select__placeholder')?.textContent).toBe('Pick');
  await userEvent.click(control());
  expect(rowLabels()).toEqual(['Apple', 'Banana', 'Cherry', 'Date']);

  const more = [...fruits, { value: 'fig', label: 'Fig' }];
  view.rerender(<WidgetSelect data={more} placeholder="Choose" theme="dark" />);
  expect(roots()).toEqual([root]);
  expect(dropdown()).not.toBeNull();
  expect(rowLabels()).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Fig']);
  expect(root.dataset.theme).toBe('dark');
  expect($('.widget-select__placeholder')?.textContent).toBe('Choose');

  await userEvent.click(row('Fig'));
  expect(valueText()).toBe('Fig');
});

test('disabled and clearable follow their props, and removing disabled enables again', async () => {
  const view = render(<WidgetSelect data={fruits} defaultValue="apple" disabled />);
  expect(control().getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(control(), { force: true });
  expect(dropdown()).toBeNull();

  view.rerender(<WidgetSelect data={fruits} defaultValue="apple" clearable />);
  expect(control().getAttribute('aria-disabled')).not.toBe('true');
  await userEvent.click($('.widget-select__clear')!);
  expect(valueText()).toBeNull();
});

test('inline object options do not re-render the widget; a content change does', async () => {
  const picker = (noResults: string) => (
    <WidgetSelect data={fruits} searchFields={['label']} language={{ noResults }} />
  );
  const view = render(picker('None'));
  await userEvent.click(control());
  await userEvent.keyboard('zz');
  expect(messageText()).toBe('None');
  const changes = watchDom();
  view.rerender(picker('None'));
  view.rerender(picker('None'));
  expect(changes()).toEqual([]);
  view.rerender(picker('Nothing'));
  expect(messageText()).toBe('Nothing');
});

test('inline hooks are read from the latest props without a re-render', async () => {
  const view = render(<WidgetSelect data={fruits} beforeSelect={() => false} />);
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  expect(valueText()).toBeNull();
  const changes = watchDom();
  view.rerender(<WidgetSelect data={fruits} beforeSelect={(option) => option.value !== 'banana'} />);
  expect(changes()).toEqual([]);
  await userEvent.click(row('Banana'));
  expect(valueText()).toBeNull();
  await userEvent.click(row('Apple'));
  expect(valueText()).toBe('Apple');
});

test('remount-only options warn without remounting; a new key remounts', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = render(<WidgetSelect key="a" data={fruits} />);
  const root = roots()[0]!;
  view.rerender(<WidgetSelect key="a" data={fruits} multiple />);
  view.rerender(<WidgetSelect key="a" data={fruits} multiple />);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/"multiple" changed after mount/);
  expect(roots()).toEqual([root]);
  expect(root.classList.contains('widget-select--single')).toBe(true);

  view.rerender(<WidgetSelect key="b" data={fruits} multiple />);
  expect(roots()).toHaveLength(1);
  expect(roots()[0]).not.toBe(root);
  expect(roots()[0]!.classList.contains('widget-select--multiple')).toBe(true);
});

test('unmount destroys the instance and leaves no widget DOM, even when open and portalled', async () => {
  const destroy = vi.spyOn(SelectWidget.prototype, 'destroy');
  const listeners = trackGlobalListeners();
  const view = render(<WidgetSelect data={fruits} dropdownParent={document.body} />);
  await userEvent.click(control());
  expect(dropdown()?.parentElement).toBe(document.body);
  view.unmount();
  listeners.restore();
  expect(destroy).toHaveBeenCalledTimes(1);
  expect(roots()).toEqual([]);
  expect(dropdown()).toBeNull();
  expect(listeners.active()).toBe(0);
});

test('StrictMode double mount leaves exactly one widget and one set of listeners', async () => {
  const plain = trackGlobalListeners();
  const first = render(<WidgetSelect data={fruits} />);
  plain.restore();
  const expected = plain.active();
  first.unmount();

  const strict = trackGlobalListeners();
  const destroy = vi.spyOn(SelectWidget.prototype, 'destroy');
  const onOpen = vi.fn();
  render(
    <StrictMode>
      <WidgetSelect data={fruits} defaultValue="banana" onOpen={onOpen} />
    </StrictMode>,
  );
  strict.restore();
  // The simulated unmount destroyed the first instance; one live instance remains.
  expect(destroy).toHaveBeenCalledTimes(1);
  expect(roots()).toHaveLength(1);
  expect($$('[role="combobox"]')).toHaveLength(1);
  expect(strict.active()).toBe(expected);
  expect(valueText()).toBe('Banana');
  await userEvent.click(control());
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect($$('.widget-select__dropdown')).toHaveLength(1);
});

test('name mounts on a native select that takes part in its form', async () => {
  render(
    <form data-testid="form">
      <label htmlFor="fruit">Fruit</label>
      <WidgetSelect name="fruits" id="fruit" multiple data={fruits} className="picker" />
    </form>,
  );
  const select = $<HTMLSelectElement>('select#fruit')!;
  expect(select.name).toBe('fruits');
  expect(select.multiple).toBe(true);
  expect(select.closest('.picker')).not.toBeNull();
  expect(control().getAttribute('aria-labelledby')).toBeTruthy();
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  await userEvent.click(row('Apple'));
  const form = $<HTMLFormElement>('form')!;
  expect(new FormData(form).getAll('fruits')).toEqual(['cherry', 'apple']);
});

test('container and accessible-name props', () => {
  render(
    <WidgetSelect data={fruits} className="my-select" style={{ width: 200 }} id="sel" aria-label="Fruit" />,
  );
  const container = $('.my-select')!;
  expect(container.tagName).toBe('DIV');
  expect(container.style.width).toBe('200px');
  expect(container.querySelector('#sel .widget-select')).not.toBeNull();
  expect(control().getAttribute('aria-label')).toBe('Fruit');
  expect($$('[aria-label="Fruit"]')).toEqual([control()]);
});

test('aria-describedby and aria-errormessage reach the combobox and follow prop changes', async () => {
  const view = render(
    <>
      <p id="help">Pick one</p>
      <p id="more">Seasonal</p>
      <WidgetSelect data={fruits} aria-label="Fruit" aria-describedby="help" aria-errormessage="help" />
    </>,
  );
  expect(control().getAttribute('aria-describedby')).toBe('help');
  expect(control().getAttribute('aria-errormessage')).toBe('help');
  const root = roots()[0];
  view.rerender(
    <>
      <p id="help">Pick one</p>
      <p id="more">Seasonal</p>
      <WidgetSelect data={fruits} aria-label="Fruit" aria-describedby="help more" />
    </>,
  );
  expect(roots()[0]).toBe(root);
  // The core follows the mount's attributes through a MutationObserver (a microtask later).
  await expect.poll(() => control().getAttribute('aria-describedby')).toBe('help more');
  expect(control().hasAttribute('aria-errormessage')).toBe(false);
});
