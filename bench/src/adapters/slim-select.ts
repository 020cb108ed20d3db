import SlimSelect from 'slim-select';
import 'slim-select/styles';
import type { Adapter } from '../types';

type Prepared = { select: HTMLSelectElement; data?: { text: string; value: string }[] };

/** Slim Select with its defaults (every matching option rendered, 50 ms search debounce). */
export const slimSelect: Adapter<Prepared> = {
  name: 'slim-select',
  listSelector: '.ss-list',
  rowSelector: '.ss-content .ss-option:not(.ss-hide)',
  tagSelector: '.ss-values .ss-value',
  prepare(host, spec) {
    const select = spec.select ?? document.createElement('select');
    select.multiple = spec.multiple;
    host.append(select);
    return { select, data: spec.data?.map((item) => ({ text: item.label, value: item.value })) };
  },
  create({ select, data }) {
    const slim = new SlimSelect(data ? { select, data } : { select });
    return {
      open: () => slim.open(),
      searchInput: () => document.querySelector<HTMLInputElement>('.ss-content.ss-open .ss-search input'),
    };
  },
};
