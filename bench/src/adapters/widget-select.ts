import SelectWidget from 'widget-select';
import 'widget-select/style.css';
import type { Adapter, BuildSpec } from '../types';

/** widget-select from the working tree, with its defaults. */
export const widgetSelect: Adapter<{ host: HTMLElement; spec: BuildSpec }> = {
  name: 'widget-select',
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
      ? new SelectWidget(spec.select, {})
      : new SelectWidget(host, { data: spec.data, multiple: spec.multiple });
    return {
      open: () => widget.open(),
      searchInput: () => document.querySelector<HTMLInputElement>('.widget-select__search'),
    };
  },
};
