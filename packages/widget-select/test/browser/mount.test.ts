import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import SelectWidget, { SelectWidgetError } from '../../src/index';
import { $, $$, clickControl, control, fixture, fruits, mount, rowLabels } from './helpers';

test('mounts on a selector or an element; a selector matching nothing throws target-not-found', () => {
  fixture('<div id="a"></div><div id="b"></div>');
  const bySelector = mount({ data: fruits }, '#a');
  const byElement = mount({ data: fruits }, $<HTMLElement>('#b')!);
  expect($('#a .widget-select')).not.toBeNull();
  expect($('#b .widget-select')).not.toBeNull();
  expect(bySelector.getValue()).toBeNull();
  expect(byElement.getValue()).toBeNull();
  let error: unknown;
  try {
    new SelectWidget('#missing');
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(SelectWidgetError);
  expect((error as SelectWidgetError).code).toBe('target-not-found');
  expect((error as Error).message).toContain('#missing');
});

test('a native select is read (optgroups, selected, disabled, label) and stays in the form, hidden', async () => {
  const host = fixture(`
    <form>
      <select id="s" name="fruit">
        <option value="">Choose a fruit</option>
        <optgroup label="Red"><option value="cherry" label="Cherry!">ch</option><option value="apple" selected>Apple</option></optgroup>
        <option value="kiwi" disabled>Kiwi</option>
      </select>
    </form>`);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  expect(widget.getValue()).toBe('apple');
  expect(select.nextElementSibling?.classList.contains('widget-select')).toBe(true);
  expect($('.widget-select__value')?.textContent).toBe('Apple');
  await userEvent.click(control());
  expect(rowLabels()).toEqual(['Cherry!', 'Apple', 'Kiwi']);
  expect($('.widget-select__group')?.textContent).toBe('Red');
  expect($$('.widget-select__option')[2]?.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click($$('.widget-select__option')[0]!);
  expect(new FormData($<HTMLFormElement>('form', host)!).get('fruit')).toBe('cherry');
});

test('a <select> without a parent is refused with invalid-target naming it, and is left as it was', () => {
  const select = document.createElement('select');
  select.id = 'orphan';
  select.append(new Option('Apple', 'apple'));
  const before = select.outerHTML;
  let error: unknown;
  try {
    new SelectWidget(select);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(SelectWidgetError);
  expect((error as SelectWidgetError).code).toBe('invalid-target');
  expect((error as Error).message).toContain('select#orphan');
  expect((error as Error).message).toContain('parent');
  expect(select.outerHTML).toBe(before);
  // Nothing was claimed: once in the page it can be mounted.
  fixture('').append(select);
  mount({}, select);
  expect(select.nextElementSibling?.classList.contains('widget-select')).toBe(true);
});

test('an empty-valued native option becomes the placeholder and an unselected single select has no value', () => {
  const host = fixture(
    '<select id="s"><option value="">Pick one</option><option value="a">A</option></select>',
  );
  const widget = mount({}, $<HTMLSelectElement>('#s', host)!);
  expect(widget.getValue()).toBeNull();
  expect($('.widget-select__placeholder')?.textContent).toBe('Pick one');
});

test('a native select multiple reads every selected option and becomes a multiple widget', () => {
  const host = fixture(
    '<select id="s" multiple><option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option></select>',
  );
  const widget = mount({}, $<HTMLSelectElement>('#s', host)!);
  expect(widget.getValue()).toEqual(['a', 'c']);
  expect($$('.widget-select__tag').map((tag) => tag.dataset.value)).toEqual(['a', 'c']);
  expect($('.widget-select')?.classList.contains('widget-select--multiple')).toBe(true);
});

test('user changes fire input and change on the native select; setValue syncs silently', async () => {
  const host = fixture(
    '<select id="s" multiple><option value="a">A</option><option value="b">B</option></select>',
  );
  const select = $<HTMLSelectElement>('#s', host)!;
  const seen: string[] = [];
  select.addEventListener('input', () => seen.push('input'));
  select.addEventListener('change', () => seen.push('change'));
  const widget = mount({ sortable: true }, select);
  widget.setValue(['b']);
  expect(Array.from(select.selectedOptions, (o) => o.value)).toEqual(['b']);
  expect(seen).toEqual([]);
  await clickControl();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  // Sortable: selected <option>s follow tag order, so the form serializes in that order.
  expect(Array.from(select.selectedOptions, (o) => o.value)).toEqual(['b', 'a']);
  expect(seen).toEqual(['input', 'change']);
});

test('data given to a native select adds <option>s for the selected values so the form submits them', async () => {
  const host = fixture('<form><select id="s" name="n"></select></form>');
  const widget = mount({ data: fruits }, $<HTMLSelectElement>('#s', host)!);
  widget.setValue('date');
  expect(new FormData($<HTMLFormElement>('form', host)!).get('n')).toBe('date');
});

test('destroy restores the mount element exactly and later calls are no-ops', async () => {
  const host = fixture(
    '<label for="s">Fruit</label><select id="s" class="x" data-k="1"><option value="a">A</option><option value="b" selected>B</option></select>',
  );
  const select = $<HTMLSelectElement>('#s', host)!;
  const before = host.innerHTML;
  const widget = new SelectWidget(select, { data: fruits, placeholder: 'P' });
  widget.open();
  await userEvent.click($$('.widget-select__option')[0]!);
  widget.destroy();
  expect(host.innerHTML).toBe(before.replace(' selected=""', ' selected=""'));
  expect($('.widget-select')).toBeNull();
  // After destroy these do nothing (a throw fails the test): the value and the closed list stay.
  widget.open();
  widget.setValue('a');
  widget.setData([]);
  widget.on('change', () => {});
  widget.destroy();
  expect(widget.getValue()).toBe('apple');
  expect(widget.isDropdownOpen()).toBe(false);
});

test('destroy puts back the native options in their original order after tag order moved them', () => {
  const host = fixture(
    '<select id="s" multiple><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>',
  );
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = new SelectWidget(select, { sortable: true });
  widget.setValue(['c', 'a']);
  expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(['c', 'a']);
  widget.destroy();
  expect(Array.from(select.options, (option) => option.value)).toEqual(['a', 'b', 'c']);
  expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(['a', 'c']);
});

const option = (value: string) => `<option value="${value}">${value.toUpperCase()}</option>`;
const group = (label: string, values: string[]) =>
  `<optgroup label="${label}">${values.map(option).join('')}</optgroup>`;

test.each([
  {
    options: option('a') + group('G1', ['b', 'c']) + group('G2', ['d']),
    picks: ['d', 'c', 'a'],
    sortable: false,
  },
  {
    options: option('a') + group('G1', ['b', 'c']) + group('G2', ['d']),
    picks: ['d', 'c', 'a'],
    sortable: true,
  },
  { options: group('G', ['a', 'b', 'c']), picks: ['c', 'a'], sortable: false },
  { options: group('G', ['a', 'b', 'c']), picks: ['c', 'a'], sortable: true },
])(
  'picks in optgroups (sortable: $sortable) move options only into tag order, and destroy puts each back in its group and place',
  async ({ options, picks, sortable }) => {
    const host = fixture(`<form><select id="s" name="f" multiple>${options}</select></form>`);
    const select = $<HTMLSelectElement>('#s', host)!;
    const before = select.outerHTML;
    const children = select.innerHTML;
    const widget = mount({ sortable }, select);
    await clickControl();
    for (const value of picks) await userEvent.click($(`.widget-select__option[data-value="${value}"]`)!);
    await userEvent.keyboard('{Escape}');
    expect(widget.getValue()).toEqual(picks);
    // Sortable submits the tag order; otherwise the options stay where they are, as a native select's.
    const inDocumentOrder = [...picks].sort();
    expect(new FormData($<HTMLFormElement>('form', host)!).getAll('f')).toEqual(
      sortable ? picks : inDocumentOrder,
    );
    if (!sortable) expect(select.innerHTML).toBe(children);
    widget.destroy();
    expect(select.outerHTML).toBe(before);
    expect(Array.from(select.selectedOptions, (selected) => selected.value)).toEqual(inDocumentOrder);
  },
);

test('destroy restores attributes in their order, even one the widget removed, and keeps the selection', () => {
  const host = fixture(
    '<select id="s" disabled multiple data-k="1"><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>',
  );
  const before = host.innerHTML;
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = new SelectWidget(select);
  widget.enable();
  widget.setValue(['c', 'b']);
  widget.destroy();
  expect(host.innerHTML).toBe(before);
  expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(['b', 'c']);
});

test("a mounted select's options are hidden from layout by its inline style too, and destroy puts its own style back", () => {
  const host = fixture(
    '<select id="s" multiple style="color: red; content-visibility: auto"><option value="a">A</option></select><select id="t"><option>B</option></select>',
  );
  const before = host.innerHTML;
  const [select, plain] = $$<HTMLSelectElement>('select', host);
  const widgets = [new SelectWidget(select!), new SelectWidget(plain!)];
  expect(select!.style.contentVisibility).toBe('hidden');
  expect(select!.style.color).toBe('red');
  expect(plain!.style.contentVisibility).toBe('hidden');
  for (const widget of widgets) widget.destroy();
  expect(host.innerHTML).toBe(before);
});

test('a plain element mount renders inside it and destroy removes everything it added', () => {
  const host = fixture('<div id="m" aria-label="Fruit" class="c"><span>keep</span></div>');
  const before = host.innerHTML;
  const widget = new SelectWidget('#m', { data: fruits });
  expect($('#m > .widget-select')).not.toBeNull();
  widget.destroy();
  expect(host.innerHTML).toBe(before);
});

test('bad input gets a clear SelectWidgetError', () => {
  fixture('<div id="m"></div>');
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return [(error as SelectWidgetError).code, (error as Error).message];
    }
    return null;
  };
  expect(codeOf(() => new SelectWidget('#m', { data: 'x' as never }))?.[0]).toBe('invalid-data');
  const noValue = codeOf(() => new SelectWidget('#m', { data: [{ label: 'L' } as never] }));
  expect(noValue?.[0]).toBe('invalid-option');
  expect(noValue?.[1]).toContain('data[0]');
  const noLabel = codeOf(() => new SelectWidget('#m', { data: [{ value: 'v1' } as never] }));
  expect(noLabel?.[1]).toContain('"v1"');
  expect($('#m .widget-select')).toBeNull();
  const widget = mount({ data: fruits }, '#m');
  expect(codeOf(() => widget.setData({} as never))?.[0]).toBe('invalid-data');
  expect(widget.getValue()).toBeNull();
});

test('widget events fire after the native select is updated, so FormData in a handler is current', async () => {
  const host = fixture(
    '<form><select id="s" name="f" multiple><option value="a">A</option><option value="b">B</option></select></form>',
  );
  const form = $<HTMLFormElement>('form', host)!;
  const widget = mount({ sortable: true }, $<HTMLSelectElement>('#s', host)!);
  const seen: unknown[] = [];
  widget.on('change', () => seen.push(new FormData(form).getAll('f')));
  widget.on('reorder', () => seen.push(new FormData(form).getAll('f')));
  await userEvent.click(control());
  await userEvent.keyboard('{Enter}');
  widget.setValue(['a', 'b']);
  $$<HTMLElement>('.widget-select__tag')[0]!.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(seen).toEqual([['a'], ['a', 'b'], ['b', 'a'], ['b', 'a']]);
});
