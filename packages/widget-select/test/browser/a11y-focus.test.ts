/**
 * What assistive technology is given, read from Chromium's own accessibility
 * tree: the focused element is a combobox while the list is open (named by
 * the field's label, pointing at a rendered row), the combobox value is the
 * selection only, the live region speaks at the right moments and no stray
 * landmark or "not selected" is exposed.
 */
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { AxNode } from '../../../../tests/a11y-commands';
import { QUIET_FOCUS_MS } from '../../src/open-list/quiet-focus';
import { chromiumOnly, engine } from './engines';
import { $, clickControl, control, fixture, fruits, highlighted, mount, rows, search } from './helpers';
import { steppedTimers } from './waits';

const axNodes = () => commands.axNodes();
/** The focused element's node (the document's root node reports focus too). */
const focusedNode = async (): Promise<AxNode | undefined> =>
  (await axNodes()).find((n) => n.props.focused === true && n.role !== 'RootWebArea');
const comboboxes = async () => (await axNodes()).filter((n) => n.role === 'combobox');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const live = () => $('.widget-select__live')!;

/** A labelled native select, as most forms have it. */
function labelled(extra = '', selected = '') {
  const host = fixture(
    `<form><label for="fruit">Fruit</label><select id="fruit" ${extra}>` +
      fruits
        .map(
          (f) => `<option value="${f.value}"${f.value === selected ? ' selected' : ''}>${f.label}</option>`,
        )
        .join('') +
      '</select><button type="submit">Send</button></form>',
  );
  return { host, select: host.querySelector('select')! };
}

