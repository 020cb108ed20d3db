/**
 * The feature seam on a fresh module graph: the test setup adds every
 * feature, so each test re-imports the modules (`vi.resetModules`) to start
 * from a registry with nothing added, as `widget-select/core` alone does.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveMessages } from '../../src/i18n';
import { resolveOptions } from '../../src/options';
import type { SelectOptions } from '../../src/types';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];
const tree = [{ value: 'fruit', label: 'Fruit', children: fruits }];

async function freshCore() {
  const core = await import('../../src/core/machine/controller');
  const registry = await import('../../src/features/registry');
  const { searchEnginePart, searchEnginePort } = await import('../../src/view/search-engine-part');
  await searchEnginePart.load();
  /** The Controller as the facade builds it (with the option and language resolvers and the search engine). */
  class Controller<M = Record<string, unknown>> extends core.Controller<M> {
    constructor(options: SelectOptions<M>, data: unknown) {
      super(options, data, [], { resolveOptions, resolveMessages, searchEngine: searchEnginePort });
    }
  }
  return { Controller, registry };
}

/** The thrown error of `run`, for its code and message. */
function thrown(run: () => unknown): { code?: string; message?: string } {
  try {
    run();
  } catch (error) {
    return error as { code?: string; message?: string };
  }
  throw new Error('expected a throw');
}

beforeEach(() => {
  vi.resetModules();
});

