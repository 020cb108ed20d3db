import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type SelectValue, WidgetSelect, type WidgetSelectProps } from '../../src/index';
import { control, dropdown, fruits, row, rowLabels, search, tagValues, valueText } from './helpers';

/** A parent that owns the value, like an app would. */
function Controlled(props: WidgetSelectProps & { initial?: SelectValue }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<SelectValue>(initial);
  return (
    <>
      <button type="button" onClick={() => setValue(rest.multiple ? ['date', 'apple'] : 'cherry')}>
        set
      </button>
      <output data-testid="value">{JSON.stringify(value)}</output>
      <WidgetSelect
        data={fruits}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

test('controlled value: a pick reaches the parent, a parent change reaches the widget silently', async () => {
  const onChange = vi.fn();
  render(<Controlled onChange={onChange} />);
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('banana');
  await expect.element(screen.getByTestId('value')).toHaveTextContent('"banana"');
  expect(valueText()).toBe('Banana');

  await userEvent.click(screen.getByText('set'));
  await expect.poll(valueText).toBe('Cherry');
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('controlled multiple value with keyboard picks', async () => {
  render(<Controlled multiple initial={['banana']} />);
  expect(tagValues()).toEqual(['banana']);
  await userEvent.click(control());
  await userEvent.keyboard('ch{Enter}');
  await expect.element(screen.getByTestId('value')).toHaveTextContent('["banana","cherry"]');
  await userEvent.click(screen.getByText('set'));
  await expect.poll(tagValues).toEqual(['date', 'apple']);
});

test('a controlled value the parent does not update snaps back', async () => {
  const onChange = vi.fn();
  render(<WidgetSelect data={fruits} value="apple" onChange={onChange} />);
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  expect(onChange).toHaveBeenCalledWith('cherry');
  await expect.poll(valueText).toBe('Apple');
});

test('form.reset() brings back defaultValue, the value the widget was built with', async () => {
  const onChange = vi.fn();
  render(
    <form>
      <WidgetSelect data={fruits} name="fruit" defaultValue="banana" onChange={onChange} />
      <button type="reset">Reset</button>
    </form>,
  );
  const posted = () => new FormData(document.querySelector('form')!).getAll('fruit');
  expect(posted()).toEqual(['banana']);
  await userEvent.click(screen.getByText('Reset'));
  await vi.waitFor(() => expect(valueText()).toBe('Banana'));
  expect(posted()).toEqual(['banana']);
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  expect(posted()).toEqual(['cherry']);
  await userEvent.click(screen.getByText('Reset'));
  await vi.waitFor(() => expect(posted()).toEqual(['banana']));
  expect(valueText()).toBe('Banana');
});

test('uncontrolled: defaultValue is the start, picks stick and are reported', async () => {
  const onChange = vi.fn();
  render(<WidgetSelect data={fruits} multiple defaultValue={['apple']} onChange={onChange} />);
  expect(tagValues()).toEqual(['apple']);
  await userEvent.click(control());
  await userEvent.click(row('Date'));
  expect(onChange).toHaveBeenCalledWith(['apple', 'date']);
  expect(tagValues()).toEqual(['apple', 'date']);
});

function Searching(props: { onSearch: (q: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <button type="button" onClick={() => setQuery('ban')}>
        ban
      </button>
      <output data-testid="query">{query}</output>
      <WidgetSelect
        data={fruits}
        searchQuery={query}
        onSearch={(q) => {
          setQuery(q);
          props.onSearch(q);
        }}
      />
    </>
  );
}

test('searchQuery binds both ways', async () => {
  const onSearch = vi.fn();
  render(<Searching onSearch={onSearch} />);
  await userEvent.click(control());
  await userEvent.keyboard('ch');
  await expect.element(screen.getByTestId('query')).toHaveTextContent('ch');
  expect(rowLabels()).toEqual(['Cherry']);
  onSearch.mockClear();

  // The outside click closes the dropdown and resets the query: reported to the parent.
  await userEvent.click(screen.getByText('ban'));
  expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  await userEvent.click(control());
  await expect.poll(() => search()?.value).toBe('ban');
  expect(rowLabels()).toEqual(['Banana']);
  expect(onSearch).toHaveBeenCalledTimes(1);
});

function Opening(props: { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <output data-testid="open">{String(open)}</output>
      <WidgetSelect
        data={fruits}
        open={open}
        onOpen={() => {
          setOpen(true);
          props.onOpen();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

test('open binds both ways; a prop change does not call onOpen', async () => {
  const onOpen = vi.fn();
  render(<Opening onOpen={onOpen} />);
  await userEvent.click(control());
  await expect.element(screen.getByTestId('open')).toHaveTextContent('true');
  expect(dropdown()).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByTestId('open')).toHaveTextContent('false');
  expect(dropdown()).toBeNull();
  expect(onOpen).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByText('open'));
  await expect.poll(dropdown).not.toBeNull();
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('a controlled open={false} keeps the dropdown closed', async () => {
  const onOpen = vi.fn();
  render(<WidgetSelect data={fruits} open={false} onOpen={onOpen} />);
  await userEvent.click(control());
  expect(onOpen).toHaveBeenCalledTimes(1);
  await expect.poll(dropdown).toBeNull();
});

test('every user-facing event reaches its onX prop', async () => {
  const calls: [string, unknown][] = [];
  const log = (name: string) => (payload?: unknown) => calls.push([name, payload]);
  render(
    <WidgetSelect
      data={fruits}
      multiple
      clearable
      maxSelections={2}
      onChange={log('change')}
      onSelect={log('select')}
      onUnselect={log('unselect')}
      onMaximum={log('maximum')}
      onOpen={log('open')}
      onClose={log('close')}
      onClear={log('clear')}
      onFocus={log('focus')}
      onBlur={log('blur')}
    />,
  );
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
  await userEvent.click(row('Cherry'));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(document.querySelector<HTMLElement>('.widget-select__tag-remove')!);
  await userEvent.click(document.querySelector<HTMLElement>('.widget-select__clear')!);
  const outside = document.body.appendChild(document.createElement('button'));
  await userEvent.click(outside);
  await expect.poll(() => calls.at(-1)?.[0]).toBe('blur');
  outside.remove();
  expect(calls.map(([name]) => name)).toEqual([
    'focus',
    'open',
    'select',
    'change',
    'select',
    'change',
    'maximum',
    'close',
    'unselect',
    'change',
    'unselect',
    'clear',
    'change',
    'blur',
  ]);
  expect(calls[6]![1]).toEqual({ limit: 2, option: fruits[2] });
});
