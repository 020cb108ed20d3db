/** `widget-select/testing`: the helpers drive a widget as a user does, on every kind of mount. */
import { expect, test, vi } from 'vitest';
import { open, pick, removeTag, search, selectedLabels } from 'widget-select/testing';
import { fixture, fruits, mount, rowLabels } from './helpers';
import './element/element-helpers';

test('open, search, pick, removeTag and selectedLabels on a multiple widget', async () => {
  const widget = mount({ data: fruits, multiple: true });
  const root = document.querySelector<HTMLElement>('#mount')!;
  const changes = vi.fn();
  widget.on('change', changes);
  await open(root);
  expect(widget.isDropdownOpen()).toBe(true);
  await search(root, 'an');
  expect(rowLabels()).toEqual(['Banana']);
  await pick(root, 'Banana');
  await pick(root, 'Date');
  expect(widget.getValue()).toEqual(['banana', 'date']);
  expect(selectedLabels(root)).toEqual(['Banana', 'Date']);
  await removeTag(root, 'Banana');
  expect(widget.getValue()).toEqual(['date']);
  expect(changes).toHaveBeenCalledTimes(3);
  await expect(pick(root, 'Mango')).rejects.toThrow(/no option labelled "Mango"/);
  await expect(removeTag(root, 'Mango')).rejects.toThrow(/no removable tag/);
});

test('pick reaches a row a long virtual list has not rendered, and works on a native select and <widget-select>', async () => {
  const many = Array.from({ length: 5000 }, (_, i) => ({ value: `n${i}`, label: `Number ${i}` }));
  const widget = mount({ data: many });
  const root = document.querySelector<HTMLElement>('.widget-select')!;
  await pick(root, 'Number 4321');
  expect(widget.getValue()).toBe('n4321');
  expect(selectedLabels(root)).toEqual(['Number 4321']);
  expect(widget.isDropdownOpen()).toBe(false);

  const host = fixture(
    '<select name="fruit"><option value="a">Apple</option><option value="b">Banana</option></select>',
  );
  const select = host.querySelector('select')!;
  mount({}, select);
  await pick(select, 'Banana');
  expect(select.value).toBe('b');

  const element = fixture(
    '<widget-select label="Fruit" multiple><option value="a">Apple</option><option value="b">Banana</option></widget-select>',
  ).firstElementChild!;
  expect(selectedLabels(element)).toEqual([]);
  await pick(element, 'Apple');
  expect((element as HTMLElement & { value: string[] }).value).toEqual(['a']);
  expect(() => selectedLabels(document.createElement('div'))).toThrow(/no widget found/);
});

test('pick matches a label as its accessible name reads, whitespace trimmed and collapsed on both sides', async () => {
  const odd = [
    { value: 'spaced', label: '  spaced  ' },
    { value: 'inner', label: 'two   words' },
    { value: 'lines', label: '\tnew\nline ' },
    { value: 'plain', label: 'Plain' },
  ];
  const widget = mount({ data: odd, multiple: true });
  const root = document.querySelector<HTMLElement>('#mount')!;
  await pick(root, '  spaced  ');
  expect(widget.getValue()).toEqual(['spaced']);
  await pick(root, 'two words');
  await pick(root, ' new line');
  expect(widget.getValue()).toEqual(['spaced', 'inner', 'lines']);
  // Found by search too: a long list renders few rows.
  const many = [
    ...odd,
    ...Array.from({ length: 3000 }, (_, i) => ({ value: `n${i}`, label: `Number ${i}` })),
  ];
  many.push({ value: 'far', label: '  far   away ' });
  const single = mount({ data: many });
  await pick(document.querySelector<HTMLElement>('#mount')!, 'far away');
  expect(single.getValue()).toBe('far');
});

test('pick fails loudly, naming the label and what was there, when nothing was picked', async () => {
  const widget = mount({
    data: [...fruits, { value: 'kiwi', label: 'Kiwi', disabled: true }],
    beforeSelect: (option) => option.value !== 'cherry',
  });
  const root = document.querySelector<HTMLElement>('#mount')!;
  await expect(pick(root, 'Kiwi')).rejects.toThrow(/"Kiwi".*picked nothing/);
  await expect(pick(root, 'Cherry')).rejects.toThrow(/"Cherry".*picked nothing/);
  expect(widget.getValue()).toBe(null);
  // No such option: the message lists the options the list showed.
  await expect(pick(root, 'Mango')).rejects.toThrow(/no option labelled "Mango".*"Apple", "Banana"/);
  // A single select's selected option picked again keeps it: that is a pick.
  await pick(root, 'Banana');
  await pick(root, 'Banana');
  expect(widget.getValue()).toBe('banana');
});

test('open fails at once, saying why, on a disabled or read-only widget (a click does not open either)', async () => {
  const widget = mount({ data: fruits, disabled: true });
  const root = document.querySelector<HTMLElement>('#mount')!;
  const since = Date.now();
  await expect(open(root)).rejects.toThrow(/the widget is disabled: a click does not open it/);
  widget.updateOptions({ disabled: false, readonly: true });
  await expect(pick(root, 'Banana')).rejects.toThrow(/the widget is read-only: a click does not open it/);
  expect(Date.now() - since).toBeLessThan(1000);
  expect([widget.isDropdownOpen(), widget.getValue()]).toEqual([false, null]);
});

test('the helpers work where the DOM has no ResizeObserver (jsdom, as Jest runs it): the list opens with auto row heights, and a pick lands', async () => {
  const engineResizeObserver = globalThis.ResizeObserver;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  // @ts-expect-error -- a DOM without the API
  delete globalThis.ResizeObserver;
  try {
    const widget = mount({ data: fruits, itemHeight: 'auto' });
    const root = document.querySelector<HTMLElement>('#mount')!;
    await open(root);
    expect(rowLabels()).toContain('Banana');
    await pick(root, 'Banana');
    expect(widget.getValue()).toBe('banana');
    expect(errors).toEqual([]);
  } finally {
    globalThis.ResizeObserver = engineResizeObserver;
    window.removeEventListener('error', onError);
  }
});
