/** presentation: the list as a bottom sheet on phones (or when asked), a dropdown elsewhere. */
import { afterEach, expect, test } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { $, clickControl, control, fixture, fruits, mount, rows, search } from './helpers';

afterEach(async () => {
  await commands.emulateMedia({ touch: false });
  await page.viewport(414, 896);
});

const sheet = () => $('.widget-select__dropdown--sheet');

test("presentation 'sheet': a modal dialog at the bottom, named by the label, with search and list; Escape closes it and focus returns", async () => {
  const host = fixture('<label id="fruit-label" for="fruit">Fruit</label><select id="fruit"></select>');
  const select = host.querySelector('select')!;
  for (const fruit of fruits) select.add(new Option(fruit.label, fruit.value));
  const widget = mount({ presentation: 'sheet' }, select);
  await userEvent.click(control());
  const dialog = sheet()!;
  expect(dialog).not.toBeNull();
  expect(dialog.classList.contains('widget-select__dropdown')).toBe(true);
  expect(dialog.getAttribute('role')).toBe('dialog');
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(dialog.getAttribute('aria-labelledby')).toBe('fruit-label');
  expect(dialog.contains(search())).toBe(true);
  expect(dialog.querySelector('[role="listbox"]')).not.toBeNull();
  expect(document.activeElement).toBe(search());
  expect(getComputedStyle(dialog).position).toBe('fixed');
  // Once its slide-in has ended, it sits on the bottom edge.
  for (const animation of dialog.getAnimations()) animation.finish();
  expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  expect($('.widget-select__backdrop')).not.toBeNull();
  expect(document.documentElement.style.overflow).toBe('hidden');
  // Single mode has no Done button: a pick closes.
  expect($('.widget-select__done')).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(sheet()).toBeNull();
  expect($('.widget-select__backdrop')).toBeNull();
  expect(document.documentElement.style.overflow).toBe('');
  expect(document.activeElement).toBe(control());
  await userEvent.click(control());
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toBe('cherry');
  expect(sheet()).toBeNull();
});

test('multiple mode: tags are picked inside the sheet and Done closes it; a tap on the backdrop closes it too', async () => {
  const widget = mount({ data: fruits, multiple: true, presentation: 'sheet' });
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(widget.isDropdownOpen()).toBe(true);
  const done = $<HTMLButtonElement>('.widget-select__done')!;
  expect(done.textContent).toBe('Done');
  await userEvent.click(done);
  expect(widget.isDropdownOpen()).toBe(false);
  // Beside the two tags: at the control's centre a tag's remove button may sit, as fonts decide.
  await clickControl();
  await userEvent.click($('.widget-select__backdrop')!, { position: { x: 5, y: 5 } });
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});

test('the back gesture closes the sheet without leaving a history entry; closing otherwise removes the entry', async () => {
  const widget = mount({ data: fruits, presentation: 'sheet' });
  await userEvent.click(control());
  expect((history.state as Record<string, unknown>).widgetSelectSheet).toBeTypeOf('string');
  history.back();
  await expect.poll(() => widget.isDropdownOpen()).toBe(false);
  await userEvent.click(control());
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await userEvent.keyboard('{Escape}');
  await popped;
  // The entry is gone: going back again leaves nothing of ours open.
  expect((history.state as Record<string, unknown> | null)?.widgetSelectSheet).toBeUndefined();
});

test("presentation 'auto': a sheet on a narrow touch screen, a dropdown on a desktop viewport", async () => {
  const widget = mount({ data: fruits });
  await userEvent.click(control());
  expect(sheet()).toBeNull();
  widget.close();
  await commands.emulateMedia({ touch: true });
  await page.viewport(390, 700);
  await userEvent.click(control());
  expect(matchMedia('(pointer: coarse)').matches).toBe(true);
  expect(sheet()).not.toBeNull();
  widget.close();
  widget.updateOptions({ presentation: 'dropdown' });
  await userEvent.click(control());
  expect(sheet()).toBeNull();
  expect(() => widget.updateOptions({ presentation: 'modal' as 'sheet' })).toThrow(/presentation/);
});

