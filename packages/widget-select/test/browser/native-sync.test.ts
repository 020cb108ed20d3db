/**
 * The widget follows its native <select>: changes other code makes to it
 * (value + a dispatched event, options added or removed, a disabled
 * fieldset around it) show in the widget, and nothing echoes back.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  $,
  clickControl,
  control,
  fixture,
  mount,
  recordEvents,
  rowLabels,
  rows,
  tagValues,
} from './helpers';

const single = `
  <form>
    <fieldset id="outer"><div>
      <select id="s" name="fruit">
        <option value="">Choose</option>
        <option value="a">A</option><option value="b" selected>B</option><option value="c">C</option>
      </select>
    </div></fieldset>
  </form>`;

const multiple = `
  <form>
    <select id="s" name="fruit" multiple>
      <option value="a" selected>A</option><option value="b">B</option><option value="c" selected>C</option>
    </select>
  </form>`;

/** Every `input` / `change` event the native select receives. */
function nativeEvents(select: HTMLSelectElement): string[] {
  const log: string[] = [];
  select.addEventListener('input', () => log.push('input'));
  select.addEventListener('change', () => log.push('change'));
  return log;
}

const selectedValues = (select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value);
const submitted = (select: HTMLSelectElement) => new FormData(select.form!).getAll('fruit');
const isDisabled = () => $('.widget-select')!.classList.contains('widget-select--disabled');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// ---- 5. <fieldset disabled> -------------------------------------------------

test('a select inside <fieldset disabled> gives a disabled widget, which follows the fieldset', async () => {
  const host = fixture(single.replace('<fieldset id="outer">', '<fieldset id="outer" disabled>'));
  const fieldset = $<HTMLFieldSetElement>('#outer', host)!;
  const widget = mount({}, $<HTMLSelectElement>('#s', host)!);
  expect(isDisabled()).toBe(true);
  expect(control().getAttribute('aria-disabled')).toBe('true');
  widget.open();
  expect(widget.isDropdownOpen()).toBe(false);

  fieldset.disabled = false;
  await vi.waitFor(() => expect(isDisabled()).toBe(false));
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);

  fieldset.disabled = true;
  await vi.waitFor(() => expect(isDisabled()).toBe(true));
  expect(widget.isDropdownOpen()).toBe(false);
  expect(control().getAttribute('aria-disabled')).toBe('true');
});

test('an explicit disable() is kept when the fieldset is enabled again; enable() waits for the fieldset', async () => {
  const host = fixture(single);
  const fieldset = $<HTMLFieldSetElement>('#outer', host)!;
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  widget.disable();
  fieldset.disabled = true;
  await nextTask();
  fieldset.disabled = false;
  await nextTask();
  expect(isDisabled()).toBe(true);
  expect(select.disabled).toBe(true);
  widget.enable();
  expect(isDisabled()).toBe(false);
  fieldset.disabled = true;
  await vi.waitFor(() => expect(isDisabled()).toBe(true));
  widget.enable();
  expect(isDisabled()).toBe(true);
  fieldset.disabled = false;
  await vi.waitFor(() => expect(isDisabled()).toBe(false));
});

test('the disabled option disables the select: nothing opens, nothing is submitted; destroy() enables it again', async () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({ disabled: true }, select);
  expect(isDisabled()).toBe(true);
  expect(control().getAttribute('aria-disabled')).toBe('true');
  expect(select.disabled).toBe(true);
  await userEvent.click(control(), { force: true });
  expect(widget.isDropdownOpen()).toBe(false);
  expect(submitted(select)).toEqual([]);
  await nextTask();
  expect(isDisabled()).toBe(true);
  widget.destroy();
  expect(select.hasAttribute('disabled')).toBe(false);
});

test('disabled: false on a <select disabled> enables it, and the form submits its value; destroy() disables it again', async () => {
  const host = fixture(single.replace('<select id="s"', '<select disabled id="s"'));
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({ disabled: false }, select);
  expect(isDisabled()).toBe(false);
  expect(select.disabled).toBe(false);
  await userEvent.click(control());
  await userEvent.click(rows().find((row) => row.textContent === 'C')!);
  expect(submitted(select)).toEqual(['c']);
  await nextTask();
  expect(isDisabled()).toBe(false);
  widget.destroy();
  expect(select.hasAttribute('disabled')).toBe(true);
});

// ---- 6. changes made directly to the native select -----------------------

test('select.value + a dispatched change: the widget follows, emits change once, echoes nothing', async () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  const log = recordEvents(widget);
  const events = nativeEvents(select);
  select.value = 'c';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(widget.getValue()).toBe('c');
  expect($('.widget-select__value')?.textContent).toBe('C');
  expect(log).toEqual([['change', 'c']]);
  await nextTask();
  expect(events).toEqual(['change']);
  expect(submitted(select)).toEqual(['c']);
});

test('option.selected + a dispatched input on a multiple select: tags follow in the widget', async () => {
  const host = fixture(multiple);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  const log = recordEvents(widget);
  const events = nativeEvents(select);
  select.options[1]!.selected = true;
  select.options[0]!.selected = false;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  expect(widget.getValue()).toEqual(['c', 'b']);
  expect(tagValues()).toEqual(['c', 'b']);
  expect(log).toEqual([['change', ['c', 'b']]]);
  await nextTask();
  expect(events).toEqual(['input']);
});

