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
import { $, control, fixture, fruits, mount, search, tagValues } from './helpers';

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

test('tags with creation: an input method key on the closed field hands the composition to the search field', async () => {
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
});
