import TomSelect from 'tom-select';
import 'tom-select/dist/css/tom-select.default.css';
import type { Adapter } from '../types';

/** Tom Select with its defaults (notably maxOptions: 50 rendered results). */
export const tomSelect: Adapter = {
  name: 'tom-select',
  create(host, spec) {
    let select = spec.select;
    if (!select) {
      select = document.createElement('select');
      select.multiple = spec.multiple;
    }
    host.append(select);
    const ts = new TomSelect(
      select,
      spec.data
        ? { options: spec.data, valueField: 'value', labelField: 'label', searchField: ['label'] }
        : {},
    );
    return {
      open: () => ts.open(),
      searchInput: () => ts.control_input,
      destroy: () => ts.destroy(),
    };
  },
};
