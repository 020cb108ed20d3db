/**
 * The module graph of src/: imports (type-only ones included) run one way.
 * A cycle, even a pair of modules that name each other's types, means a
 * layer reaches back into the one above it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The imports that run: no type-only ones, side-effect ones included (dynamic ones are chunks of their own). */
const RUNTIME_IMPORT = /^(?:import|export)\s(?!type\s)(?:[^'"]*?from\s+)?['"](\.[^'"]+)['"]/gm;

function importGraph(pattern = IMPORT): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = new Set<string>();
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      const base = resolve(dirname(file), specifier);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (target) targets.add(relative(SRC, target));
    }
    graph.set(relative(SRC, file), [...targets]);
  }
  return graph;
}

/** The names each module imports at runtime from each module it imports (no type-only ones). */
function namedImports(): Map<string, Map<string, string[]>> {
  const STATEMENT = /^import\s+(?!type\s)\{([^}]*)\}\s*from\s+['"](\.[^'"]+)['"]/gm;
  const byFile = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(SRC)) {
    const from = new Map<string, string[]>();
    for (const [, list = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      const base = resolve(dirname(file), specifier);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!target) continue;
      const names = list
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0] as string);
      from.set(relative(SRC, target), [...(from.get(relative(SRC, target)) ?? []), ...names]);
    }
    byFile.set(relative(SRC, file), from);
  }
  return byFile;
}

/**
 * Exports of shared modules that only the open list uses and that stay
 * where they are, each with its reason.
 * - The diagnostic texts are one table per build (development, production).
 */
const LIST_ONLY_KEPT = [
  'diagnostic-texts/index.ts: dropdownParentText',
  'diagnostic-texts/index.ts: warnNoStylesheet',
];

/** Every module `from` reaches through `graph`, itself included. */
function reachedFrom(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set([from]);
  for (const file of seen) for (const target of graph.get(file) ?? []) seen.add(target);
  return seen;
}

/**
 * The groups of modules that import each other in a loop (strongly
 * connected components, found as Tarjan does), each as its members from
 * the smallest name back to it, so a pair reads `a.ts → b.ts → a.ts`.
 * Linear in the graph: listing every simple cycle instead walks every path
 * of the graph, which took 12-30 s on two busy cores.
 */
function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) {
      group.sort();
      found.push([...group, group[0]!]);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return found;
}

/**
 * The pairs still tolerated, each with its reason; any other cycle fails.
 * - The public options hold plugins and a plugin reads the options: two
 *   declaration files whose types are mutually recursive (no runtime import).
 */
const TOLERATED = ['plugin-api.ts → types.ts → plugin-api.ts'];

/** Every module a lazy chunk of the default entry shares with its first load (the core's aside), as `chunk → module`. */
const SHARED_WITH_THE_FIRST_LOAD = [
  'features/columns.ts → features/columns/options.ts',
  'features/columns.ts → features/columns/path.ts',
  'features/columns.ts → features/columns/transitions.ts',
  'features/columns.ts → features/columns/value-path.ts',
  'features/columns.ts → features/tree.ts',
  'features/columns.ts → features/tree/answer.ts',
  'features/columns.ts → features/tree/cascade.ts',
  'features/columns.ts → features/tree/expansion.ts',
  'features/columns.ts → features/tree/lazy-state.ts',
  'features/columns.ts → features/tree/rows.ts',
  'features/columns.ts → features/tree/search-flips.ts',
  'features/columns.ts → features/tree/structure.ts',
  'features/columns.ts → features/tree/value-strategy.ts',
  'features/remote.ts → features/remote/config.ts',
  'features/remote.ts → features/remote/transitions.ts',
  'features/resolve.ts → features/resolve/transitions.ts',
  'features/sheet.ts → features/sheet/wanted.ts',
  'open-list/index.ts → view/dom-members.ts',
];