test('inside a modal <dialog> the sheet is not inert: its rows, Done and the backdrop take real taps, and Escape closes it, not the dialog', async () => {
  const host = fixture('<dialog><div id="in-dialog" aria-label="Fruit"></div></dialog>');
  const dialog = host.querySelector('dialog')!;
  dialog.showModal();
  try {
    const widget = mount(
      { data: fruits, multiple: true, presentation: 'sheet' },
      host.querySelector<HTMLElement>('#in-dialog')!,
    );
    await userEvent.click(control());
    // The browser's popover box is undone: full width, a backdrop over the whole viewport.
    const backdrop = $('.widget-select__backdrop')!.getBoundingClientRect();
    expect([backdrop.left, backdrop.top, backdrop.width, backdrop.height]).toEqual([
      0,
      0,
      document.documentElement.clientWidth,
      window.innerHeight,
    ]);
    expect(sheet()!.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    // Measured where it settles, after its slide-in.
    await Promise.all(
      sheet()!
        .getAnimations()
        .map((animation) => animation.finished),
    );
    const row = rows()[2]!;
    const box = row.getBoundingClientRect();
    expect(row.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(
      true,
    );
    await userEvent.click(row);
    expect(widget.getValue()).toEqual(['cherry']);
    await userEvent.click($('.widget-select__done')!);
    expect(widget.isDropdownOpen()).toBe(false);
    await clickControl();
    await userEvent.click($('.widget-select__backdrop')!, { position: { x: 5, y: 5 } });
    expect(widget.isDropdownOpen()).toBe(false);
    expect(dialog.open).toBe(true);
    await clickControl();
    await userEvent.keyboard('{Escape}');
    expect(widget.isDropdownOpen()).toBe(false);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(control());
  } finally {
    dialog.close();
  }
});

test("presentation 'sheet' forced on a desktop viewport works with the keyboard: open, search, pick, Tab to Done, close, focus return", async () => {
  await page.viewport(1024, 768);
  const host = fixture(
    '<button id="before">before</button><label for="fruit">Fruit</label><div id="fruit"></div>',
  );
  const widget = mount(
    { data: fruits, multiple: true, presentation: 'sheet' },
    host.querySelector<HTMLElement>('#fruit')!,
  );
  host.querySelector<HTMLButtonElement>('#before')!.focus();
  await userEvent.keyboard('{Tab}{ArrowDown}');
  expect(sheet()).not.toBeNull();
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('ch{Enter}');
  expect(widget.getValue()).toEqual(['cherry']);
  expect($('.widget-select__sheet-count')!.textContent).toBe('1 selected');
  // Tab reaches Done and stays in the sheet; Enter on it closes.
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe($('.widget-select__done'));
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(sheet()).toBeNull();
  expect(document.activeElement).toBe(control());
  expect(document.documentElement.style.overflow).toBe('');
});

test("presentation 'sheet' forced on a desktop viewport works with the mouse: click opens, a click on a row picks, the backdrop closes", async () => {
  await page.viewport(1024, 768);
  const widget = mount({ data: fruits, presentation: 'sheet' });
  await userEvent.click(control());
  expect(sheet()).not.toBeNull();
  await userEvent.click(rows()[3]!);
  expect(widget.getValue()).toBe('date');
  expect(sheet()).toBeNull();
  expect(document.activeElement).toBe(control());
  await userEvent.click(control());
  await userEvent.click($('.widget-select__backdrop')!, { position: { x: 500, y: 20 } });
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toBe('date');
});

/** A multiple lazy tree in a forced sheet whose one parent fails to load: its error row has a Retry button. */
const failingTree = (options = {}) =>
  mount({
    multiple: true,
    presentation: 'sheet',
    data: [
      { value: 'bad', label: 'Bad', hasChildren: true },
      { value: 'x', label: 'X' },
    ],
    loadChildren: () => Promise.reject(new Error('boom')),
    ...options,
  });

test.each([
  ['a nested tree', {}, '.widget-select__option[data-value="bad"] .widget-select__twisty'],
  ['columns, at the failed column', { treeLayout: 'columns' }, '.widget-select__option[data-value="bad"]'],
])(
  'in the sheet, Tab from a failed node’s Retry moves on inside the sheet (%s)',
  async (_, options, parent) => {
    await page.viewport(1024, 768);
    const widget = failingTree(options);
    await userEvent.click(control());
    await userEvent.click($(parent)!);
    await expect.poll(() => $('.widget-select__retry')).not.toBeNull();
    search()!.focus();
    const reachable = Array.from(sheet()!.querySelectorAll<HTMLElement>('button, input')).filter(
      (node) => node.getClientRects().length > 0,
    );
    const from = reachable.indexOf(search()!);
    const order = [...reachable.slice(from), ...reachable.slice(0, from)];
    expect(order.slice(0, 2)).toEqual([search(), $('.widget-select__retry')]);
    for (const next of [...order.slice(1), search()]) {
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(next);
    }
    expect(widget.isDropdownOpen()).toBe(true);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(order.at(-1));
  },
);

test('Escape on a button of the sheet (Done, Cancel, Apply) closes it, not the modal <dialog> around it', async () => {
  await page.viewport(1024, 768);
  const host = fixture('<dialog><div id="in-dialog" aria-label="Fruit"></div></dialog>');
  const dialog = host.querySelector('dialog')!;
  dialog.showModal();
  try {
    for (const commit of ['immediate', 'apply'] as const) {
      const widget = mount(
        { data: fruits, multiple: true, commit, presentation: 'sheet' },
        host.querySelector<HTMLElement>('#in-dialog')!,
      );
      const closes: string[] = [];
      widget.on('close', () => closes.push('close'));
      control().focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(search());
      await userEvent.keyboard('{Tab}');
      const button = commit === 'apply' ? '.widget-select__cancel' : '.widget-select__done';
      expect(document.activeElement).toBe($(button));
      await userEvent.keyboard('{Escape}');
      expect(sheet()).toBeNull();
      expect(closes).toEqual(['close']);
      expect(dialog.open).toBe(true);
      expect(document.activeElement).toBe(control());
      widget.destroy();
    }
  } finally {
    dialog.close();
  }
});
