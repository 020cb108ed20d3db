import jQuery from 'jquery';
import select2Factory from 'select2';
import 'select2/dist/css/select2.css';
import type { Adapter } from '../types';

// The CommonJS build exports a factory that installs the plugin on the jQuery it is given.
select2Factory(window, jQuery);
const $ = jQuery as unknown as (element: Element) => Select2Element;

interface Select2Element {
  select2(options?: Record<string, unknown> | string): Select2Element;
}

/** Select2 4.0 on jQuery 3 with its defaults. */
export const select2: Adapter = {
  name: 'select2',
  create(host, spec) {
    let select = spec.select;
    if (!select) {
      select = document.createElement('select');
      select.multiple = spec.multiple;
    }
    host.append(select);
    const element = $(select);
    element.select2(
      spec.data
        ? { data: spec.data.map((item) => ({ id: item.value, text: item.label })), width: '100%' }
        : {},
    );
    return {
      open: () => element.select2('open'),
      searchInput: () =>
        document.querySelector<HTMLInputElement>('.select2-container--open .select2-search__field'),
      destroy: () => element.select2('destroy'),
    };
  },
};
