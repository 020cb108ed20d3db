import SelectWidget from 'widget-select';
import 'widget-select/style.css';
import type { Adapter } from '../types';

export const widgetSelect: Adapter = {
  name: 'widget-select',
  create(host, spec) {
    // A native <select> mount reads its <option>s (and selection) like the peers do.
    const target = spec.select ?? host;
    if (spec.select) host.append(spec.select);
    const widget = new SelectWidget(target, spec.select ? {} : { data: spec.data, multiple: spec.multiple });
    return {
      open: () => widget.open(),
      searchInput: () => document.querySelector<HTMLInputElement>('.widget-select__search'),
      destroy: () => widget.destroy(),
    };
  },
};
