/**
 * The rows of a shown list and where its highlight goes come with the open
 * list's chunk (core/machine/list-rules.ts): on a fresh module graph (the
 * test setup has the chunk up front), what a widget does before it is
 * there. The closed control needs none of it; what reads rows waits for the
 * chunk and applies in the order sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The reducer on the test setup's module graph, where the tags feature is there.
import { run } from './reducer-fixture';
import { stateWith } from './state-fixture';
import { beforeTheChunk, chunkArrives, listPartsArrive } from './chunk-fixture';

beforeEach(() => {
  vi.resetModules();
});

const option = (entry: number) => ({ kind: 'option', entry });

describe('a shown list’s rows and highlight before the open list’s chunk', () => {
  it('open() is state at once with nothing highlighted and asks for the chunk; the selected option is highlighted when it comes', async () => {
    const { model, asked } = await beforeTheChunk({}, ['pear']);
    expect(model.send({ type: 'open', cause: 'api:open' })).toBe('applied');
    expect(model.state.open).toBe(true);
    expect(model.state.highlighted).toEqual({ kind: 'none' });
    expect(model.rows().rows).toHaveLength(0);
    expect(asked).toHaveBeenCalled();
    await chunkArrives();
    expect(model.state.highlighted).toEqual(option(3));
    expect(Array.from(model.rows().rows)).toEqual([0, 1, 2, 3, 4]);
  });

  it('arrows and Enter on a list opened before it wait for it and apply in order', async () => {
    const { model, changes } = await beforeTheChunk({}, ['apple']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.send({ type: 'move', move: 'next' })).toBe('started');
    model.send({ type: 'move', move: 'next' });
    model.send({ type: 'pickHighlighted' });
    expect(model.state).toMatchObject({ open: true, value: ['apple'] });
    await chunkArrives();
    expect(model.state).toMatchObject({ open: false, value: ['banana'] });
    expect(changes).toEqual(['banana']);
  });

  it('typeahead on the closed control opens the list at once; its jump, and a key typed after it, land once the chunk comes', async () => {
    const { model } = await beforeTheChunk({}, ['apple']);
    model.send({ type: 'open', cause: 'user:open', focus: 'stay' });
    expect(model.send({ type: 'typeahead', char: 'p', now: 0, opening: true })).toBe('started');
    model.send({ type: 'typeahead', char: 'l', now: 100 });
    expect(model.state.open).toBe(true);
    expect(model.state.highlighted).toEqual({ kind: 'none' });
    await chunkArrives();
    expect(model.state.highlighted).toEqual(option(4));
  });

  it('Tab with selectOnTab on a list opened before it picks the option it highlights once it comes', async () => {
    const { model } = await beforeTheChunk({ selectOnTab: true }, ['apple']);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'move', move: 'next' });
    expect(model.send({ type: 'pickHighlighted', onlyOption: true })).toBe('started');
    model.send({ type: 'close', cause: 'user:close' });
    await chunkArrives();
    expect(model.state).toMatchObject({ open: false, value: ['apricot'] });
  });

  it('Tab with selectOnTab picks only an option: the create row it highlights is left alone, Enter creates', () => {
    const onCreateRow = stateWith({ open: true, highlighted: { kind: 'create' }, query: 'kiwi' });
    const tags = { multiple: true, allowCreate: true };
    expect(run(onCreateRow, { type: 'pickHighlighted', onlyOption: true }, tags)).toBeNull();
    expect(run(onCreateRow, { type: 'pickHighlighted' }, tags)).toEqual({ command: { run: 'create' } });
  });

  it('the matching count is not known yet; a select-all without a query needs no rows, a clear of the matches waits', async () => {
    const { model } = await beforeTheChunk({ multiple: true }, ['pear']);
    expect(model.matchingCount()).toBeNull();
    expect(model.send({ type: 'selectAll', cause: 'api:selectAll', matching: true })).toBe('applied');
    expect(model.state.value).toHaveLength(5);
    expect(model.send({ type: 'clearMatching', cause: 'api:clearAll' })).toBe('started');
    expect(model.state.value).toHaveLength(5);
    await chunkArrives();
    expect(model.state.value).toEqual([]);
    expect(model.matchingCount()).toBe(5);
  });

  it('the closed control needs none of it: setValue, remove, clear, disable and validity apply at once and ask for nothing', async () => {
    const { model, changes, asked } = await beforeTheChunk({ multiple: true, required: true });
    model.setValue(['pear', 'plum']);
    expect(model.send({ type: 'remove', value: 'pear', cause: 'user:remove' })).toBe('applied');
    expect(model.send({ type: 'clear' })).toBe('applied');
    expect(model.send({ type: 'validate', message: '' })).toBe('applied');
    expect(model.state.validity).toBe('invalid');
    expect(changes).toEqual([['pear', 'plum'], ['plum'], []]);
    expect(asked).not.toHaveBeenCalled();
  });
  it('a highlight, a hover and a group pick sent before the chunk wait for it and apply in order (not dropped)', async () => {
    await import('../../src/features/all');
    const { model } = await beforeTheChunk({ multiple: true, groupSelect: true });
    model.setData([
      {
        label: 'Fruit',
        options: [
          { value: 'apple', label: 'Apple' },
          { value: 'pear', label: 'Pear' },
        ],
      },
      { label: 'Veg', options: [{ value: 'leek', label: 'Leek' }] },
    ]);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.send({ type: 'pickGroup', group: 0 })).not.toBe('ignored');
    expect(model.send({ type: 'highlight', entry: 1 })).not.toBe('ignored');
    expect(model.send({ type: 'hover', entry: 2 })).not.toBe('ignored');
    await chunkArrives();
    // The rules wait for the features' list parts too (the tree's rows are in its part).
    expect(model.state.value).toEqual([]);
    await listPartsArrive();
    expect(model.state.value).toEqual(['apple', 'pear']);
    expect(model.state.highlighted).toEqual(option(2));
  });

  it('a row’s pick sent before the chunk (its transition comes with it) waits for it with what follows, and applies in order (not dropped)', async () => {
    const { model, changes, asked } = await beforeTheChunk({ multiple: true });
    expect(model.send({ type: 'pick', entry: 0 })).toBe('started');
    model.send({ type: 'pick', entry: 3 });
    model.send({ type: 'remove', value: 'apple', cause: 'user:remove' });
    expect(model.state.value).toEqual([]);
    expect(asked).toHaveBeenCalled();
    await chunkArrives();
    expect(model.state.value).toEqual(['pear']);
    expect(changes).toEqual([['apple'], ['apple', 'pear'], ['pear']]);
  });

  it('the plugins feature brings the pick’s transition too: a plugin’s `user.toggle` with no list applies at once and asks for nothing', async () => {
    await import('../../src/features/plugins');
    const { model, changes, asked } = await beforeTheChunk({ multiple: true });
    expect(model.send({ type: 'pick', entry: 1 })).toBe('applied');
    expect(model.state.value).toEqual(['apricot']);
    expect(changes).toEqual([['apricot']]);
    expect(asked).not.toHaveBeenCalled();
  });
});