/** The element aria-activedescendant of the focused element names, if rendered. */
function activeRow(): HTMLElement | null {
  const id = document.activeElement?.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

/** The focused element is a combobox for the open list, pointing at the highlighted row. */
async function expectFocusedCombobox(name: string) {
  const focused = document.activeElement as HTMLElement;
  const list = $('.widget-select__list')!;
  expect(focused.getAttribute('role')).toBe('combobox');
  expect(focused.getAttribute('aria-expanded')).toBe('true');
  expect(focused.getAttribute('aria-controls')).toBe(list.id);
  expect(activeRow()).not.toBeNull();
  expect(activeRow()).toBe(highlighted());
  expect(list.contains(activeRow())).toBe(true);
  const node = await focusedNode();
  expect(node?.role).toBe('combobox');
  expect(node?.name).toBe(name);
  expect(node?.props.expanded).toBe(true);
  expect(node?.props.activedescendant).toBe(highlighted()!.id);
  expect(node?.props.controls).toBe(list.id);
}

chromiumOnly(
  'the focused search input is the combobox while open: named by the label, expanded, with the active row',
  async () => {
    const { select } = labelled();
    mount({}, select);
    await userEvent.click(control());
    expect(document.activeElement).toBe(search());
    expect(search()!.getAttribute('aria-autocomplete')).toBe('list');
    await expectFocusedCombobox('Fruit');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedCombobox('Fruit');
    // One combobox at a time: the control steps out while the search field has focus.
    expect((await comboboxes()).map((n) => [n.name, n.props.focused])).toEqual([['Fruit', true]]);
    expect(control().tabIndex).toBe(-1);
    // No element in the tree is the generic "Search" box.
    expect((await axNodes()).some((n) => n.name === 'Search')).toBe(false);
  },
);

chromiumOnly(
  'multiple, tree and aria-label mounts: the focused element while open is a named combobox',
  async () => {
    const host = fixture('<div id="m" aria-label="Fruits"></div>');
    const widget = mount({ data: fruits, multiple: true }, host.querySelector<HTMLElement>('#m')!);
    await userEvent.click(control());
    await expectFocusedCombobox('Fruits');
    widget.destroy();
    const tree = [{ value: 'fruit', label: 'Fruit', children: fruits }];
    mount(
      { data: tree, multiple: true },
      fixture('<div id="t" aria-label="Food"></div>').querySelector<HTMLElement>('#t')!,
    );
    await userEvent.click(control());
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedCombobox('Food');
  },
);

chromiumOnly(
  'without search the control keeps focus and points at the active row; opening with ArrowDown is never blank',
  async () => {
    const { select } = labelled();
    mount({ searchable: false }, select);
    await userEvent.tab();
    expect(document.activeElement).toBe(control());
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedCombobox('Fruit');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedCombobox('Fruit');
  },
);

chromiumOnly(
  'opening a searchable widget with ArrowDown lands on a combobox with a rendered active row',
  async () => {
    const { select } = labelled();
    mount({}, select);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusedCombobox('Fruit');
  },
);

chromiumOnly('closed, aria-controls names nothing missing; the control stays a combobox', async () => {
  const { select } = labelled();
  mount({}, select);
  const id = control().getAttribute('aria-controls');
  if (id !== null) expect(document.getElementById(id)).not.toBeNull();
  expect(control().getAttribute('role')).toBe('combobox');
  expect(control().getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(control());
  await userEvent.keyboard('{Escape}');
  const after = control().getAttribute('aria-controls');
  if (after !== null) expect(document.getElementById(after)).not.toBeNull();
  // Closed, the control is the combobox again, in the tab order.
  expect((await comboboxes()).map((n) => n.name)).toEqual(['Fruit']);
  expect(control().hasAttribute('aria-hidden')).toBe(false);
  expect(control().tabIndex).toBe(0);
});

chromiumOnly('the combobox value is the selection only: no clear or remove button text', async () => {
  const { select } = labelled('', 'banana');
  mount({ clearable: true }, select);
  let box = (await comboboxes())[0]!;
  expect(box.name).toBe('Fruit');
  expect(box.value).toBe('Banana');
  // The clear button is still there for pointer and screen-reader users.
  expect((await axNodes()).some((n) => n.role === 'button' && n.name === 'Clear selection')).toBe(true);

  const host = fixture('<div id="m" aria-label="Fruits"></div>');
  const widget = mount(
    { data: fruits, multiple: true, clearable: true },
    host.querySelector<HTMLElement>('#m')!,
  );
  widget.setValue(['apple', 'cherry']);
  // Tags skip rendering work until a frame decided they are on screen.
  await frame();
  box = (await comboboxes())[0]!;
  expect(box.name).toBe('Fruits');
  expect(box.value).toBe('Apple, Cherry');
  expect((await axNodes()).filter((n) => n.role === 'button').map((n) => n.name)).toEqual([
    'Remove Apple',
    'Remove Cherry',
    'Clear selection',
  ]);
});

chromiumOnly('an empty combobox reads its placeholder', async () => {
  const host = fixture('<label id="l">Fruit</label><div id="m" aria-labelledby="l"></div>');
  mount({ data: fruits, placeholder: 'Pick a fruit' }, host.querySelector<HTMLElement>('#m')!);
  const box = (await comboboxes())[0]!;
  expect(box.name).toBe('Fruit');
  expect(box.value).toBe('Pick a fruit');
});

chromiumOnly(
  'a long virtual list: after a wheel scroll the active descendant is still a rendered row',
  async () => {
    const data = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));
    mount({ data });
    await userEvent.click(control());
    const list = $('.widget-select__list')!;
    const box = list.getBoundingClientRect();
    const at = { x: box.left + box.width / 2, y: box.top + 10 };
    // The pointer over the list highlights the row under it first.
    await commands.wheel(at, 0);
    const id = search()!.getAttribute('aria-activedescendant')!;
    const label = document.getElementById(id)?.textContent;
    expect(label).toMatch(/^Item \d$/);
    await commands.wheel(at, 3000);
    await expect.poll(() => list.scrollTop).toBeGreaterThan(1000);
    await frame();
    await frame();
    expect(rows().length).toBeLessThan(200);
    expect(search()!.getAttribute('aria-activedescendant')).toBe(id);
    expect(document.getElementById(id)?.textContent).toBe(label);
    expect(document.getElementById(id)?.closest('.widget-select__list')).toBe(list);
    expect((await focusedNode())?.props.activedescendant).toBe(id);
    // The rows at the scroll position are rendered too.
    const shown = `Item ${Math.floor(list.scrollTop / 36) + 2}`;
    expect(rows().some((row) => row.textContent === shown)).toBe(true);
    // The keyboard continues from the highlighted row.
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toBe(`Item ${Number(label?.slice(5)) + 1}`);
    expect(activeRow()).toBe(highlighted());
  },
);

