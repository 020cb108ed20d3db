/**
 * The module builds' chunks of what the entries load at start. Left to its
 * own chunking, the build made a chunk of every set of entries and lazy
 * chunks that share modules: 50 files in the default entry's first load.
 * A bundler that splits an app by such sets again (esbuild, and the tools
 * built on it) shipped that first load as 24 files, each gzipped alone,
 * 5.6 kB more than the same code in one. Grouped as below the default
 * entry's first load is 26 files of the package and 14 of an esbuild app.
 */
import { resolve as resolvePath } from 'node:path';
import { build } from 'esbuild';

/** Where an app of one entry loads a module: at start, or with the lazy chunks that share it. */
interface Place {
  /** `start`, or the lazy chunks that load it (esbuild's entry points for them), joined. */
  key: string;
  /** How widely it is loaded: a module's dependencies are loaded at least as widely. */
  weight: number;
}

/** Weight of a module loaded at start: more than any set of lazy chunks. */
const START = 1000;

/**
 * Where each source module of an app that imports `entry` is loaded, as
 * esbuild splits it: at start (the entry's chunk and the chunks it imports
 * statically), or with the set of dynamic imports that need it. Absolute
 * paths; the diagnostic texts as `diagnostic-texts/production.ts` and
 * `diagnostic-texts/development.ts` both, since either build loads the one
 * it has there.
 */
async function modulePlaces(entry: string): Promise<Map<string, Place>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'error',
    // The locales load on demand, each its own entry: never part of a first load.
    external: ['../locales/*'],
  });
  const { outputs } = result.metafile;
  /** The files that `from` loads with it: itself and its static imports, transitively. */
  const loadedWith = (from: string): Set<string> => {
    const files = new Set<string>();
    const pending = [from];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (files.has(file)) continue;
      files.add(file);
      for (const imported of outputs[file]?.imports ?? [])
        if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
    }
    return files;
  };
  const points = Object.keys(outputs).filter((file) => outputs[file]?.entryPoint !== undefined);
  const main = points.find((file) => resolvePath(outputs[file]?.entryPoint ?? '') === resolvePath(entry));
  if (!main) throw new Error(`first-load-groups: no output for ${entry}`);
  const atStart = loadedWith(main);
  const lazy = points.filter((file) => file !== main).map((file) => ({ file, files: loadedWith(file) }));
  const places = new Map<string, Place>();
  for (const [file, output] of Object.entries(outputs)) {
    const loaders = lazy.filter(({ files }) => files.has(file)).map(({ file: point }) => point);
    const place = atStart.has(file)
      ? { key: 'start', weight: START }
      : { key: loaders.sort().join(','), weight: loaders.length };
    for (const input of Object.keys(output.inputs)) {
      const path = resolvePath(input);
      places.set(path, place);
      if (/[\\/]diagnostic-texts[\\/](development|production)\.ts$/.test(path)) {
        places.set(path.replace(/production\.ts$/, 'development.ts'), place);
        places.set(path.replace(/development\.ts$/, 'production.ts'), place);
      }
    }
  }
  return places;
}

/** A group of `output.codeSplitting`: one chunk of the module builds. */
export interface FirstLoadGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * Everything `core` loads at start is one chunk: every app that loads any
 * of it loads the core at start. Each other module that some entry loads at
 * start goes with the modules that every entry loads at the same place (at
 * start, with the same lazy chunks, or not at all), so no app loads a
 * module, at start or with a lazy chunk, that it would not load there
 * anyway. What no entry loads at start is left to the build's chunking.
 */
export async function firstLoadGroups(
  entries: Record<string, string>,
  core: string,
): Promise<FirstLoadGroup[]> {
  const names = Object.keys(entries);
  const places = await Promise.all(names.map((name) => modulePlaces(entries[name] as string)));
  const coreIndex = names.indexOf(core);
  const entryFiles = new Set(Object.values(entries).map((file) => resolvePath(file)));
  const sizeOf = (name: string): number => places[names.indexOf(name)]?.size ?? 0;
  const keys = new Map<string, string>();
  const groups = new Map<string, { name: string; weight: number }>();
  const taken = new Map<string, number>();
  // After the smallest entry that loads it at start, numbered: groups of one name are one chunk.
  const nameOf = (starts: string[]): string => {
    const [smallest = 'shared'] = starts.sort((a, b) => sizeOf(a) - sizeOf(b));
    const count = (taken.get(smallest) ?? 0) + 1;
    taken.set(smallest, count);
    return count === 1 ? smallest : `${smallest}-${count}`;
  };
  for (const modules of places)
    for (const id of modules.keys()) {
      if (keys.has(id) || entryFiles.has(id)) continue;
      const where = places.map((entry) => entry.get(id));
      const starts = names.filter((_, index) => where[index]?.key === 'start');
      if (starts.length === 0) continue;
      const key =
        where[coreIndex]?.key === 'start' ? core : where.map((place) => place?.key ?? '-').join('|');
      keys.set(id, key);
      const weight = where.reduce((sum, place) => sum + (place?.weight ?? 0), 0);
      if (!groups.has(key)) groups.set(key, { name: key === core ? core : nameOf(starts), weight });
    }
  // A group takes its modules' dependencies along unless a group of higher
  // priority has them: they are loaded at least as widely, so the more
  // widely a group is loaded, the higher its priority.
  return [...groups]
    .sort(([a, groupA], [b, groupB]) => (a === core ? -1 : b === core ? 1 : groupB.weight - groupA.weight))
    .map(([key, group], index, all) => ({
      name: group.name,
      test: (id: string) => keys.get(id) === key,
      priority: all.length - index,
    }));
}
