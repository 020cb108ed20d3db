import TomSelect from 'tom-select';
import 'tom-select/dist/css/tom-select.default.css';
import type { Adapter } from '../types';

type Prepared = { select: HTMLSelectElement; options: Record<string, unknown> };

/** Tom Select with its defaults (notably maxOptions: 50 rendered results). */
export const tomSelect: Adapter<Prepared> = {
  name: 'tom-select',
  listSelector: '.ts-dropdown-content',
  rowSelector: '.ts-dropdown .option',
  tagSelector: '.ts-control .item',
  prepare(host, spec) {
    const select = spec.select ?? document.createElement('select');
    select.multiple = spec.multiple;
    host.append(select);
    const options = spec.data
      ? {
          options: spec.data.map((item) => ({ ...item })),
          valueField: 'value',
          labelField: 'label',
          searchField: ['label'],
        }
      : {};
    return { select, options };
  },
  create({ select, options }) {
    const ts = new TomSelect(select, options);
    return { open: () => ts.open(), searchInput: () => ts.control_input };
  },
};
