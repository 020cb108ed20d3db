/**
 * What assistive technology gets from the structure of the widget, read from
 * Chromium's own accessibility tree: clearing by keyboard, descriptions and
 * visible validation errors, focus after removing a tag by pointer, tags as the
 * named cells of a grid (with reordering announced), option groups and the
 * tree's partial state.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { AXNode } from '../../../../tests/browser-commands';
import { axeViolations } from './axe';
import { chromiumOnly } from './engines';
import {
  $,
  $$,
  clickControl,
  control,
  fixture,
  foodTree,
  fruits,
  mount,
  recordEvents,
  search,
  tags,
} from './helpers';
import { expand } from './tree-helpers';
import '../../src/locales/de';
import '../../src/locales/es';

/** Every node of a tree, depth first. */
function flatten(nodes: AXNode[]): AXNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

async function ax(selector: string): Promise<AXNode[]> {
  return flatten(await commands.axTree(selector));
}

function axNode(nodes: AXNode[], role: string, name?: string): AXNode | undefined {
  return nodes.find((node) => node.role === role && (name === undefined || node.name === name));
}

/** Names of the nodes of `role` directly or indirectly inside `node`. */
function namesIn(node: AXNode | undefined, role: string): string[] {
  return flatten(node?.children ?? [])
    .filter((child) => child.role === role)
    .map((child) => child.name);
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// ---------------------------------------------------------------- clearing

test('Delete and Backspace on the focused closed control clear a clearable single select, like the × button', async () => {
  const byButton = mount({ data: fruits, clearable: true });
  byButton.setValue('banana');
  const buttonLog = recordEvents(byButton);
  await userEvent.click($('.widget-select__clear')!);
  expect(byButton.getValue()).toBe(null);

  for (const key of ['{Delete}', '{Backspace}']) {
    const widget = mount({ data: fruits, clearable: true });
    widget.setValue('banana');
    const log = recordEvents(widget);
    await userEvent.tab();
    expect(document.activeElement).toBe(control());
    await userEvent.keyboard(key);
    expect(widget.getValue()).toBe(null);
    expect(log).toEqual(buttonLog);
    expect(log.map(([name]) => name)).toEqual(expect.arrayContaining(['clear', 'change']));
    expect(document.activeElement).toBe(control());
    expect(widget.isDropdownOpen()).toBe(false);
  }
});

test('keyboard clearing needs clearable and leaves typing in the search input alone', async () => {
  const plain = mount({ data: fruits });
  plain.setValue('banana');
  await userEvent.tab();
  await userEvent.keyboard('{Delete}{Backspace}');
  expect(plain.getValue()).toBe('banana');

  const widget = mount({ data: fruits, clearable: true });
  widget.setValue('banana');
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('ch{Backspace}');
  expect(search()!.value).toBe('c');
  expect(widget.getValue()).toBe('banana');
});

test('multiple mode: Backspace on an empty search still removes the last tag', async () => {
  const widget = mount({ data: fruits, multiple: true, clearable: true });
  widget.setValue(['apple', 'cherry']);
  await clickControl();
  await userEvent.keyboard('{Backspace}');
  expect(widget.getValue()).toEqual(['apple']);
});

// ------------------------------------------------------ pointer removal

test('removing a tag by click keeps focus in the widget: the neighbouring tag, then the control', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  const removeOf = (value: string) =>
    $(`.widget-select__tag[data-value="${value}"] .widget-select__tag-remove`)!;
  await userEvent.click(removeOf('banana'));
  expect(widget.getValue()).toEqual(['apple', 'cherry']);
  expect((document.activeElement as HTMLElement).dataset.value).toBe('apple');
  await userEvent.click(removeOf('apple'));
  expect((document.activeElement as HTMLElement).dataset.value).toBe('cherry');
  await userEvent.click(removeOf('cherry'));
  expect(widget.getValue()).toEqual([]);
  expect(document.activeElement).toBe(control());
});

// ------------------------------------------------------------------ tags

