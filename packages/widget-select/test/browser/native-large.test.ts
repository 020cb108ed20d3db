/**
 * A native <select> of many options: a large selection reaches the select in
 * slices after the call, but whatever reads the form — FormData, a submit,
 * the widget's own methods, destroy — sees all of it at once.
 */
import { expect, test, vi } from 'vitest';
import { fixture, mount, recordEvents } from './helpers';
import { frames } from './waits';

const SIZE = 12_000;

function nativeForm(multiple = true) {
  const options = Array.from({ length: SIZE }, (_, i) => `<option value="v${i}">Option ${i}</option>`).join(
    '',
  );
  const host = fixture(
    `<form><select name="pick" ${multiple ? 'multiple' : ''}>${options}</select><button>Send</button></form>`,
  );
  const form = host.querySelector('form')!;
  const select = host.querySelector('select')!;
  return { host, form, select };
}

const allValues = Array.from({ length: SIZE }, (_, i) => `v${i}`);

test('FormData right after selectAll() holds every value, in order', () => {
  const { form, select } = nativeForm();
  const widget = mount({}, select);
  widget.selectAll();
  expect(widget.getValue()).toHaveLength(SIZE);
  expect(new FormData(form).getAll('pick')).toEqual(allValues);
});

test('the select catches up with selectAll() on its own, and a clear empties it at once', async () => {
  const { select } = nativeForm();
  const widget = mount({ sortable: true }, select);
  widget.selectAll();
  // In chunks between tasks: Firefox takes seconds for 12,000 options on a busy machine.
  await vi.waitFor(() => expect(select.selectedOptions).toHaveLength(SIZE), { timeout: 10_000 });
  widget.clearAll();
  expect(select.selectedOptions).toHaveLength(0);
  widget.setValue(['v7', 'v3']);
  widget.selectAll();
  // In chunks between tasks: Firefox takes seconds for 12,000 options on a busy machine.
  await vi.waitFor(() => expect(select.selectedOptions).toHaveLength(SIZE), { timeout: 10_000 });
  // Sortable, so tag order first: the two values picked before select-all lead the submitted list.
  expect(new FormData(select.form!).getAll('pick').slice(0, 3)).toEqual(['v7', 'v3', 'v0']);
});

test('FormData right after a large change keeps the entries of the other fields', () => {
  const { form, select } = nativeForm();
  form.insertAdjacentHTML('afterbegin', '<input name="before" value="1">');
  form.insertAdjacentHTML('beforeend', '<input name="after" value="2">');
  const widget = mount({ sortable: true }, select);
  widget.selectAll();
  const data = new FormData(form);
  expect(data.get('before')).toBe('1');
  expect(data.get('after')).toBe('2');
  expect(data.getAll('pick')).toEqual(allValues);
  widget.clearAll();
  widget.setValue(['v5', 'v1']);
  expect(new FormData(form).getAll('pick')).toEqual(['v5', 'v1']);
});

test('a submission right after selectAll() sends every value', async () => {
  const { form, select } = nativeForm();
  const widget = mount({}, select);
  let sent: FormDataEntryValue[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent = new FormData(form).getAll('pick');
  });
  widget.selectAll();
  form.requestSubmit();
  expect(sent).toHaveLength(SIZE);
});

test('select-all after two picks moves only those two options, and destroy only moves them back', () => {
  // Each move of an <option> costs Firefox milliseconds on a select this large: moving all
  // 12,000 into tag order, and all of them back on destroy, took it half a minute.
  const { form, select } = nativeForm();
  const before = Array.from(select.options);
  const widget = mount({ sortable: true }, select);
  widget.setValue(['v7', 'v3']);
  const moves = new MutationObserver(() => {});
  moves.observe(select, { childList: true, subtree: true });
  widget.selectAll();
  expect(new FormData(form).getAll('pick').slice(0, 4)).toEqual(['v7', 'v3', 'v0', 'v1']);
  const removals = (records: MutationRecord[]) => records.reduce((n, r) => n + r.removedNodes.length, 0);
  expect(removals(moves.takeRecords())).toBeLessThanOrEqual(2);
  widget.destroy();
  expect(removals(moves.takeRecords())).toBeLessThanOrEqual(2);
  moves.disconnect();
  expect(Array.from(select.options)).toEqual(before);
});