describe('import graph of src/', () => {
  it('finds the loops of a graph: a pair, a ring of three, a module importing itself, and nothing in a diamond', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts', 'e.ts']],
      ['d.ts', ['f.ts']],
      ['e.ts', ['f.ts']],
      ['f.ts', []],
      ['g.ts', ['h.ts']],
      ['h.ts', ['i.ts']],
      ['i.ts', ['g.ts']],
      ['j.ts', ['j.ts']],
    ]);
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([
      'a.ts → b.ts → a.ts',
      'g.ts → h.ts → i.ts → g.ts',
      'j.ts → j.ts',
    ]);
  });

  it('has no cycle, not even a pair, beyond the tolerated ones', () => {
    const found = cycles(importGraph()).map((cycle) => cycle.join(' → '));
    expect(found.filter((cycle) => !TOLERATED.includes(cycle))).toEqual([]);
  });

  it('core/ imports nothing from the view, the facade, options or i18n', () => {
    const outward = [...importGraph()]
      .filter(([file]) => file.startsWith('core/'))
      .flatMap(([file, targets]) =>
        targets.filter((t) => /^(view\/|select-widget|options|i18n\/)/.test(t)).map((t) => `${file} → ${t}`),
      );
    expect(outward).toEqual([]);
  });

  it('core/domain/ imports nothing from core/machine/: the machinery uses the domain, never the reverse', () => {
    const graph = importGraph();
    expect([...graph.keys()].filter((file) => file.startsWith('core/domain/')).length).toBeGreaterThan(10);
    const backward = [...graph]
      .filter(([file]) => file.startsWith('core/domain/'))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith('core/machine/')).map((t) => `${file} → ${t}`),
      );
    expect(backward).toEqual([]);
  });

  it('no module in view/ imports the controller: the assembler gets a narrow host, the rest is on the port', () => {
    const onController = [...importGraph()]
      .filter(([file, targets]) => file.startsWith('view/') && targets.includes('core/machine/controller.ts'))
      .map(([file]) => file);
    expect(onController).toEqual([]);
  });

  it("the search engine is a part of its own, loaded on demand; the core entry's first load holds the search keys and the label keys typeahead reads: a query before the engine shows its rows pending, and typeahead never waits", () => {
    const reached = (from: string) => reachedFrom(importGraph(RUNTIME_IMPORT), from);
    const engine = [
      'core/machine/list-search.ts',
      'core/domain/search/engine.ts',
      'core/domain/search/scan.ts',
      'core/domain/search/ranges.ts',
      'core/domain/search/rank.ts',
      'core/domain/search/field-readers.ts',
    ];
    const keys = [
      'core/domain/search/plain-keys.ts',
      'core/domain/search/keys.ts',
      'core/domain/search/normalize.ts',
      'core/domain/label-keys.ts',
    ];
    const core = reached('core-entry.ts');
    expect(core.has('core/domain/search/fields.ts')).toBe(true);
    expect(keys.filter((file) => core.has(file))).toEqual(keys);
    expect(engine.filter((file) => core.has(file))).toEqual([]);
    const part = readFileSync(join(SRC, 'view/search-engine-part.ts'), 'utf8');
    expect(part).toContain("definePart(\n  'search engine',");
    expect(part).toContain("import('../core/machine/list-search')");
  });

  it("the core's first load carries nothing from a module it shares with the open list's chunk that only the list uses (outside core/): a bundler puts every export a chunk uses of a shared module in the first load", () => {
    const reached = (from: string) => reachedFrom(importGraph(RUNTIME_IMPORT), from);
    const first = reached('core-entry.ts');
    const chunk = reached('open-list/index.ts');
    const names = namedImports();
    const listOnly: string[] = [];
    for (const shared of [...first].filter((file) => chunk.has(file) && !file.startsWith('core/'))) {
      const usedBy = (files: Iterable<string>) =>
        new Set([...files].flatMap((file) => names.get(file)?.get(shared) ?? []));
      const atStart = usedBy(first);
      for (const name of usedBy([...chunk].filter((file) => !first.has(file)))) {
        if (!atStart.has(name) && !LIST_ONLY_KEPT.includes(`${shared}: ${name}`))
          listOnly.push(`${shared}: ${name}`);
      }
    }
    expect(listOnly).toEqual([]);
  });

  it("no lazy part of the default entry imports a module of its first load other than the core's: a lazy part is handed what it needs of the rest (a bundler makes each module shared by the first load and a chunk a start file of its own)", () => {
    const graph = importGraph(RUNTIME_IMPORT);
    const first = reachedFrom(graph, 'index.ts');
    const core = reachedFrom(graph, 'core-entry.ts');
    const DYNAMIC = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
    const chunks = new Set<string>();
    const seen = new Set(first);
    for (const file of seen) {
      for (const [, specifier = ''] of readFileSync(join(SRC, file), 'utf8').matchAll(DYNAMIC)) {
        const base = resolve(dirname(join(SRC, file)), specifier);
        const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
        if (!target || target.includes('/locales/')) continue;
        chunks.add(relative(SRC, target));
        for (const reached of reachedFrom(graph, relative(SRC, target))) seen.add(reached);
      }
    }
    expect(chunks.size).toBeGreaterThan(8);
    const shared = [...chunks].flatMap((chunk) =>
      [...reachedFrom(graph, chunk)]
        .filter((file) => first.has(file) && !core.has(file))
        .map((file) => `${chunk} → ${file}`),
    );
    // The lazy features whose chunk is their own entry (`widget-select/remote`, `/resolve`, `/sheet`, `/columns`: one
    // file for a page that imports the entry too) import what the entry needs at start (the ajax option's check, the
    // remote phases' and resolved values' decisions, whether a presentation wants the sheet, the cascader's decisions and path, the
    // tree): those stay start files of their
    // own, pinned here so that nothing joins them. The form-safe DOM members are the native feature's at start and
    // the open list's: in the core's first load they would cost every core-only page (the test above).
    expect(shared.sort()).toEqual(SHARED_WITH_THE_FIRST_LOAD);
  });

  it("the core's first load holds none of the open list's class names: they come with its chunk", () => {
    const first = reachedFrom(importGraph(RUNTIME_IMPORT), 'core-entry.ts');
    const code = [...first]
      .map((file) => readFileSync(join(SRC, file), 'utf8'))
      .join('\n')
      // Comments may name a class; only code ships.
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      // The class tables write the block once: `${block}__option`.
      .replace(/\$\{block\}/g, 'widget-select');
    const listClasses = [
      'dropdown',
      'search',
      'header',
      'list',
      'spacer',
      'option',
      'option--highlighted',
      'option--selected',
      'group',
      'optgroup',
      'twisty',
      'message',
      'message--empty',
      'message--loading',
      'retry',
      'backdrop',
      'sheet-header',
    ].map((part) => `widget-select__${part}`);
    expect(listClasses.filter((name) => new RegExp(`${name}(?![\\w-])`).test(code))).toEqual([]);
  });

  it("the core entry's first load holds the rules of a shown list (its rows, the highlight's moves, typeahead's jump, the list's derivations and transitions, a row's pick, the pending value): the reducer decides every action at once", () => {
    const reached = (from: string) => reachedFrom(importGraph(RUNTIME_IMPORT), from);
    const rules = [
      'core/domain/rows.ts',
      'core/domain/highlight.ts',
      'core/domain/navigation.ts',
      'core/domain/typeahead-match.ts',
      'core/domain/pick.ts',
      'core/machine/derivations.ts',
      'core/machine/list-transitions.ts',
      'core/machine/pick-transition.ts',
      'core/machine/pending-value.ts',
    ];
    const core = reached('core-entry.ts');
    expect(rules.filter((file) => core.has(file))).toEqual(rules);
  });

  /**
   * A part that is a lazy chunk of its own: none of `parts` at the start of
   * `entries` (which do reach `startMarker`), its loader imports `chunk`
   * dynamically (the script-tag build inlines that import).
   */
  function expectOwnChunk(
    parts: string[],
    entries: string[],
    startMarker: string,
    loaderFile: string,
    chunk: string,
  ) {
    const reached = (from: string) => reachedFrom(importGraph(RUNTIME_IMPORT), from);
    for (const entry of entries) {
      const start = reached(entry);
      expect(start.has(startMarker), entry).toBe(true);
      expect(
        parts.filter((file) => start.has(file)),
        entry,
      ).toEqual([]);
    }
    const loader = readFileSync(join(SRC, loaderFile), 'utf8');
    expect(loader).toMatch(new RegExp(`import\\(['"]\\./${chunk}['"]\\)`));
    const chunkFile = join(dirname(loaderFile), `${chunk}.ts`);
    expect(parts.filter((file) => reached(chunkFile).has(file))).toEqual(parts);
  }

  it("the core entry's first load holds the control's input (its keys, key tables, pointer and tags' keys): nothing pressed is held until a chunk comes", () => {
    const input = ['view/input-keys.ts', 'view/keyboard.ts', 'view/input-pointer.ts', 'view/tags.ts'];
    for (const entry of ['core-entry.ts', 'index.ts']) {
      const start = reachedFrom(importGraph(RUNTIME_IMPORT), entry);
      expect(
        input.filter((file) => start.has(file)),
        entry,
      ).toEqual(input);
    }
  });

  it("the default entry's first load holds no large-write slices of a native select: a chunk of their own, imported when a select of more than 5,000 options asks", () => {
    expectOwnChunk(
      ['native/slices.ts', 'core/domain/value-index.ts'],
      ['index.ts', 'features/native.ts'],
      'native/sync.ts',
      'native/sync.ts',
      'slices',
    );
  });

  it('the first load of the default entry and of widget-select/native holds no watchers of what changes a select with no event (an assignment to its selection, a `disabled` set anywhere): a chunk of its own, asked for as a widget mounts on a select', () => {
    expectOwnChunk(
      ['native/assignments.ts', 'native/watchers.ts'],
      ['index.ts', 'features/native.ts'],
      'native/follow.ts',
      'native/follow.ts',
      'watchers',
    );
  });

  it("the default entry's and the tags entry's first load hold no tag creation (createOption, beforeCreate, a pasted list): it needs a query, so it comes with the tags' list part, and the closed control's stand-in forwards to it; the reducer's decisions for what it sends are the feature's", () => {
    expectOwnChunk(
      ['features/tags/creation.ts'],
      ['index.ts', 'features/tags.ts'],
      'features/tags/transitions.ts',
      'features/tags.ts',
      'tags/tags-list',
    );
  });

  it("the default entry's and the tags entry's first load hold no sortable drag of a chip: it acts only once a user drags, so it comes with the tags' list part (a press on a chip before it drags once it comes, if still held)", () => {
    expectOwnChunk(
      ['features/tags/sortable.ts'],
      ['index.ts', 'features/tags.ts'],
      'features/tags/transitions.ts',
      'features/tags.ts',
      'tags/tags-list',
    );
  });

  it("the first load of widget-select/tree holds the tree's decisions (its rows, its keys, a lazy node's load): the reducer never waits for the tree's list part, which holds only what the list's DOM uses", () => {
    const graph = importGraph(RUNTIME_IMPORT);
    const decisions = ['features/tree/rows.ts', 'features/tree/expansion.ts', 'features/tree/lazy-state.ts'];
    const start = reachedFrom(graph, 'features/tree.ts');
    expect(decisions.filter((file) => start.has(file))).toEqual(decisions);
    const part = reachedFrom(graph, 'features/tree/tree-list.ts');
    expect(part.has('features/tree/row-view.ts')).toBe(true);
  });

  it("the first load of the default entry and of widget-select/tree holds no merge of a remote tree's later page: the remote chunk brings it, the one place that merges a page", () => {
    const reached = (from: string) => reachedFrom(importGraph(RUNTIME_IMPORT), from);
    const merge = 'features/tree/page-merge.ts';
    for (const entry of ['index.ts', 'features/tree.ts']) {
      const start = reached(entry);
      expect(start.has('features/tree/cascade.ts'), entry).toBe(true);
      expect(start.has(merge), entry).toBe(false);
    }
    expect(readFileSync(join(SRC, 'features/lazy/remote.ts'), 'utf8')).toMatch(
      /import\(['"]\.\.\/remote['"]\)/,
    );
    expect(reached('features/remote.ts').has(merge)).toBe(true);
  });

  it("the default entry's first load holds of the ajax option's code only its check (the remote stand-in throws from the constructor): the defaults, the retry backoff and the failures' wrapping come with the remote chunk", () => {
    const first = reachedFrom(importGraph(RUNTIME_IMPORT), 'index.ts');
    expect(first.has('features/remote/config.ts')).toBe(true);
    const used = new Set(
      [...namedImports().values()].flatMap((from) => from.get('features/remote/config.ts') ?? []),
    );
    expect([...used]).toEqual(['validateAjax']);
  });

  it('the locale tables importLocale loads are data: they import no code, so a bundler splits no chunk out for them to share', () => {
    const loader = join(SRC, 'i18n/import-locale.ts');
    const tables = [...readFileSync(loader, 'utf8').matchAll(/import\(['"](\.[^'"]+)['"]\)/g)].map(
      ([, specifier = '']) => `${resolve(dirname(loader), specifier)}.ts`,
    );
    expect(tables).toHaveLength(15);
    const code = tables.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+['"][^'"]+['"]/gm),
      ].map(([statement]) => `${relative(SRC, file)}: ${statement}`),
    );
    expect(code).toEqual([]);
  });
});
