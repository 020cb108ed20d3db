import type { Configuration, Scheduler } from '../../src/core/machine/configuration';
import { Controller } from '../../src/core/machine/controller';
import { resolveMessages } from '../../src/i18n';
import { resolveOptions } from '../../src/options';
import type { SelectOptions } from '../../src/types';
import { searchEnginePort } from '../../src/view/search-engine-part';

/** The resolvers the facade hands the core. */
export function configuration<M>(scheduler?: Scheduler): Configuration<M> {
  return { resolveOptions, resolveMessages, scheduler, searchEngine: searchEnginePort };
}

/** A Controller as the facade builds it, for Node tests. */
export function makeController<M = Record<string, unknown>>(
  options: SelectOptions<M>,
  data: unknown,
  initial: readonly string[] = [],
  scheduler?: Scheduler,
): Controller<M> {
  return new Controller<M>(options, data, initial, configuration<M>(scheduler));
}
