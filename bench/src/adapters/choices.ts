import Choices from 'choices.js';
import 'choices.js/public/assets/styles/choices.css';
import type { Adapter } from '../types';

/** Choices.js with its defaults (sorted choices, Fuse-based search, 4 search results shown). */
export const choices: Adapter = {
  name: 'choices.js',
  create(host, spec) {
    let select = spec.select;
    if (!select) {
      select = document.createElement('select');
      select.multiple = spec.multiple;
    }
    host.append(select);
    const instance = new Choices(
      select,
      spec.data ? { choices: spec.data.map((item) => ({ value: item.value, label: item.label })) } : {},
    );
    return {
      open: () => instance.showDropdown(),
      searchInput: () => host.querySelector<HTMLInputElement>('input.choices__input--cloned'),
      destroy: () => instance.destroy(),
    };
  },
};