test('a long virtual list scrolled up past the active row keeps it rendered too', async () => {
  const data = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));
  const widget = mount({ data });
  widget.setValue('v1500');
  await userEvent.click(control());
  const id = document.activeElement!.getAttribute('aria-activedescendant')!;
  expect(document.getElementById(id)?.textContent).toBe('Item 1500');
  const list = $('.widget-select__list')!;
  list.scrollTop = 0;
  await frame();
  await frame();
  expect(document.getElementById(id)?.textContent).toBe('Item 1500');
  expect(rows()[0]?.textContent).toBe('Item 0');
  expect(rows().length).toBeLessThan(200);
});

chromiumOnly(
  'single mode: only the selected option carries aria-selected; multiple mode marks every option',
  async () => {
    const { select } = labelled('', 'banana');
    const widget = mount({}, select);
    await userEvent.click(control());
    expect(rows().map((r) => r.getAttribute('aria-selected'))).toEqual([null, 'true', null, null, null]);
    const options = (await axNodes()).filter((n) => n.role === 'option');
    expect(options.filter((n) => n.props.selected === false)).toEqual([]);
    expect(options.find((n) => n.name === 'Banana')?.props.selected).toBe(true);
    widget.destroy();
    mount({ data: fruits, multiple: true });
    await userEvent.click(control());
    expect(rows().map((r) => r.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
  },
);

chromiumOnly('no stray status landmark: the live region is polite without a role', async () => {
  mount({ data: fruits });
  // In the page from the widget's first use, before it says anything.
  await userEvent.hover(control());
  expect(live().textContent).toBe('');
  expect(live().getAttribute('role')).toBeNull();
  // Where the engine has ariaNotify the region is hidden and only mirrors it (announce.test.ts).
  expect(live().getAttribute('aria-live')).toBe('ariaNotify' in Element.prototype ? null : 'polite');
  expect((await axNodes()).some((n) => n.role === 'status')).toBe(false);
});

chromiumOnly(
  'after a blocked submit the open list has a focused combobox pointing at the highlighted row',
  async () => {
    const { host, select } = labelled('required', '');
    select.insertAdjacentHTML('afterbegin', '<option value="" selected></option>');
    select.value = '';
    mount({ required: true }, select);
    await userEvent.click(host.querySelector('button[type="submit"]')!);
    await expect.poll(() => $('.widget-select__dropdown')).not.toBeNull();
    await frame();
    expect(highlighted()).not.toBeNull();
    await expectFocusedCombobox('Fruit');
  },
);

chromiumOnly('an aria-label on a plain mount moves to the combobox and comes back on destroy', async () => {
  const host = fixture('<div id="m" aria-label="Fruits"></div>');
  const mountEl = host.querySelector<HTMLElement>('#m')!;
  const widget = mount({ data: fruits }, mountEl);
  expect(mountEl.hasAttribute('aria-label')).toBe(false);
  expect(control().getAttribute('aria-label')).toBe('Fruits');
  expect((await axNodes()).filter((n) => n.name === 'Fruits').map((n) => n.role)).toEqual(['combobox']);
  widget.destroy();
  expect(mountEl.getAttribute('aria-label')).toBe('Fruits');
});

test('a disabled widget does not take focus on click', async () => {
  const widget = mount({ data: fruits });
  widget.disable();
  await userEvent.click(control(), { force: true });
  expect(document.activeElement).not.toBe(control());
  expect(control().contains(document.activeElement)).toBe(false);
  expect(widget.isDropdownOpen()).toBe(false);
});

/** axe findings, violations and the "needs review" ones of the ARIA attribute rules. */
async function axeFindings(context: Element): Promise<string[]> {
  const result = await axe.run(context, {
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  const review = result.incomplete.filter((r) =>
    ['aria-valid-attr-value', 'aria-prohibited-attr'].includes(r.id),
  );
  return [...result.violations, ...review].map(
    (r) => `${r.id}: ${r.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('axe: no violations and no ARIA attribute items to review, closed and open, in the modes changed here', async () => {
  const { host, select } = labelled('', 'banana');
  mount({ clearable: true }, select);
  expect(await axeFindings(host)).toEqual([]);
  await clickControl();
  expect(await axeFindings(host)).toEqual([]);
  await userEvent.keyboard('{Escape}');

  const plain = fixture('<div id="m" aria-label="Fruits"></div>');
  const widget = mount(
    { data: fruits, multiple: true, clearable: true, allowCreate: true },
    plain.querySelector<HTMLElement>('#m')!,
  );
  widget.setValue(['apple', 'cherry']);
  await frame();
  expect(await axeFindings(plain)).toEqual([]);
  await clickControl();
  await userEvent.keyboard('kiwi');
  expect(await axeFindings(plain)).toEqual([]);
  widget.destroy();

  const tree = [{ value: 'fruit', label: 'Fruit', children: fruits }];
  const treeHost = fixture('<div id="t" aria-label="Food"></div>');
  mount({ data: tree, searchable: false }, treeHost.querySelector<HTMLElement>('#t')!);
  expect(await axeFindings(treeHost)).toEqual([]);
  await clickControl();
  await userEvent.keyboard('{ArrowDown}');
  expect(await axeFindings(treeHost)).toEqual([]);
});

test('ArrowLeft from the open search to the tags closes the list: focus while open is always a combobox', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'cherry']);
  await clickControl();
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{ArrowLeft}');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('cherry');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(control().getAttribute('aria-expanded')).toBe('false');
});

/** Whether the search field was read-only at the moment it received focus. */
function readOnlyAtFocus(): { value: boolean | null } {
  const seen = { value: null as boolean | null };
  const listener = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('widget-select__search')) return;
    seen.value = (target as HTMLInputElement).readOnly;
    document.removeEventListener('focusin', listener);
  };
  document.addEventListener('focusin', listener);
  return seen;
}

test('a key that opens the list moves focus into the search field without an empty caret to read ("blank")', async () => {
  const { select } = labelled();
  mount({}, select);
  await userEvent.tab();
  const seen = readOnlyAtFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(search());
  // Read-only while focus lands (a screen reader reads the combobox and its
  // active option, not the empty line), editable again at the first key.
  expect(seen.value).toBe(true);
  // The accessibility tree is read through Chromium's DevTools protocol.
  if (engine === 'chromium') await expectFocusedCombobox('Fruit');
  await userEvent.keyboard('an');
  expect(search()!.readOnly).toBe(false);
  expect(search()!.value).toBe('an');
  expect(rows().map((r) => r.textContent)).toEqual(['Banana']);
  // Without a key it becomes editable after a moment.
  const advance = steppedTimers();
  await userEvent.keyboard('{Escape}{Alt>}{ArrowDown}{/Alt}');
  expect(search()!.readOnly).toBe(true);
  await advance(QUIET_FOCUS_MS - 50);
  expect(search()!.readOnly).toBe(true);
  await advance(100);
  expect(search()!.readOnly).toBe(false);
});

test('a pointer open focuses an editable search field (touch keyboards open)', async () => {
  mount({ data: fruits });
  const seen = readOnlyAtFocus();
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  expect(seen.value).toBe(false);
});