describe('core without features', () => {
  it('runs a plain single and multiple select', async () => {
    const { Controller } = await freshCore();
    const model = new Controller({ multiple: true }, fruits);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.value).toEqual(['pear']);
    model.send({ type: 'setQuery', query: 'app', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual([0]);
    expect(model.creation.offered(model.state.query)).toBe(false);
  });

  it.each([
    ['option "ajax"', { ajax: { request: async () => [] } }, [], 'remote'],
    ['option "allowCreate"', { allowCreate: true, multiple: true }, [], 'tags'],
    ['option "sortable"', { sortable: true, multiple: true }, [], 'tags'],
    ['option "resolveOptions"', { resolveOptions: () => [] }, [], 'resolve'],
    ['option "plugins"', { plugins: [{ name: 'mine', setup: () => undefined }] }, [], 'plugins'],
    [`option "presentation": 'sheet'`, { presentation: 'sheet' as const }, [], 'sheet'],
    ['tree data (options with "children")', {}, tree, 'tree'],
  ])('%s throws feature-missing naming the import', async (culprit, options, data, feature) => {
    const { Controller } = await freshCore();
    const error = thrown(() => new Controller(options, data));
    expect(error.code).toBe('feature-missing');
    expect(error.message).toContain(culprit);
    expect(error.message).toContain(`import 'widget-select/${feature}'`);
  });

  it("the cascader's options are not the core's: the tree adds them, and tree data names the tree first", async () => {
    const { Controller } = await freshCore();
    const options = await import('../../src/options');
    for (const name of ['treeLayout', 'pathSeparator', 'tagPath'])
      expect(options.OPTION_NAMES, name).not.toContain(name);
    expect(options.resolveOptions({ treeLayout: 'columns', tagPath: true })).not.toHaveProperty('treeLayout');
    const error = thrown(() => new Controller({ treeLayout: 'columns' }, tree));
    expect(error.code).toBe('feature-missing');
    expect(error.message).toContain(`import 'widget-select/tree'`);
  });

  it('tree data given later (setData, updateOptions) throws feature-missing and changes nothing', async () => {
    const { Controller } = await freshCore();
    const model = new Controller({}, fruits);
    expect(thrown(() => model.setData(tree)).code).toBe('feature-missing');
    expect(thrown(() => model.updateOptions({ data: tree })).code).toBe('feature-missing');
    expect(thrown(() => model.updateOptions({ allowCreate: true })).code).toBe('feature-missing');
    expect(model.dataset.size).toBe(2);
    expect(model.options.allowCreate).toBe(false);
  });
});

describe('adding features', () => {
  it('importing a feature module adds it: tree data, cascade and tree rows work', async () => {
    const { Controller, registry } = await freshCore();
    await import('../../src/features/tree');
    expect(registry.featureOf('tree')?.name).toBe('tree');
    const model = new Controller({ multiple: true }, tree);
    model.send({ type: 'pick', entry: 0 });
    expect(model.state.value).toEqual(['fruit', 'apple', 'pear']);
  });

  it('a tree imported with no list part there: its rows and the arrows on it are decided at once', async () => {
    const { Controller } = await freshCore();
    await import('../../src/features/tree');
    const model = new Controller({ multiple: true }, tree);
    model.send({ type: 'open', cause: 'user:open' });
    expect(Array.from(model.rows().rows)).toEqual([0]);
    model.send({ type: 'move', move: 'next' });
    expect(model.send({ type: 'pickHighlighted' })).toBe('applied');
    expect(model.state.value).toEqual(['fruit', 'apple', 'pear']);
    expect(model.send({ type: 'treeKey', key: 'expand' })).toBe('applied');
    expect(Array.from(model.rows().rows)).toEqual([0, 1, 2]);
  });

  it('tags adds creation, remote adds ajax', async () => {
    const { Controller } = await freshCore();
    await import('../../src/features/tags');
    await import('../../src/features/remote');
    const model = new Controller({ multiple: true, allowCreate: true, sortable: true }, fruits);
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    expect(model.creation.offered(model.state.query)).toBe(true);
    expect(() => new Controller({ ajax: { request: async () => [] } }, []).dispose()).not.toThrow();
  });

  it('large scales the scroll space of a list taller than any engine allows; the core keeps it exact', async () => {
    const { registry } = await freshCore();
    const { scrollMapping } = await import('../../src/open-list/scroll-mapping');
    const rows = 5_000_000 * 36;
    const exact = scrollMapping();
    expect(exact.space(rows, 300).extent).toBe(rows);
    expect(exact.offsetAt(exact.space(rows, 300), 1_234_567)).toBe(1_234_567);
    await import('../../src/features/large');
    const scaled = scrollMapping();
    expect(scaled).not.toBe(exact);
    expect(scaled.space(rows, 300).extent).toBe(scaled.maxExtent);
    expect(scaled.maxExtent).toBeLessThan(rows);
    expect(registry.featureOf('large')?.tagChunks).toBeTypeOf('function');
  });

  it('plugins adds the plugin host; an empty plugins option needs nothing', async () => {
    const { Controller, registry } = await freshCore();
    expect(() => new Controller({ plugins: [] }, fruits).dispose()).not.toThrow();
    const { plugins } = await import('../../src/plugins');
    expect(registry.featureOf('plugins')).toBe(plugins);
    const options = { plugins: [{ name: 'mine', setup: () => undefined }] };
    expect(() => new Controller(options, fruits).dispose()).not.toThrow();
  });

  it("sheet: presentation 'auto' and 'dropdown' need nothing; 'sheet' works once the feature is added", async () => {
    const { Controller, registry } = await freshCore();
    for (const presentation of ['auto', 'dropdown'] as const) {
      expect(() => new Controller({ presentation }, fruits).dispose()).not.toThrow();
    }
    const model = new Controller({}, fruits);
    expect(thrown(() => model.updateOptions({ presentation: 'sheet' })).code).toBe('feature-missing');
    expect(model.options.presentation).toBe('auto');
    const { sheet } = await import('../../src/features/sheet');
    expect(registry.featureOf('sheet')).toBe(sheet);
    expect(() => new Controller({ presentation: 'sheet' }, fruits).dispose()).not.toThrow();
  });

  it("columns: treeLayout 'columns' with the tree alone throws feature-missing naming widget-select/columns; the columns entry adds the tree too", async () => {
    const { Controller, registry } = await freshCore();
    await import('../../src/features/tree');
    // The tree adds the cascader's options to the table; the table's check of treeLayout asks for the columns.
    const options = await import('../../src/options');
    expect(options.OPTION_NAMES.slice(-3)).toEqual(['treeLayout', 'pathSeparator', 'tagPath']);
    expect(options.REMOUNT_ONLY).toContain('treeLayout');
    expect(options.resolveOptions({}).pathSeparator).toBe(' / ');
    const error = thrown(() => options.validateOptions({ treeLayout: 'columns' }));
    expect(error.code).toBe('feature-missing');
    expect(error.message).toContain(`option "treeLayout": 'columns'`);
    expect(error.message).toContain(`import 'widget-select/columns'`);
    expect(thrown(() => options.validateOptions({ treeLayout: 'cascade' })).code).toBe('invalid-options');
    expect(() => options.validateOptions({ treeLayout: 'nested', pathSeparator: ' > ' })).not.toThrow();
    expect(() => new Controller({ treeLayout: 'nested' }, tree).dispose()).not.toThrow();
    vi.resetModules();
    const fresh = await freshCore();
    const { columns } = await import('../../src/features/columns');
    expect(fresh.registry.featureOf('columns')).toBe(columns);
    expect(fresh.registry.featureOf('tree')?.name).toBe('tree');
    const model = new fresh.Controller({ treeLayout: 'columns' }, tree);
    // The open path: opening Fruit's column highlights its first row.
    model.send({ type: 'highlight', entry: 0 });
    expect(model.send({ type: 'treeKey', key: 'expand' })).toBe('applied');
    expect([...model.state.expanded]).toEqual([0]);
    expect(model.state.highlighted).toEqual({ kind: 'option', entry: 1 });
    expect(registry).not.toBe(fresh.registry);
  });

  it('addFeature (SelectWidget.use) refuses what is not a feature object', async () => {
    const { registry } = await freshCore();
    expect(thrown(() => registry.addFeature({ name: 'charts' } as never)).code).toBe('invalid-argument');
    expect(thrown(() => registry.addFeature(null as never)).code).toBe('invalid-argument');
  });
});