chromiumOnly(
  'tags are the cells of a grid named "Selected", named by their label, with removal instructions',
  async () => {
    const host = fixture('<span id="label">Fruit</span><div id="target" aria-labelledby="label"></div>');
    const widget = mount({ data: fruits, multiple: true }, host.querySelector<HTMLElement>('#target')!);
    widget.setValue(['apple', 'cherry']);
    // Tags skip rendering work (content-visibility) until a frame finds them on screen.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const grid = axNode(await ax('.widget-select'), 'grid', 'Selected');
    expect(grid).toBeDefined();
    const cells = flatten(grid!.children).filter((node) => node.role === 'gridcell');
    expect(cells.map((cell) => cell.name)).toEqual(['Apple', 'Cherry']);
    for (const cell of cells) {
      expect(cell.props.focusable).toBe(true);
      expect(cell.description).toContain('Press Delete to remove');
    }
    // The remove buttons stay reachable (by pointer and screen-reader cursors).
    expect(namesIn(grid, 'button')).toEqual(['Remove Apple', 'Remove Cherry']);
    expect(tags().every((tag) => tag.querySelector('button.widget-select__tag-remove'))).toBe(true);
    expect(await axeViolations($('.widget-select')!, { strict: true })).toEqual([]);
  },
);

chromiumOnly(
  'a focused tag is a cell of one row: no list item (Orca went to browse mode and kept the arrows) and no focusable row ("not selected")',
  async () => {
    const widget = mount({ data: fruits, multiple: true, sortable: true });
    widget.setValue(['apple', 'cherry']);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tags()[1]);
    const nodes = await ax('.widget-select');
    expect(nodes.filter((node) => node.role === 'row')).toHaveLength(1);
    const roles = nodes.map((node) => node.role);
    for (const role of ['list', 'listitem', 'table', 'cell']) expect(roles).not.toContain(role);
    const focused = nodes.find((node) => node.props.focused === true);
    expect(focused?.role).toBe('gridcell');
    expect(focused?.name).toBe('Cherry');
    expect(focused?.props.selected).toBeUndefined();
  },
);

chromiumOnly(
  'after Delete on a tag, the tag that receives focus is read as the tag: label and how to remove it, no selection state',
  async () => {
    const widget = mount({ data: fruits, multiple: true });
    widget.setValue(['apple', 'banana', 'cherry']);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{Delete}');
    expect(widget.getValue()).toEqual(['apple', 'banana']);
    expect(document.activeElement).toBe(tags()[1]);
    const focused = (await ax('.widget-select')).find((node) => node.props.focused === true);
    expect(focused?.role).toBe('gridcell');
    expect(focused?.name).toBe('Banana');
    expect(focused?.description).toBe('Press Delete to remove.');
    // A grid row is selectable: Orca read a focused one as "not selected".
    expect(focused?.props.selected).toBeUndefined();
  },
);

chromiumOnly('sortable tags also say how to move them; the names are localized', async () => {
  const widget = mount({ data: fruits, multiple: true, sortable: true, language: 'es' });
  widget.setValue(['apple', 'cherry']);
  const nodes = await ax('.widget-select');
  expect(axNode(nodes, 'grid')?.name).toBe('Seleccionados');
  const cell = axNode(nodes, 'gridcell', 'Apple');
  expect(cell?.description).toMatch(/Supr/);
  expect(cell?.description).toMatch(/Alt/);
});

chromiumOnly('with +N more, tags tell their position among all selected values', async () => {
  const host = fixture('<div id="target" aria-label="Fruit"></div>');
  const widget = mount(
    { data: fruits, multiple: true, maxVisibleTags: 2 },
    host.querySelector<HTMLElement>('#target')!,
  );
  widget.setValue(['apple', 'banana', 'cherry', 'date']);
  const grid = axNode(await ax('.widget-select'), 'grid');
  const cells = flatten(grid?.children ?? []).filter((node) => node.role === 'gridcell');
  // The chip is the last cell, described by the labels it hides.
  expect(cells.map((cell) => cell.name)).toEqual(['Apple', 'Banana', '+2 more']);
  expect(cells[2]?.description).toBe('Cherry, Date');
  // CDP lists no column counts: the attributes Chromium maps to them.
  expect($('[role="grid"]')?.getAttribute('aria-colcount')).toBe('4');
  expect(tags().map((tag) => tag.getAttribute('aria-colindex'))).toEqual(['1', '2']);
  expect(await axeViolations($('.widget-select')!, { strict: true })).toEqual([]);
});

