/**
 * `widget-select/large` in the default entry: a chunk fetched when a data set
 * reaches the size from which its structures matter. Until it is there the
 * data sets use the core's plain structures, which answer the same; the
 * idle warm-up of such a data set waits for the chunk and builds the large
 * ones (core/machine/derivations.ts), a value index not started yet is
 * made afresh with them (core/domain/dataset.ts), and the data sets built
 * afterwards have them from the start.
 */
import { LARGE_FEATURE_SIZE } from '../../core/domain/dataset';
import { featurePart, type LazyFeature } from './loader';

export const lazyLarge: LazyFeature<'large'> = {
  name: 'large',
  part: featurePart('large', () => import('../large')),
  wanted: (_options, dataset) => dataset.size >= LARGE_FEATURE_SIZE,
};
