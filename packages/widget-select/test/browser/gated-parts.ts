/**
 * A page for the tests of a part that is late or cannot be fetched: parts
 * forgotten and held (or failed) by the loader's test gate, a widget
 * mounted, and after each test the widgets destroyed, the gate opened and
 * the parts loaded again for the next test.
 */
import { afterEach } from 'vitest';
import SelectWidget from '../../src/index';
import { loadGate } from '../load-gate';
import type { SelectOptions } from '../../src/types';

/** The parts to hold (late) or fail (cannot be fetched), by name. */
export type Gated = { readonly hold?: readonly string[]; readonly fail?: readonly string[] };

/**
 * Registers the teardown (`reload` loads the parts again) and returns what
 * mounts a widget with the `gated` parts missing: on `#widget` in `markup`,
 * or on the host itself without one.
 */
export function gatedPartsPage(reload: () => Promise<unknown>) {
  const mounted: { host: HTMLElement; widget: SelectWidget }[] = [];
  afterEach(async () => {
    for (const { host, widget } of mounted.splice(0)) {
      widget.destroy();
      host.remove();
    }
    loadGate.releaseAll();
    await reload();
  });
  return (gated: Gated, options: SelectOptions, markup = '') => {
    for (const gate of ['hold', 'fail'] as const) {
      for (const name of gated[gate] ?? []) {
        loadGate.forget(name);
        loadGate[gate](name);
      }
    }
    const host = document.createElement('div');
    host.innerHTML = markup;
    document.body.append(host);
    const widget = new SelectWidget(host.querySelector<HTMLElement>('#widget') ?? host, options);
    mounted.push({ host, widget });
    const events: string[] = [];
    const errors: { code?: string; message: string }[] = [];
    widget.on('open', () => events.push('open'));
    widget.on('error', (error) => errors.push(error as { code?: string; message: string }));
    const control = host.querySelector('[role="combobox"]') as HTMLElement;
    return { host, widget, events, errors, control };
  };
}
