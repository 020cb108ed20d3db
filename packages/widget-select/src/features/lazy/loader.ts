/**
 * The default entry's lazy features: each is registered with the import of
 * its chunk, when a widget needs it, and its stand-in; the registry hands
 * the core the stand-ins and asks here for the chunks
 * (features/registry.ts, `LazyFeatures`).
 */
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
  /** Imports the feature's chunk. */
  load(): Promise<FeatureNamed<N>>;
  /** Whether these options or this data set need the chunk. */
  wanted(options: FeatureInputs, dataset: { readonly size: number }): boolean;
  /** What the core finds until the chunk is there (its parts wait for it); without one the core does without. */
  readonly standIn?: FeatureNamed<N>;
}

const lazies = new Map<FeatureName, LazyFeature>();
const loads = new Map<FeatureName, Promise<void>>();
/** Asked for and not there yet: SelectWidget.ready() waits for these. */
const asked = new Set<FeatureName>();
/** What waits for each feature, in the order asked. */
const waiting = new Map<FeatureName, Set<(feature: never) => void>>();

/** The registry's seam: the stand-ins, and the chunks asked for. */
const lazyFeatures: LazyFeatures = {
  standIn: (name) => lazies.get(name)?.standIn,
  want(options, dataset) {
    for (const [name, lazy] of lazies) {
      // A failure is reported by the widgets waiting for the feature, and by SelectWidget.ready().
      if (!hasFeature(name) && lazy.wanted(options, dataset)) loadFeature(name).catch(() => {});
    }
  },
  loads: () => [...asked].map(loadFeature),
  arriving: (name) => (hasFeature(name) ? null : (loads.get(name) ?? null)),
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
  asked.add(name);
  let load = loads.get(name);
  if (!load) {
    load = lazy.load().then(
      (feature) => {
        addFeature(feature);
        asked.delete(name);
        const waiters = waiting.get(name);
        waiting.delete(name);
        for (const then of waiters ?? []) then(feature as never);
      },
      (error: unknown) => {
        loads.delete(name);
        throw error;
      },
    );
    loads.set(name, load);
  }
  return load;
}

/**
 * Asks for a feature's chunk and runs `then` with the feature once it is
 * added (in the order asked); `failed` when a load fails, which goes on
 * waiting for a load asked again (`SelectWidget.ready()`, another widget).
 * Returns what cancels the wait (the widget was destroyed meanwhile).
 */
export function withFeature<N extends FeatureName>(
  name: N,
  then: (feature: FeatureNamed<N>) => void,
  failed: (error: unknown) => void = () => {},
): () => void {
  const feature = featureOf(name);
  if (hasFeature(name) && feature) {
    then(feature);
    return () => {};
  }
  const waiters = waiting.get(name) ?? new Set();
  waiting.set(name, waiters);
  const run = then as (feature: never) => void;
  waiters.add(run);
  loadFeature(name).catch((error: unknown) => {
    if (waiters.has(run)) failed(error);
  });
  return () => {
    waiters.delete(run);
  };
}
