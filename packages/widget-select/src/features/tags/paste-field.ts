/**
 * The search field's paste: a list of tags (`allowCreate` in multiple mode) is created in one change; any
 * other text is left to the field, as the reducer's `paste` answers `ignored` for it.
 */
import type { FeatureView } from '../../view/feature-view';

export function bindPaste<M>(view: FeatureView<M>, search: HTMLInputElement): void {
  const { port, signal } = view;
  search.addEventListener(
    'paste',
    (event) => {
      const text = event.clipboardData?.getData('text') ?? '';
      if (port.send({ type: 'paste', text }) !== 'ignored') event.preventDefault();
    },
    { signal },
  );
}
