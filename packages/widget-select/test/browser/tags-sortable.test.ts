/** Sortable tags: Alt+Arrow and the mouse drag reorder them, and without `sortable` neither does. */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { chromiumOnly } from './engines';
import { $, fixture, fruits, mount, recordEvents, tags, tagValues } from './helpers';

test('sortable: Alt+Arrow on a focused tag reorders with reorder then change; getValue follows', async () => {
  const widget = mount({ data: fruits, multiple: true, sortable: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const log = recordEvents(widget);
  tags()[0]!.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(widget.getValue()).toEqual(['banana', 'apple', 'cherry']);
  expect(tagValues()).toEqual(['banana', 'apple', 'cherry']);
  expect(log).toEqual([
    ['reorder', ['banana', 'apple', 'cherry']],
    ['change', ['banana', 'apple', 'cherry']],
  ]);
  expect((document.activeElement as HTMLElement).dataset.value).toBe('apple');
});

test('sortable: a mouse drag moves a tag; the native select serializes in tag order', async () => {
  const host = fixture(
    '<form><select id="s" name="f" multiple><option value="a" selected>Alpha</option><option value="b" selected>Bravo</option><option value="c" selected>Charlie</option></select></form>',
  );
  const widget = mount({ sortable: true }, $<HTMLSelectElement>('#s', host)!);
  const log = recordEvents(widget);
  const [first, , third] = tags().map((tag) => tag.getBoundingClientRect());
  await commands.mouseDrag(
    { x: first!.left + 10, y: first!.top + first!.height / 2 },
    { x: third!.right - 2, y: third!.top + third!.height / 2 },
  );
  expect(widget.getValue()).toEqual(['b', 'c', 'a']);
  expect(new FormData($<HTMLFormElement>('form', host)!).getAll('f')).toEqual(['b', 'c', 'a']);
  expect(log.map(([name]) => name)).toEqual(['reorder', 'change']);
  expect(widget.isDropdownOpen()).toBe(false);
});

/** Focuses `button` and presses `key` on it. */
function pressOn(button: HTMLElement, key: string): Promise<void> {
  button.focus();
  return userEvent.keyboard(key);
}

/** Drags the third of three tags to the front with the mouse, then removes the (new) third by `remove`. */
test.each([
  ['a click', (button: HTMLElement) => userEvent.click(button)],
  ['Enter (a keyboard click)', (button: HTMLElement) => pressOn(button, '{Enter}')],
  ['Space (a keyboard click)', (button: HTMLElement) => pressOn(button, '[Space]')],
])('sortable: after a mouse drag, %s on a tag × removes it', async (_, remove) => {
  const widget = mount({ data: fruits, multiple: true, sortable: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const [first, , third] = tags().map((tag) => tag.getBoundingClientRect());
  const middle = (rect: DOMRect, x: number) => ({ x, y: rect.top + rect.height / 2 });
  await commands.mouseDrag(middle(third!, third!.left + 6), middle(first!, first!.left + 2));
  expect(widget.getValue()).toEqual(['cherry', 'apple', 'banana']);
  await remove(tags()[2]!.querySelector<HTMLElement>('.widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual(['cherry', 'apple']);
});

test('without sortable, dragging and Alt+Arrow change nothing', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana']);
  const [first, second] = tags().map((tag) => tag.getBoundingClientRect());
  await commands.mouseDrag(
    { x: first!.left + 5, y: first!.top + 5 },
    { x: second!.right - 2, y: second!.top + 5 },
  );
  tags()[0]!.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});

chromiumOnly('sortable: a touch drag moves a tag too', async () => {
  const widget = mount({ data: fruits, multiple: true, sortable: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const [first, , third] = tags().map((tag) => tag.getBoundingClientRect());
  await commands.touchDrag(
    { x: first!.left + 10, y: first!.top + first!.height / 2 },
    { x: third!.right - 2, y: third!.top + third!.height / 2 },
  );
  expect(widget.getValue()).toEqual(['banana', 'cherry', 'apple']);
});