const live = () => $('.widget-select__live')!.textContent?.trim();

test('Alt+Arrow reordering is announced: "Apple moved to position 2 of 3"', async () => {
  const widget = mount({ data: fruits, multiple: true, sortable: true });
  widget.setValue(['apple', 'banana', 'cherry']);
  tags()[0]!.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  // The region takes its first text once the page has rendered it (two frames): a slow frame comes after the key.
  await expect.poll(live).toBe('Apple moved to position 2 of 3');
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  await expect.poll(live).toBe('Apple moved to position 3 of 3');
});

test('a drag result is announced, localized', async () => {
  const widget = mount({ data: fruits, multiple: true, sortable: true, language: 'de' });
  widget.setValue(['apple', 'banana', 'cherry']);
  const [first, , third] = tags().map((tag) => tag.getBoundingClientRect());
  await commands.mouseDrag(
    { x: first!.left + 10, y: first!.top + first!.height / 2 },
    { x: third!.right - 2, y: third!.top + third!.height / 2 },
  );
  expect(widget.getValue()).toEqual(['banana', 'cherry', 'apple']);
  await expect.poll(live).toBe('Apple an Position 3 von 3 verschoben');
});

// ---------------------------------------------------------------- groups

const grouped = [
  { label: 'Fruit', options: fruits.slice(0, 2) },
  { label: 'More fruit', options: fruits.slice(2) },
];

chromiumOnly('option groups are groups named by their header, holding their options', async () => {
  const host = fixture('<div id="target" aria-label="Fruit"></div>');
  const widget = mount({ data: grouped }, host.querySelector<HTMLElement>('#target')!);
  widget.open();
  const nodes = await ax('.widget-select__list');
  const groups = nodes.filter((node) => node.role === 'group');
  expect(groups.map((group) => group.name)).toEqual(['Fruit', 'More fruit']);
  expect(namesIn(groups[0], 'option')).toEqual(['Apple', 'Banana']);
  expect(namesIn(groups[1], 'option')).toEqual(['Cherry', 'Date', 'Elderberry']);
  expect($$('.widget-select__group').map((header) => header.textContent)).toEqual(['Fruit', 'More fruit']);
  expect(await axeViolations($('.widget-select')!, { strict: true })).toEqual([]);
});

chromiumOnly('under virtual scrolling the rendered rows of each group are still a named group', async () => {
  const big = ['North', 'South', 'East'].map((label) => ({
    label,
    options: Array.from({ length: 200 }, (_, i) => ({ value: `${label}-${i}`, label: `${label} ${i}` })),
  }));
  const host = fixture('<div id="target" aria-label="Places"></div>');
  const widget = mount({ data: big }, host.querySelector<HTMLElement>('#target')!);
  widget.open();
  await frame();
  expect($$('.widget-select__option').length).toBeLessThan(100);
  let groups = (await ax('.widget-select__list')).filter((node) => node.role === 'group');
  expect(groups[0]?.name).toBe('North');
  expect(namesIn(groups[0], 'option')[0]).toBe('North 0');
  // Scrolled into the middle of "South": its header is far above, not rendered.
  const list = $('.widget-select__list')!;
  list.scrollTop = 36 * 320;
  list.dispatchEvent(new Event('scroll'));
  await frame();
  await frame();
  groups = (await ax('.widget-select__list')).filter((node) => node.role === 'group');
  const south = groups.find((group) => group.name === 'South');
  expect(namesIn(south, 'option')[0]).toMatch(/^South /);
  // The highlighted row kept rendered far above sits in its own group's element, not loose in the list.
  expect(groups.find((group) => namesIn(group, 'option').includes('North 0'))?.name).toBe('North');
  // The list only: a highlight scrolled out of view is another concern (the active descendant).
  expect(await axeViolations($('.widget-select__list')!, { strict: true })).toEqual([]);
});

// ------------------------------------------------------------------ tree

