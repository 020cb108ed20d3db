/**
 * The search field's paste: a list of tags (`allowCreate` in multiple mode) is created in one change; any
 * other text is left to the field, as the reducer's `paste` answers `ignored` for it.
 */
import type { Outcome } from '../../core/machine/vocabulary';

/** The parts of the view the paste needs. */
interface PasteHost {
  readonly signal: AbortSignal;
  readonly port: { send(action: { type: 'paste'; text: string }): Outcome };
}

export function bindPaste(view: PasteHost, search: HTMLInputElement): void {
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
