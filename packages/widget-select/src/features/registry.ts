/**
 * Which optional features this page added. The feature entries
 * (`widget-select/tree`, `/remote`, `/tags`, `/large`, `/native`, `/resolve`, `/plugins`,
 * `/sheet`) register
 * themselves here when imported; the script-tag build and the element import all.
 * The core looks features up here instead of importing them, which keeps
 * their code out of an app that imports `widget-select/core` alone.
 *
 * The default entry registers the features whose API is asynchronous anyway
 * (remote, resolve, the sheet, large) and the columns as lazy ones instead: a chunk
 * fetched when an option or a data set asks for it, and a stand-in the core
 * finds meanwhile, whose parts wait for the chunk (features/lazy/).
 */

import { useLargeStructures } from '../core/domain/structures';
import { featureMissingText, notAFeatureText } from '../diagnostic-texts';
import { SelectWidgetError } from '../errors';
import type { CreationPort, ResolverPort } from '../core/machine/host';
import type { Feature, NativeFeature, TreeFeature } from './types';

export type FeatureName = Feature['name'];
export type FeatureNamed<N extends FeatureName> = Extract<Feature, { name: N }>;

const added: { [N in FeatureName]?: FeatureNamed<N> } = {};

/** What of the options the lazy features read to tell whether a widget needs them. */
export interface FeatureInputs {
  readonly ajax?: unknown;
  readonly resolveOptions?: unknown;
  readonly presentation: string;
  readonly treeLayout: string;
}

/**
 * The default entry's lazy features (features/lazy/): what stands for each
 * until its chunk is there, and what asks for the chunks.
 */
export interface LazyFeatures {
  /** The stand-in of a lazy feature not added yet; its parts wait for the chunk. */
  standIn(name: FeatureName): Feature | undefined;
  /** Fetches the chunks these options or this data set need (construction, setData, updateOptions, new answers). */
  want(options: FeatureInputs, dataset: { readonly size: number }): void;
  /** The chunk of `name` on its way, or null. */
  arriving(name: FeatureName): Promise<void> | null;
}

let lazy: LazyFeatures | null = null;

/** The default entry's lazy features (remote, resolve, the sheet, large, the columns). */
export function setLazyFeatures(given: LazyFeatures): void {
  lazy = given;
}

/** A lazy feature's chunk on its way, or null. */
export function featureArriving(name: FeatureName): Promise<void> | null {
  return lazy?.arriving(name) ?? null;
}

/** The name of every feature. */
const NAMES = ['tree', 'remote', 'tags', 'large', 'native', 'resolve', 'plugins', 'sheet', 'columns'];

/** Adds a feature for every widget created from now on. Adding it twice is a no-op. */
export function addFeature(feature: Feature): void {
  if (!NAMES.includes((feature as { name?: string } | null)?.name as string))
    throw new SelectWidgetError('invalid-argument', notAFeatureText());
  (added as Record<FeatureName, Feature>)[feature.name] = feature;
  // The large-data structures are read where data sets are built, which must not depend on this registry.
  if (feature.name === 'large') useLargeStructures(feature);
}

/** Whether a feature is added (a lazy one: its chunk is there). */
export function hasFeature(name: FeatureName): boolean {
  return added[name] !== undefined;
}

/**
 * The feature if added (or the stand-in of a lazy one until its chunk is
 * there), else undefined (for code paths that simply do less without it).
 */
export function featureOf<N extends FeatureName>(name: N): FeatureNamed<N> | undefined {
  return (added[name] ?? lazy?.standIn(name)) as FeatureNamed<N> | undefined;
}

/** The feature, or `feature-missing` naming what needed it and the import that adds it. */
export function requireFeature<N extends FeatureName>(name: N, neededBy: string): FeatureNamed<N> {
  const feature = featureOf(name);
  if (feature) return feature;
  throw new SelectWidgetError('feature-missing', featureMissingText(neededBy, name));
}

/** Mounting on a native `<select>`, which a `<select>` target needs. */
export function nativeFeature(): NativeFeature {
  return requireFeature('native', 'a <select> target');
}

/** The tree feature, which tree data (options with `children`) needs. */
export function treeFeature(): TreeFeature {
  return requireFeature('tree', 'tree data (options with "children")');
}

/** Throws `feature-missing` for options or data that need a feature this page did not add. */
export function checkFeatures(
  options: FeatureInputs & {
    readonly allowCreate: boolean;
    readonly sortable: boolean;
    readonly plugins: readonly unknown[];
  },
  dataset: { readonly isTree: boolean; readonly size: number },
): void {
  lazy?.want(options, dataset);
  if (options.ajax) requireFeature('remote', 'option "ajax"');
  if (options.resolveOptions) requireFeature('resolve', 'option "resolveOptions"');
  if (options.allowCreate) requireFeature('tags', 'option "allowCreate"');
  if (options.sortable) requireFeature('tags', 'option "sortable"');
  if (options.plugins.length > 0) requireFeature('plugins', 'option "plugins"');
  // 'auto' simply shows the dropdown without the sheet; only an explicit 'sheet' needs it.
  if (options.presentation === 'sheet') requireFeature('sheet', `option "presentation": 'sheet'`);
  if (dataset.isTree) treeFeature();
}

/** `resolveOptions` without the resolve feature: no value is ever unknown-but-kept. */
export const noResolver: ResolverPort = {
  enabled: false,
  busy: false,
  isPending: () => false,
  request: () => false,
  selectionChanged: () => {},
  dispose: () => {},
};

/** Tag creation without the tags feature: nothing is ever offered or created. */
export const noCreation: CreationPort = {
  offered: () => false,
  fromQuery: async () => false,
  paste: async () => {},
  abandon: () => {},
  dispose: () => {},
};