chromiumOnly(
  'multiple tree: each treeitem is selected or not (aria-selected, no aria-checked) and says its state in words',
  async () => {
    const host = fixture('<div id="target" aria-label="Food"></div>');
    const widget = mount({ data: foodTree, multiple: true }, host.querySelector<HTMLElement>('#target')!);
    widget.setValue(['apple']);
    widget.open();
    await expand('fruit', 'veg');
    const items = (await ax('.widget-select__list')).filter((node) => node.role === 'treeitem');
    const state = Object.fromEntries(
      items.map((item) => [item.name, [item.props.selected, item.props.checked, item.description]]),
    );
    // Orca reads no checked state on a treeitem, and a checked state that
    // changes on the focused leaf is read as "blank": the row's own state is
    // its selection plus a description in words, which Orca reads on the row
    // and again when it changes.
    expect(state.Fruit).toEqual([false, undefined, 'partially checked']);
    expect(state.Apple).toEqual([true, undefined, 'checked']);
    expect(state.Pear).toEqual([false, undefined, 'not checked']);
    expect(state.Vegetables).toEqual([false, undefined, 'not checked']);
    expect($$('.widget-select__option[aria-checked]')).toEqual([]);
    expect($('.widget-select__option[data-value="fruit"]')!.classList).toContain(
      'widget-select__option--indeterminate',
    );
    expect(await axeViolations($('.widget-select')!, { strict: true })).toEqual([]);
    // A pick by key is heard on the row: Pear checked, its parent checked with it.
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    const after = (await ax('.widget-select__list')).filter((node) => node.role === 'treeitem');
    const pear = after.find((node) => node.name === 'Pear');
    const fruit = after.find((node) => node.name === 'Fruit');
    expect([pear?.props.selected, pear?.description]).toEqual([true, 'checked']);
    expect([fruit?.props.selected, fruit?.description]).toEqual([true, 'checked']);
  },
);

test('multiple tree: the state words follow the language table and a row of a single tree has none', async () => {
  const widget = mount({ data: foodTree, multiple: true, language: { nodePartlyChecked: 'zum Teil' } });
  widget.setValue(['apple']);
  widget.open();
  await expand('fruit');
  const fruit = $('.widget-select__option[data-value="fruit"]')!;
  expect(fruit.getAttribute('aria-description')).toBe('zum Teil');
  expect(fruit.getAttribute('aria-selected')).toBe('false');
  expect($('.widget-select__option[data-value="apple"]')!.getAttribute('aria-selected')).toBe('true');
  widget.destroy();
  const single = mount({ data: foodTree });
  single.setValue('apple');
  single.open();
  await expand('fruit');
  expect($$('.widget-select__option[aria-description]')).toEqual([]);
  expect($$('.widget-select__option[aria-checked]')).toEqual([]);
});

chromiumOnly('single tree: no checked state, only the selected node', async () => {
  const widget = mount({ data: foodTree });
  widget.setValue('apple');
  widget.open();
  await expand('fruit');
  const items = (await ax('.widget-select__list')).filter((node) => node.role === 'treeitem');
  expect(items.map((item) => item.name)).toContain('Apple');
  expect(items.every((item) => item.props.checked === undefined)).toBe(true);
});

// ------------------------------------------------- descriptions and errors

chromiumOnly(
  'aria-describedby / aria-errormessage of a plain mount reach the combobox and come back on destroy',
  async () => {
    const host = fixture(
      `<span id="label">Fruit</span><div id="target" aria-labelledby="label" aria-describedby="help"
      aria-errormessage="err"></div><p id="help">Pick the one you like</p><p id="err">Wrong fruit</p>`,
    );
    const target = host.querySelector<HTMLElement>('#target')!;
    const widget = mount({ data: fruits }, target);
    expect(control().getAttribute('aria-describedby')?.split(' ')).toContain('help');
    expect(control().getAttribute('aria-errormessage')).toBe('err');
    // The focused combobox: the search field while the dropdown is open (the control steps out of the tree).
    const combobox = axNode(await ax('.widget-select'), 'combobox');
    expect(combobox?.description).toBe('Pick the one you like');
    widget.destroy();
    expect(target.getAttribute('aria-describedby')).toBe('help');
    expect(target.getAttribute('aria-errormessage')).toBe('err');
  },
);

