/**
 * Decisions never wait for code: on a fresh module graph where no open
 * list's chunk and no list part was given (the test setup gives them up
 * front), every action that reads rows (arrows, Enter, typeahead, a pick, a
 * query's matches, the pending value of `commit: 'apply'`) is decided as it
 * is sent, with the same outcome as with the list there.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manualScheduler } from './manual-scheduler';
import { engineArrives, listGiven, withoutTheList } from './chunk-fixture';

beforeEach(() => {
  vi.resetModules();
});

const option = (entry: number) => ({ kind: 'option', entry });

describe('a controller with no open list’s chunk', () => {
  it('is built on a module graph where the chunk was not given', async () => {
    await withoutTheList({});
    expect(await listGiven()).toBe(false);
  });

  it('open() highlights the selected option at once, over the rows of the list', async () => {
    const { model } = await withoutTheList({}, ['pear']);
    expect(model.send({ type: 'open', cause: 'api:open' })).toBe('applied');
    expect(model.state.highlighted).toEqual(option(3));
    expect(Array.from(model.rows().rows)).toEqual([0, 1, 2, 3, 4]);
  });

  it('ArrowDown (move) and Enter are decided at once', async () => {
    const { model, changes } = await withoutTheList({}, ['apple']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.send({ type: 'move', move: 'next' })).toBe('applied');
    expect(model.state.highlighted).toEqual(option(1));
    model.send({ type: 'move', move: 'next' });
    expect(model.send({ type: 'pickHighlighted' })).toBe('applied');
    expect(model.state).toMatchObject({ open: false, value: ['banana'] });
    expect(changes).toEqual(['banana']);
  });

  it('typeahead on the closed control opens the list and jumps at once; the next key goes on from there', async () => {
    const { model } = await withoutTheList({}, ['apple']);
    model.send({ type: 'open', cause: 'user:open', focus: 'stay' });
    expect(model.send({ type: 'typeahead', char: 'p', now: 0, opening: true })).toBe('applied');
    expect(model.state.highlighted).toEqual(option(3));
    model.send({ type: 'typeahead', char: 'l', now: 100 });
    expect(model.state.highlighted).toEqual(option(4));
  });

  it('Tab with selectOnTab picks the option it highlights at once', async () => {
    const { model } = await withoutTheList({ selectOnTab: true }, ['apple']);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'move', move: 'next' });
    expect(model.send({ type: 'pickHighlighted', onlyOption: true })).toBe('applied');
    expect(model.state).toMatchObject({ open: false, value: ['apricot'] });
  });

  it('a row’s pick applies at once, in the order sent', async () => {
    const { model, changes } = await withoutTheList({ multiple: true });
    expect(model.send({ type: 'pick', entry: 0 })).toBe('applied');
    model.send({ type: 'pick', entry: 3 });
    model.send({ type: 'remove', value: 'apple', cause: 'user:remove' });
    expect(model.state.value).toEqual(['pear']);
    expect(changes).toEqual([['apple'], ['apple', 'pear'], ['pear']]);
  });

  it('a highlight, a hover and a group pick apply at once (the features added, none of their list parts there)', async () => {
    await import('../../src/features/all');
    const { model } = await withoutTheList({ multiple: true, groupSelect: true });
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
    expect(model.send({ type: 'pickGroup', group: 0 })).toBe('applied');
    expect(model.state.value).toEqual(['apple', 'pear']);
    model.send({ type: 'highlight', entry: 1 });
    expect(model.send({ type: 'hover', entry: 2 })).toBe('applied');
    expect(model.state.highlighted).toEqual(option(2));
  });

  it('a query’s matches are known at once: a matching select-all, the matching count and a clear of the matches', async () => {
    const { model, changes } = await withoutTheList({ multiple: true });
    model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' });
    expect(Array.from(model.rows().rows)).toEqual([0, 1]);
    expect(model.matchingCount()).toBe(2);
    expect(model.send({ type: 'selectAll', cause: 'api:selectAll', matching: true })).toBe('applied');
    expect(model.state.value).toEqual(['apple', 'apricot']);
    expect(model.send({ type: 'clearMatching', cause: 'api:clearAll' })).toBe('applied');
    expect(model.state.value).toEqual([]);
    expect(changes).toEqual([['apple', 'apricot'], []]);
  });

  it('Enter on a query typed into an opened list picks its first match at once', async () => {
    const { model } = await withoutTheList({});
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'pl', cause: 'user:type' });
    expect(model.send({ type: 'pickHighlighted' })).toBe('applied');
    expect(model.state.value).toEqual(['plum']);
  });

  it('the closed control’s actions apply at once too: setValue, remove, clear and validity', async () => {
    const { model, changes } = await withoutTheList({ multiple: true, required: true });
    model.setValue(['pear', 'plum']);
    expect(model.send({ type: 'remove', value: 'pear', cause: 'user:remove' })).toBe('applied');
    expect(model.send({ type: 'clear' })).toBe('applied');
    expect(model.send({ type: 'validate', message: '' })).toBe('applied');
    expect(model.state.validity).toBe('invalid');
    expect(changes).toEqual([['pear', 'plum'], ['plum'], []]);
  });

  it("commit: 'apply': picks in an opened list, Space among them, change the pending value at once; Apply makes it the value", async () => {
    const letters = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));
    const { model, changes } = await withoutTheList({ multiple: true, commit: 'apply' }, ['b'], letters);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.state.pending).toEqual(['b']);
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'move', move: 'last' });
    model.send({ type: 'typeahead', char: ' ', now: 0 });
    expect(model.state.value).toEqual(['b']);
    expect(model.state.pending).toEqual(['b', 'a', 'c']);
    expect(changes).toEqual([]);
    model.send({ type: 'apply' });
    model.send({ type: 'close', cause: 'user:close' });
    expect(model.state).toMatchObject({ value: ['b', 'a', 'c'], pending: null });
    expect(changes).toEqual([['b', 'a', 'c']]);
  });

  it('the idle warm-up of a large list builds its search keys while idle', async () => {
    await engineArrives();
    const { makeController } = await import('./make-controller');
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const scheduler = manualScheduler();
    const model = makeController({}, many, [], scheduler);
    while (scheduler.runIdle(50) > 0);
    expect(model.derivations.searchIndex()?.builtCount).toBe(5000);
  });

  it('the label keys are made once per data set: typeahead and the search index share them', async () => {
    const { model } = await withoutTheList({});
    const keys = model.typeaheadKeys();
    expect(model.typeaheadKeys()).toBe(keys);
    expect(keys.keys.built).toBe(0);
    model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' });
    expect(Array.from(model.rows().rows)).toEqual([0, 1]);
    // The search built the keys typeahead reads: one set of keys, not two.
    expect(keys.keys.built).toBe(5);
    expect(keys.labelKey(3)).toBe('pear');
    model.setData([{ value: 'kiwi', label: 'Kiwi' }]);
    expect(model.typeaheadKeys()).not.toBe(keys);
    expect(model.typeaheadKeys().labelKey(0)).toBe('kiwi');
  });
});
