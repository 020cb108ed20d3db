import SelectWidget from 'widget-select';
import 'widget-select/style.css';
import type { Adapter, BuildSpec } from '../types';

/** The constructor both versions share: the working tree's and an earlier commit's (`--baseline`). */
type WidgetClass = new (target: HTMLElement, options: Record<string, unknown>) => { open(): void };

/** An adapter for one version of widget-select, with its defaults. */
export function widgetSelectAdapter(
  name: string,
  Widget: WidgetClass,
): Adapter<{ host: HTMLElement; spec: BuildSpec }> {
  return {
    name,
    listSelector: '.widget-select__list',
    rowSelector: '.widget-select__option',
    tagSelector: '.widget-select__tag',
    prepare: (host, spec) => {
      if (spec.select) host.append(spec.select);
      return { host, spec };
    },
    create({ host, spec }) {
      // A native <select> mount reads its <option>s (and selection) like the peers do.
      const widget = spec.select
        ? new Widget(spec.select, {})
        : new Widget(host, { data: spec.data, multiple: spec.multiple });
      return {
        open: () => widget.open(),
        searchInput: () => document.querySelector<HTMLInputElement>('.widget-select__search'),
      };
    },
  };
}

/** widget-select from the working tree. */
export const widgetSelect = widgetSelectAdapter('widget-select', SelectWidget as unknown as WidgetClass);