test('a newer value replaces a pending one: the select ends with the newer', async () => {
  const { form, select } = nativeForm();
  const widget = mount({ sortable: true }, select);
  widget.selectAll();
  widget.setValue(['v10', 'v2']);
  expect(new FormData(form).getAll('pick')).toEqual(['v10', 'v2']);
  await vi.waitFor(() =>
    expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(['v10', 'v2']),
  );
});

test('destroy() during a pending write restores the select with the whole selection, and stops writing', async () => {
  const { select } = nativeForm();
  const before = select.outerHTML;
  const widget = mount({}, select);
  const log = recordEvents(widget);
  widget.selectAll();
  widget.destroy();
  expect(select.selectedOptions).toHaveLength(SIZE);
  // The attributes and children are the original ones (selectedness is state, not markup).
  expect(select.outerHTML).toBe(before);
  select.selectedIndex = -1;
  // The write goes on in slices, a task each: two frames later a slice would have run.
  await frames();
  expect(select.selectedOptions).toHaveLength(0);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
});

test('an outside change during a pending write is taken in on top of the whole selection', async () => {
  const { select } = nativeForm();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  widget.selectAll();
  select.options[SIZE - 1]!.selected = false;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await vi.waitFor(() => {
    expect(Array.from(select.selectedOptions, (option) => option.value)).toEqual(widget.getValue());
  });
  expect((widget.getValue() as string[]).length).toBeGreaterThanOrEqual(SIZE - 1);
  expect(log.filter(([name]) => name === 'change').length).toBeLessThanOrEqual(2);
});

test("while the slices run the select's autocomplete is off, and its own comes back once they end or stop", async () => {
  // Chromium saves a changed select's state for the session history about once a second, reading
  // every selected option: 150 ms a time for a million, over the many seconds the slices take.
  const { select } = nativeForm();
  select.setAttribute('autocomplete', 'on');
  const widget = mount({}, select);
  widget.selectAll();
  expect(select.getAttribute('autocomplete')).toBe('off');
  await vi.waitFor(() => expect(select.getAttribute('autocomplete')).toBe('on'), { timeout: 10_000 });
  expect(select.selectedOptions).toHaveLength(SIZE);
  expect(new FormData(select.form!).getAll('pick')).toEqual(allValues);
  // A newer value replacing a pending one, then destroy() in the middle of its slices.
  select.removeAttribute('autocomplete');
  widget.setValue(['v1', 'v2']);
  widget.selectAll();
  widget.setValue(allValues.slice(0, 6000));
  expect(select.getAttribute('autocomplete')).toBe('off');
  widget.destroy();
  expect(select.hasAttribute('autocomplete')).toBe(false);
  expect(select.selectedOptions).toHaveLength(6000);
  // An author's own "off" stays.
  select.setAttribute('autocomplete', 'off');
  const again = mount({}, select);
  again.selectAll();
  again.destroy();
  expect(select.getAttribute('autocomplete')).toBe('off');
});

test('single select: a pick and a clear reach the select at once', () => {
  const { form, select } = nativeForm(false);
  const widget = mount({}, select);
  widget.setValue('v9000');
  expect(select.value).toBe('v9000');
  expect(new FormData(form).get('pick')).toBe('v9000');
  widget.clearAll();
  expect(select.selectedIndex).toBe(-1);
});

test('inside a shadow root, FormData right after selectAll() holds every value too', () => {
  const host = fixture('<div id="shadow-host"></div>').querySelector('#shadow-host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  const options = allValues.map((value) => `<option value="${value}">${value}</option>`).join('');
  shadow.innerHTML = `<form><select name="pick" multiple>${options}</select></form>`;
  const form = shadow.querySelector('form')!;
  const widget = mount({}, shadow.querySelector('select')!);
  widget.selectAll();
  expect(new FormData(form).getAll('pick')).toEqual(allValues);
});