test('removing the selected <option> clears the widget value; the form submits what the widget shows', async () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  const log = recordEvents(widget);
  $('option[value="b"]', select)!.remove();
  await vi.waitFor(() => expect(widget.getValue()).toBeNull());
  expect($('.widget-select__placeholder')?.textContent).toBe('Choose');
  expect(log).toEqual([['change', null]]);
  expect(submitted(select)).toEqual(selectedValues(select).length ? [''] : []);
  await userEvent.click(control());
  expect(rowLabels()).toEqual(['A', 'C']);
});

test('removing a selected <option> of a multiple select drops its tag', async () => {
  const host = fixture(multiple);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  $('option[value="a"]', select)!.remove();
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['c']));
  expect(tagValues()).toEqual(['c']);
  expect(submitted(select)).toEqual(['c']);
});

test('two <option>s of one value added selected in one task give that value once', async () => {
  const host = fixture(multiple);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  select.append(new Option('X', 'x', true, true), new Option('X again', 'x', true, true));
  await vi.waitFor(() => expect(widget.getValue()).toContain('x'));
  expect(widget.getValue()).toEqual(['a', 'c', 'x']);
  expect(tagValues()).toEqual(['a', 'c', 'x']);
});

test('added <option>s appear in the dropdown; one added as selected becomes the value', async () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  select.append(new Option('D', 'd'));
  await nextTask();
  expect(widget.getValue()).toBe('b');
  await userEvent.click(control());
  expect(rowLabels()).toEqual(['A', 'B', 'C', 'D']);
  await userEvent.keyboard('{Escape}');
  select.append(new Option('E', 'e', true, true));
  await vi.waitFor(() => expect(widget.getValue()).toBe('e'));
  expect($('.widget-select__value')?.textContent).toBe('E');
  expect(submitted(select)).toEqual(['e']);
});

test('picks across optgroups leave each <option> in its group: an outside edit re-reads the same groups', async () => {
  const host = fixture(`
    <form><select id="s" name="fruit" multiple>
      <optgroup label="G1"><option value="b">B</option><option value="c">C</option></optgroup>
      <optgroup label="G2"><option value="d">D</option></optgroup>
    </select></form>`);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  const listed = () =>
    Array.from(
      document.querySelectorAll<HTMLElement>('.widget-select__group, .widget-select__option'),
      (row) => row.dataset.value ?? `[${row.textContent}]`,
    );
  await clickControl();
  expect(listed()).toEqual(['[G1]', 'b', 'c', '[G2]', 'd']);
  await userEvent.click(rows()[2]!);
  await userEvent.click(rows()[0]!);
  await userEvent.keyboard('{Escape}');
  expect(widget.getValue()).toEqual(['d', 'b']);
  $('option[value="c"]', select)!.textContent = 'C (edited)';
  await clickControl();
  await expect.poll(rowLabels).toContain('C (edited)');
  expect(listed()).toEqual(['[G1]', 'b', 'c', '[G2]', 'd']);
  expect(submitted(select)).toEqual(['b', 'd']);
});

test("the widget's own changes to the select are not taken for outside changes (no echo, no loop)", async () => {
  const host = fixture(multiple);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({ allowCreate: true, sortable: true }, select);
  const log = recordEvents(widget);
  const events = nativeEvents(select);
  await clickControl();
  await userEvent.click(rows()[1]!);
  await userEvent.keyboard('new{Enter}');
  await nextTask();
  expect(widget.getValue()).toEqual(['a', 'c', 'b', 'new']);
  expect(tagValues()).toEqual(['a', 'c', 'b', 'new']);
  expect(log.filter(([name]) => name === 'change').length).toBe(2);
  expect(events).toEqual(['input', 'change', 'input', 'change']);
  expect(submitted(select)).toEqual(['a', 'c', 'b', 'new']);
});

test('after destroy() the restored select is left alone: outside changes and fieldsets reach no widget', async () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const fieldset = $<HTMLFieldSetElement>('#outer', host)!;
  const widget = mount({}, select);
  const log = recordEvents(widget);
  widget.destroy();
  const html = select.outerHTML;
  select.value = 'c';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  $('option[value="a"]', select)!.remove();
  fieldset.disabled = true;
  await nextTask();
  fieldset.disabled = false;
  await nextTask();
  expect(widget.getValue()).toBe('b');
  expect(log).toEqual([]);
  expect(select.disabled).toBe(false);
  expect(select.outerHTML).toBe(html.replace(/<option value="a">A<\/option>/, ''));
});

test('methods called in the same task as an outside change already see it', () => {
  const host = fixture(single);
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  $('option[value="b"]', select)!.remove();
  expect(widget.getValue()).toBeNull();
  select.append(new Option('D', 'd'));
  widget.setValue('d');
  expect(widget.getValue()).toBe('d');
  expect(submitted(select)).toEqual(['d']);
});

test("a select in a disabled fieldset's first <legend> stays enabled, like the native control", () => {
  const host = fixture(
    '<fieldset disabled><legend><select id="s"><option value="a">A</option></select></legend></fieldset>',
  );
  const select = $<HTMLSelectElement>('#s', host)!;
  expect(select.matches(':disabled')).toBe(false);
  mount({}, select);
  expect(isDisabled()).toBe(false);
});
