/**
 * `treeValue` with a remote tree search: a pick in a search answer (a
 * sub-tree) keeps its value's shape when the browsed tree comes back, and
 * the highlight follows its node into the new rows.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { control, highlighted, recordEvents, tagValues } from '../helpers';
import { clickLabel, selectedRows, shown, twisty } from '../tree-helpers';
import { remoteTreeServer } from './remote-tree';

const { remoteTree } = remoteTreeServer(20);

const changes = (log: [string, unknown][]) => log.filter(([name]) => name === 'change').map(([, v]) => v);

for (const [treeValue, expected, loaded] of [
  // b stands for its descendants, loaded or not.
  ['parent', ['b'], ['b']],
  // b's children join checked, as b is: its leaves are the value now, and a change says so.
  ['leaf', ['b2'], ['b2', 'b1', 'b3']],
] as const) {
  test(`treeValue ${treeValue}: a pick in a search answer keeps its shape when the browsed tree comes back`, async () => {
    const widget = remoteTree({ treeValue });
    const log = recordEvents(widget);
    await userEvent.click(control());
    await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
    // "b2" answers b holding only its match b2 (sent lazy).
    await userEvent.keyboard('b2');
    await expect.poll(() => shown()).toEqual(['b', 'b2']);
    await clickLabel('b');
    expect(widget.getValue()).toEqual(expected);
    expect(changes(log)).toEqual([expected]);
    // The pick clears the query: the browsed tree comes back.
    await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
    expect(widget.getValue()).toEqual(expected);
    expect(tagValues()).toEqual(expected);
    expect(changes(log)).toEqual([expected]);
    await userEvent.click(twisty('b')!);
    await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
    expect(selectedRows()).toEqual(['b', 'b1', 'b2', 'b3']);
    expect(widget.getValue()).toEqual(loaded);
    expect(tagValues()).toEqual(loaded);
    expect(changes(log)).toEqual(treeValue === 'parent' ? [expected] : [expected, loaded]);
    await commands.remoteServerRequests();
  });
}

test('after a pick in a search answer, the highlight does not keep the row number of the answer', async () => {
  remoteTree({ treeValue: 'parent' });
  await userEvent.click(control());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  await userEvent.click(twisty('c')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c', 'c1', 'c2', 'c3']);
  await userEvent.keyboard('c2');
  await expect.poll(() => shown()).toEqual(['c', 'c2']);
  // c2 is the answer's second row; the browsed tree's second row is b.
  await clickLabel('c2');
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c', 'c1', 'c2', 'c3']);
  // On its node (by value) or where the browsed tree's highlight starts, never on the answer's row number.
  const at = highlighted()?.dataset.value;
  expect(['a', 'c2']).toContain(at);
  expect(document.activeElement?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  await userEvent.keyboard('{ArrowDown}');
  expect(highlighted()?.dataset.value).toBe(at === 'a' ? 'b' : 'c3');
  await commands.remoteServerRequests();
});

test('a remote tree search highlights its first match, not the ancestor shown above it', async () => {
  const widget = remoteTree({ treeValue: 'parent' });
  await userEvent.click(control());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  await userEvent.keyboard('b2');
  await expect.poll(() => shown()).toEqual(['b', 'b2']);
  expect(highlighted()?.dataset.value).toBe('b2');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['b2']);
  await commands.remoteServerRequests();
});
