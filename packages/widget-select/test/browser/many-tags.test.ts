/**
 * Many tags: the "+N more" chip of `maxVisibleTags: 'auto'` counts exactly
 * and names a capped list of what it hides; the keys reach a tag of a
 * large selection; focus never falls to the page when a focused tag goes.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, $$, control, fixture, fruits, mount, search } from './helpers';

const chip = () => $('.widget-select__tag--more');
const shownTags = () => $$('.widget-select__tag[data-value]');
const values = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option number ${i}` }));

function autoWidget(count: number) {
  const data = values(count);
  const host = fixture('<div id="mount" style="width: 360px"></div>');
  const widget = mount(
    { data, multiple: true, maxVisibleTags: 'auto' },
    host.querySelector<HTMLElement>('#mount')!,
  );
  widget.setValue(data.map((option) => option.value));
  return { widget, host };
}

test.each([101, 10_000])(
  "maxVisibleTags 'auto' with %i values: the chip counts exactly the values it hides",
  async (count) => {
    autoWidget(count);
    await vi.waitFor(() => expect(chip()).not.toBeNull());
    expect($$('.widget-select__tag--more')).toHaveLength(1);
    expect(chip()!.textContent).toBe(`+${count - shownTags().length} more`);
    expect(chip()!.getAttribute('aria-label')).toBe(chip()!.textContent);
  },
);

test('the chip of 10,000 values names the first hidden labels and how many more, in a short list', async () => {
  autoWidget(10_000);
  await vi.waitFor(() => expect(chip()).not.toBeNull());
  const list = $('.widget-select__more-list')!;
  const hidden = 10_000 - shownTags().length;
  expect(list.textContent!.length).toBeLessThan(2000);
  expect(list.textContent).toMatch(new RegExp(`and ${hidden - 50} more$`));
  expect(list.textContent).toContain(`Option number ${shownTags().length}, `);
});

test("removing the element without destroy() while 'auto' hides more than 100 values throws nothing", async () => {
  const { widget, host } = autoWidget(150);
  await vi.waitFor(() => expect(chip()).not.toBeNull());
  const errors: unknown[] = [];
  widget.on('error', (error) => errors.push(error));
  const logged = vi.spyOn(console, 'error');
  host.remove();
  widget.setValue(['v1', 'v2', 'v3']);
  widget.setValue(values(150).map((option) => option.value));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
  expect(errors).toEqual([]);
});

test('more than 400 values and no maxVisibleTags: ArrowLeft from the field reaches a tag', async () => {
  const data = values(450);
  const widget = mount({ data, multiple: true });
  widget.setValue(data.map((option) => option.value));
  await userEvent.click(control());
  await userEvent.keyboard('{Escape}');
  const field = search() ?? control();
  field.focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement?.matches('.widget-select__tag[data-value]')).toBe(true);
});

test('code removing the focused tag moves focus to the next tag, or the field, never the page', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  await userEvent.click(control());
  await userEvent.keyboard('{Escape}{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('cherry');
  widget.setValue(['apple', 'cherry', 'banana']);
  expect((document.activeElement as HTMLElement).dataset.value).toBe('cherry');
  await userEvent.keyboard('{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('apple');
  widget.setValue(['cherry', 'banana']);
  expect((document.activeElement as HTMLElement).dataset.value).toBe('cherry');
  widget.setValue(['cherry']);
  widget.setValue(['apple', 'banana']);
  expect(document.activeElement).not.toBe(document.body);
  expect(control().contains(document.activeElement) || document.activeElement === search()).toBe(true);
});

test('inside a modal <dialog>, Escape on the focused "+N more" chip hides its labels, not the dialog; the next closes it', async () => {
  const host = fixture('<dialog><div id="field" aria-label="Fruit"></div></dialog>');
  const dialog = host.querySelector('dialog')!;
  const cancels: Event[] = [];
  dialog.addEventListener('cancel', (event) => cancels.push(event));
  dialog.showModal();
  const widget = mount(
    { data: fruits, multiple: true, maxVisibleTags: 2 },
    host.querySelector<HTMLElement>('#field')!,
  );
  widget.setValue(fruits.map((option) => option.value));
  await userEvent.click(control());
  await userEvent.keyboard('{Escape}{ArrowLeft}');
  expect(document.activeElement).toBe(chip());
  expect($('.widget-select__more-list')!.checkVisibility()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(dialog.open).toBe(true);
  expect(cancels).toHaveLength(0);
  expect($('.widget-select__more-list')!.checkVisibility()).toBe(false);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.open).toBe(false);
});
