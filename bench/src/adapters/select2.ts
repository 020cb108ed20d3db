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

type Prepared = { select: HTMLSelectElement; options: Record<string, unknown> };

/** Select2 4.0 on jQuery 3 with its defaults. */
export const select2: Adapter<Prepared> = {
  name: 'select2',
  listSelector: '.select2-results',
  rowSelector: '.select2-results__option:not(.select2-results__message)',
  tagSelector: '.select2-selection__choice',
  prepare(host, spec) {
    const select = spec.select ?? document.createElement('select');
    select.multiple = spec.multiple;
    host.append(select);
    const options = spec.data
      ? { data: spec.data.map((item) => ({ id: item.value, text: item.label })) }
      : {};
    return { select, options };
  },
  create({ select, options }) {
    const element = $(select).select2(options);
    return {
      open: () => element.select2('open'),
      searchInput: () =>
        document.querySelector<HTMLInputElement>('.select2-container--open .select2-search__field'),
    };
  },
};
