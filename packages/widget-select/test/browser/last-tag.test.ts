/**
 * Deleting the last tag of a multiple select leaves the field as a fresh empty one at once: no tags' grid
 * or row, the placeholder inside the combobox, focus on the control, with no other key needed.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fruits, mount } from './helpers';

const options = { data: fruits, multiple: true, placeholder: 'Pick fruits' };

/** The widget's markup, its ids made one, without the live region (a fresh widget has none yet). */
function markup(): string {
  const root = $('.widget-select')!.cloneNode(true) as HTMLElement;
  root.querySelector('.widget-select__live')?.remove();
  const prefix = root.querySelector('.widget-select__values')!.id.replace(/-values$/, '');
  return root.outerHTML.replaceAll(prefix, 'ID');
}

/** The markup of a fresh empty widget with the same options. */
function freshMarkup(): string {
  const fresh = mount(options);
  const html = markup();
  fresh.destroy();
  return html;
}

function expectEmptyField(fresh: string): void {
  expect(markup()).toBe(fresh);
  expect($('[role="grid"], [role="row"], [role="gridcell"]')).toBeNull();
  expect($('.widget-select__placeholder')?.closest('[role="combobox"]')).toBe(control());
}

test.each(['Backspace', 'Delete'])(
  '%s on the last tag leaves the field as a fresh empty one, focus on the control',
  async (key) => {
    const fresh = freshMarkup();
    const widget = mount(options);
    widget.setValue(['apple']);
    await userEvent.tab();
    await userEvent.keyboard(`{ArrowLeft}{${key}}`);
    expect(widget.getValue()).toEqual([]);
    expectEmptyField(fresh);
    expect(document.activeElement).toBe(control());
  },
);

test('a click on the last tag remove button leaves the field as a fresh empty one, focus on the control', async () => {
  const fresh = freshMarkup();
  const widget = mount(options);
  widget.setValue(['banana']);
  await userEvent.click($('.widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual([]);
  expectEmptyField(fresh);
  expect(document.activeElement).toBe(control());
});
