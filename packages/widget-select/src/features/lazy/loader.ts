/**
 * The default entry's lazy features: each is registered with its part (the
 * import of its chunk, load/loader.ts), when a widget needs it, and its
 * stand-in; the registry hands the core the stand-ins and asks here for
 * the chunks (features/registry.ts, `LazyFeatures`).
 */
import { definePart, type Part } from '../../load/loader';
import {
  addFeature,
  type FeatureInputs,
  type FeatureName,
  type FeatureNamed,
  featureOf,
  hasFeature,
  type LazyFeatures,
  setLazyFeatures,
} from '../registry';

/** A feature the default entry fetches when an option or a data set asks for it. */
export interface LazyFeature<N extends FeatureName = FeatureName> {
  readonly name: N;
  /** The feature's chunk, added as it arrives. */
  readonly part: Part<FeatureNamed<N>>;
  /** Whether these options or this data set need the chunk. */
  wanted(options: FeatureInputs, dataset: { readonly size: number }): boolean;
  /** What the core finds until the chunk is there (its parts wait for it); without one the core does without. */
  readonly standIn?: FeatureNamed<N>;
}

/** The part of the feature `name`, whose chunk `importChunk` imports and exports under that name: the feature is added as it arrives. */
export function featurePart<N extends FeatureName>(
  name: N,
  importChunk: () => Promise<{ readonly [K in N]: FeatureNamed<N> }>,
): Part<FeatureNamed<N>> {
  return definePart(`${name} feature`, importChunk, (module) => {
    const feature = module[name];
    addFeature(feature);
    return feature;
  });
}

const lazies = new Map<FeatureName, LazyFeature>();

/** The registry's seam: the stand-ins, and the chunks asked for. */
const lazyFeatures: LazyFeatures = {
  standIn: (name) => lazies.get(name)?.standIn,
  want(options, dataset) {
    for (const [name, lazy] of lazies) {
      // A failure is reported by the widgets waiting for the feature, and by SelectWidget.ready().
      if (!hasFeature(name) && lazy.wanted(options, dataset)) loadFeature(name).catch(() => {});
    }
  },
  arriving: (name) => {
    const loading = hasFeature(name) ? undefined : lazies.get(name)?.part.loading();
    return loading ? loading.then(() => {}) : null;
  },
};

/** Registers a feature fetched when a widget needs it, and hands the registry the seam (in a call, not as this module's side effect: see addLazyFeatures). */
export function registerLazyFeature<N extends FeatureName>(lazy: LazyFeature<N>): void {
  lazies.set(lazy.name, lazy as unknown as LazyFeature);
  setLazyFeatures(lazyFeatures);
}

/** Asks for a feature's chunk (once; again after a failed load); resolves once the feature is added. */
export function loadFeature(name: FeatureName): Promise<void> {
  const lazy = lazies.get(name);
  if (hasFeature(name) || !lazy) return Promise.resolve();
  return lazy.part.load().then(() => {});
}

/**
 * Asks for a feature's chunk and runs `then` with the feature once it is
 * added; `failed` with the `load-failed` error when a load fails, which
 * goes on waiting for a load asked again (`SelectWidget.ready()`, another
 * widget). Returns what cancels the wait (the widget was destroyed meanwhile).
 */
export function withFeature<N extends FeatureName>(
  name: N,
  then: (feature: FeatureNamed<N>) => void,
  failed: (error: unknown) => void = () => {},
): () => void {
  const feature = featureOf(name);
  const lazy = lazies.get(name) as LazyFeature<N> | undefined;
  if ((hasFeature(name) && feature) || !lazy) {
    if (feature) then(feature);
    return () => {};
  }
  return lazy.part.when(then, true, failed);
}