chromiumOnly('a native select mount carries its description to the combobox', async () => {
  const host = fixture(
    `<label for="s">Fruit</label><select id="s" aria-describedby="hint"><option value="a">A</option></select>
     <small id="hint">Seasonal only</small>`,
  );
  const select = $<HTMLSelectElement>('#s', host)!;
  const widget = mount({}, select);
  // The focused combobox: the search field while the dropdown is open (the control steps out of the tree).
  const combobox = axNode(await ax('.widget-select'), 'combobox');
  expect(combobox?.description).toBe('Seasonal only');
  widget.destroy();
  expect(select.getAttribute('aria-describedby')).toBe('hint');
});

function requiredForm() {
  const host = fixture(`
    <form><label for="fruit">Fruit</label>
      <select id="fruit" name="fruit" required aria-describedby="hint">
        <option value="">Pick a fruit</option><option value="apple">Apple</option><option value="banana">Banana</option>
      </select><small id="hint">Any fruit</small><button type="submit">Send</button></form>`);
  const form = host.querySelector('form')!;
  form.addEventListener('submit', (event) => event.preventDefault());
  return { host, form, select: host.querySelector('select')! };
}

chromiumOnly(
  'reportValidity shows the message as visible text under the control, described by the combobox',
  async () => {
    const { select } = requiredForm();
    const widget = mount({}, select);
    expect($('.widget-select__error')?.textContent ?? '').toBe('');
    expect(widget.reportValidity()).toBe(false);
    const error = $('.widget-select__error')!;
    expect(error.textContent).toBe('Please select an option.');
    expect(error.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      control().getBoundingClientRect().bottom - 1,
    );
    // The focused combobox: the search field while the dropdown is open (the control steps out of the tree).
    const combobox = axNode(await ax('.widget-select'), 'combobox');
    expect(combobox?.description).toBe('Any fruit Please select an option.');
    expect(combobox?.props.invalid).toBe('true');
    expect(await axeViolations($('.widget-select')!, { strict: true })).toEqual([]);
    // A valid pick clears it.
    expect(widget.isDropdownOpen()).toBe(true);
    await userEvent.click($('.widget-select__option[data-value="apple"]')!);
    expect(widget.getValue()).toBe('apple');
    expect(error.textContent).toBe('');
    expect(error.getBoundingClientRect().height).toBe(0);
    expect(control().getAttribute('aria-describedby')).toBe('hint');
  },
);

test('a blocked submit shows the message too; fixing the value removes it', async () => {
  const { form, select } = requiredForm();
  mount({ language: 'de' }, select);
  form.requestSubmit();
  const error = $('.widget-select__error')!;
  expect(error.textContent).toBe('Bitte wählen Sie eine Option aus.');
  expect(control().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  await userEvent.click($('.widget-select__option[data-value="banana"]')!);
  expect(error.textContent).toBe('');
  expect(control().getAttribute('aria-describedby')?.split(' ')).not.toContain(error.id);
});

test('a custom validity message is shown once reported', async () => {
  const widget = mount({ data: fruits });
  widget.setCustomValidity('Bananas are out of stock');
  widget.reportValidity();
  expect($('.widget-select__error')!.textContent).toBe('Bananas are out of stock');
  widget.setCustomValidity('');
  expect($('.widget-select__error')!.textContent).toBe('');
});

test('an `invalid` handler finds the message shown; a message set after the error went away waits for a report', () => {
  const widget = mount({ data: fruits });
  const seen: string[] = [];
  widget.on('invalid', () => seen.push($('.widget-select__error')!.textContent ?? ''));
  widget.setCustomValidity('Bananas are out of stock');
  widget.validate();
  widget.setCustomValidity('');
  widget.setCustomValidity('Apples too');
  expect($('.widget-select__error')!.textContent).toBe('');
  widget.validate();
  expect(seen).toEqual(['Bananas are out of stock', 'Apples too']);
  expect($('.widget-select__error')!.textContent).toBe('Apples too');
});
