/**
 * What a screen reader reads, step by step, where a trial with Orca and
 * Chromium found it wrong: typing on a creatable tags field, the empty
 * field in browse mode, a name from a wrapping label, a label that is not
 * "clickable", and focus that stays put through a blocked submit. Read from
 * Chromium's own accessibility tree and the live region's text, with real
 * key presses.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { AXNode } from '../../../../tests/browser-commands';
import { chromiumOnly, engine } from './engines';
import { $, control, fixture, fruits, mount, search, tagValues } from './helpers';
import { frames } from './waits';

function flatten(nodes: AXNode[]): AXNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const ax = async (selector: string) => flatten(await commands.axTree(selector));

// ------------------------------------------------ typing on a creatable field

test('tags with creation: a word typed on the focused closed field becomes the query, and Enter creates it', async () => {
  const widget = mount({ data: fruits, multiple: true, allowCreate: true });
  await userEvent.tab();
  expect(document.activeElement).toBe(control());
  // "c" would jump a typeahead to Cherry, and Enter would add Cherry.
  await userEvent.keyboard('coconut');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(search());
  expect(search()!.value).toBe('coconut');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['coconut']);
  expect(tagValues()).toEqual(['coconut']);
});

test('a single select keeps typeahead on its closed control', async () => {
  const widget = mount({ data: fruits });
  await userEvent.tab();
  await userEvent.keyboard('c');
  expect(document.activeElement).toBe(control());
  expect($('.widget-select__option--highlighted')?.textContent).toBe('Cherry');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('cherry');
});

test('typeahead opening the list of a searchable single select exposes one combobox: the focused control', async () => {
  mount(
    { data: fruits },
    fixture('<label for="f">Fruit</label><div id="f"></div>').querySelector<HTMLElement>('#f')!,
  );
  await userEvent.tab();
  await userEvent.keyboard('c');
  expect(document.activeElement).toBe(control());
  const exposed = [...document.querySelectorAll('[role="combobox"]')].filter(
    (node) => !node.closest('[aria-hidden="true"]'),
  );
  expect(exposed).toEqual([control()]);
  expect(search()!.tabIndex).toBe(-1);
  if (engine === 'chromium') {
    const comboboxes = [...(await ax('.widget-select')), ...(await ax('.widget-select__dropdown'))].filter(
      (node) => node.role === 'combobox',
    );
    expect(comboboxes.map((node) => [node.name, node.props.focused])).toEqual([['Fruit', true]]);
  }
  // Focus moved into the search field by a click: it is the combobox again, the control steps out.
  await userEvent.click(search()!);
  expect(search()!.hasAttribute('aria-hidden')).toBe(false);
  expect(control().getAttribute('aria-hidden')).toBe('true');
});

chromiumOnly(
  'tags with creation: an input method key on the closed field hands the composition to the search field',
  async () => {
    const widget = mount({ data: fruits, multiple: true, allowCreate: true });
    await userEvent.tab();
    // What an input method sends first: a keydown whose key is "Process".
    await commands.inputMethodKey();
    expect(document.activeElement).toBe(search());
    expect(search()!.value).toBe('');
    await commands.imeType('りんご');
    expect(widget.getSearchQuery()).toBe('りんご');
    await userEvent.keyboard('{Enter}');
    expect(widget.getValue()).toEqual(['りんご']);
  },
);

// ------------------------------------------------------------ names and labels

chromiumOnly(
  'a <label> wrapping the select names the combobox by its own text: no value, no button words',
  async () => {
    const host = fixture(`<label>Fruit <select>
      <option value="apple">Apple</option><option value="banana" selected>Banana</option>
    </select></label>`);
    mount({ clearable: true }, $<HTMLSelectElement>('select', host)!);
    const combobox = (await ax('.widget-select')).find((node) => node.role === 'combobox');
    expect(combobox?.name).toBe('Fruit');
    await userEvent.click(control());
    const list = (await ax('.widget-select__dropdown')).find((node) => node.role === 'listbox');
    expect(list?.name).toBe('Fruit');
    const field = (await ax('.widget-select__dropdown')).find((node) => node.role === 'combobox');
    expect(field?.name).toBe('Fruit');
  },
);

test('a click on the control inside a wrapping <label> opens the list with focus in the search field', async () => {
  const host = fixture(`<label>Fruit <select><option value="apple">Apple</option></select></label>`);
  mount({}, $<HTMLSelectElement>('select', host)!);
  await userEvent.click(control());
  expect(document.activeElement).toBe(search());
});

chromiumOnly(
  'the label is no "clickable" text: it carries no pointer listener, and a click on it still focuses the field',
  async () => {
    const host = fixture(`<label for="s">Fruit</label><select id="s">
      <option value="apple">Apple</option><option value="banana">Banana</option></select>`);
    mount({}, $<HTMLSelectElement>('#s', host)!);
    const types = await commands.listenerTypes('label');
    for (const type of ['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup'])
      expect(types).not.toContain(type);
    await userEvent.click($('label', host)!);
    expect(document.activeElement).toBe(control());
  },
);

chromiumOnly(
  'with no placeholder and no value the combobox still has its name and a value to read',
  async () => {
    const host = fixture('<span id="label">Fruit</span><div id="target" aria-labelledby="label"></div>');
    mount({ data: fruits }, host.querySelector<HTMLElement>('#target')!);
    const nodes = await commands.axNodes();
    const combobox = nodes.find((node) => node.role === 'combobox');
    expect(combobox?.name).toBe('Fruit');
    expect(combobox?.value).toBe('No selection');
    // A placeholder is the value read instead.
    mount({ data: fruits, placeholder: 'Pick a fruit' });
    const placeholder = (await commands.axNodes()).find((node) => node.role === 'combobox');
    expect(placeholder?.value).toBe('Pick a fruit');
  },
);

// ------------------------------------------------------------ blocked submit

test('a blocked submit moves focus once, to the combobox, and never through the hidden select or a role change', async () => {
  const host = fixture(`<form><label for="fruit">Fruit</label>
      <select id="fruit" name="fruit" required>
        <option value="">Pick a fruit</option><option value="apple">Apple</option>
      </select><button type="submit">Send</button></form>`);
  const form = host.querySelector('form')!;
  form.addEventListener('submit', (event) => event.preventDefault());
  mount({}, host.querySelector('select')!);
  const submit = host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  submit.focus();
  const focused: string[] = [];
  const describe = (node: EventTarget | null) => {
    const element = node as HTMLElement;
    return `${element.tagName.toLowerCase()}.${element.className.split(' ')[0]}`;
  };
  document.addEventListener('focusin', (event) => focused.push(describe(event.target)), true);
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) changes.push(`${describe(r.target)} ${r.attributeName}`);
  });
  observer.observe(host, { attributes: true, subtree: true, attributeFilter: ['role', 'aria-hidden'] });
  await userEvent.click(submit);
  await frames();
  observer.disconnect();
  expect(focused).toEqual(['input.widget-select__search']);
  expect(changes.filter((c) => !c.startsWith('div.widget-select__control aria-hidden'))).toEqual([]);
  // The control leaves the tree once, for the search field, and stays out.
  expect(changes.length).toBeLessThanOrEqual(1);
});
