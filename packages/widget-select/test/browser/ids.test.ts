/** Generated ids are unique in the page: never an id the page uses, never one of another copy of the library. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fixture, mount } from './helpers';

const listId = () => control().getAttribute('aria-controls') ?? '';

test("aria-controls never points at a page element that took the widget's next id", async () => {
  mount({ data: [{ value: 'a', label: 'A' }] });
  await userEvent.click(control());
  expect(listId()).toMatch(/\d+-list$/);
  const [, , counter] = /^(.*?)(\d+)-list$/.exec(listId()) ?? [];
  const prefix = listId().slice(0, listId().length - `${counter}-list`.length);
  // The page takes the ids the next widgets would get.
  const taken = Array.from({ length: 5 }, (_, i) => `${prefix}${Number(counter) + 1 + i}`);
  const host = fixture(
    `${taken.map((id) => `<p id="${id}-list"></p><p id="${id}-search"></p>`).join('')}<div id="mount"></div>`,
  );
  mount({ data: [{ value: 'a', label: 'A' }] }, $<HTMLElement>('#mount', host)!);
  await userEvent.click(control());
  expect(listId()).not.toBe('');
  const list = document.getElementById(listId());
  expect(list?.classList.contains('widget-select__list')).toBe(true);
  expect(document.querySelectorAll(`[id="${listId()}"]`)).toHaveLength(1);
});

test('a second copy of the library on the page never hands out the ids of the first', async () => {
  mount({ data: [{ value: 'a', label: 'A' }] });
  await userEvent.click(control());
  const used = listId().replace(/-list$/, '');
  // A fresh module instance: its own counter, as a second bundle on the page has.
  const copy = (await import(
    /* @vite-ignore */ `../../src/view/ids.ts?copy=${Date.now()}`
  )) as typeof import('../../src/view/ids');
  const ids = Array.from({ length: 200 }, () => copy.nextInstanceId());
  expect(ids).not.toContain(used);
});
