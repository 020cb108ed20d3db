/** `focus` / `blur` of the widget as a whole and `focus()`, as form libraries need them. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { element } from './element/element-helpers';
import { $, control, fixture, fruits, mount, recordEvents, rows, search } from './helpers';
import { frames } from './waits';

/** Blur is decided a task after focus leaves: two frames later it has been. */
const settle = frames;
const focusEvents = (log: [string, unknown][]) =>
  log.filter(([name]) => name === 'focus' || name === 'blur').map(([name]) => name);

test('blur fires once when focus leaves the whole widget, not when it moves into the search field or the tags', async () => {
  const host = fixture(
    '<button id="before">before</button><div id="mount"></div><button id="after">after</button>',
  );
  const widget = mount({ data: fruits, multiple: true }, host.querySelector<HTMLElement>('#mount')!);
  const log = recordEvents(widget, { focus: true });
  host.querySelector<HTMLButtonElement>('#before')!.focus();
  await userEvent.tab();
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(search());
  await userEvent.click(rows()[1]!);
  await userEvent.keyboard('{Escape}');
  await settle();
  expect(focusEvents(log)).toEqual(['focus']);
  // Into the tags and back: still inside.
  control().focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement?.classList.contains('widget-select__tag')).toBe(true);
  await settle();
  expect(focusEvents(log)).toEqual(['focus']);
  await userEvent.click(host.querySelector<HTMLButtonElement>('#after')!);
  await settle();
  expect(focusEvents(log)).toEqual(['focus', 'blur']);
  expect(widget.getValue()).toEqual(['banana']);
});

test('blur fires when Tab leaves the open search field, and a portalled dropdown counts as inside', async () => {
  const host = fixture('<div id="mount"></div><button id="after">after</button>');
  const widget = mount(
    { data: fruits, dropdownParent: document.body },
    host.querySelector<HTMLElement>('#mount')!,
  );
  const log = recordEvents(widget, { focus: true });
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  await settle();
  expect(focusEvents(log)).toEqual(['focus']);
  await userEvent.tab();
  await settle();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(focusEvents(log)).toEqual(['focus', 'blur']);
});

test('Tab from widget to widget or to an input: the widget left blurs before the next field focuses, as native fields do', async () => {
  const host = fixture('<div id="first"></div><div id="second"></div><input id="after">');
  const first = mount({ data: fruits }, host.querySelector<HTMLElement>('#first')!);
  const second = mount({ data: fruits }, host.querySelector<HTMLElement>('#second')!);
  const order: string[] = [];
  first.on('focus', () => order.push('first focus'));
  first.on('blur', () => order.push('first blur'));
  second.on('focus', () => order.push('second focus'));
  second.on('blur', () => order.push('second blur'));
  host.querySelector('#after')!.addEventListener('focus', () => order.push('input focus'));
  await userEvent.click(control(host.querySelector<HTMLElement>('#first')!));
  await userEvent.keyboard('{Escape}');
  await userEvent.tab();
  await userEvent.tab();
  await settle();
  expect(order).toEqual(['first focus', 'first blur', 'second focus', 'second blur', 'input focus']);
});

test('focus() moves focus to the combobox', async () => {
  fixture('<div id="mount"></div>');
  const widget = mount({ data: fruits });
  widget.focus();
  expect(document.activeElement).toBe(control());
  widget.destroy();
  widget.focus();
});

test('<widget-select> fires focus and blur on itself (not bubbling), and ws-blur', async () => {
  const host = fixture(
    '<widget-select label="Fruit"><option value="a">A</option><option value="b">B</option></widget-select><button id="after">after</button>',
  );
  const select = element();
  const heard: string[] = [];
  for (const type of ['focus', 'blur', 'ws-blur']) select.addEventListener(type, () => heard.push(type));
  let bubbled = 0;
  host.addEventListener('blur', () => bubbled++);
  select.focus();
  expect(document.activeElement).toBe($('.widget-select__control', select));
  await userEvent.click(host.querySelector('#after')!);
  await settle();
  expect(heard).toEqual(['focus', 'blur', 'ws-blur']);
  expect(bubbled).toBe(0);
});
