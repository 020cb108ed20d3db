import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, fixture, fruits, mount, search, tags } from './helpers';

const focused = () => (document.activeElement as HTMLElement).dataset.value;

function threeTags(dir: 'rtl' | 'ltr', options: { sortable?: boolean } = {}) {
  const host = fixture(`<div dir="${dir}"><div id="target" aria-label="Fruit"></div></div>`);
  const widget = mount(
    { data: fruits, multiple: true, ...options },
    host.querySelector<HTMLElement>('#target')!,
  );
  widget.setValue(['apple', 'banana', 'cherry']);
  return widget;
}

test('dir="rtl": ArrowRight from the field goes to the last tag, ArrowLeft walks back to the field', async () => {
  threeTags('rtl');
  control().focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tags()[2]);
  await userEvent.keyboard('{ArrowRight}');
  expect(focused()).toBe('banana');
  await userEvent.keyboard('{ArrowLeft}');
  expect(focused()).toBe('cherry');
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(control());
});

test('dir="rtl": from the open list’s empty search field too, and Alt+ArrowRight moves a sortable tag towards the start', async () => {
  const widget = threeTags('rtl', { sortable: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tags()[2]);
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(widget.getValue()).toEqual(['apple', 'cherry', 'banana']);
});

test('dir="ltr" keeps ArrowLeft to the last tag and ArrowRight back to the field', async () => {
  threeTags('ltr');
  control().focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tags()[2]);
  await userEvent.keyboard('{ArrowLeft}');
  expect(focused()).toBe('banana');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toBe(control());
});
