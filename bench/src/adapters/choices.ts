import Choices from 'choices.js';
import 'choices.js/public/assets/styles/choices.css';
import type { Adapter } from '../types';

type Prepared = { host: HTMLElement; select: HTMLSelectElement; options: Record<string, unknown> };

/** Choices.js with its defaults (sorted choices, Fuse.js search, 4 search results shown). */
export const choices: Adapter<Prepared> = {
  name: 'choices.js',
  listSelector: '.choices__list--dropdown .choices__list',
  rowSelector: '.choices__list--dropdown .choices__item--choice:not(.has-no-results)',
  tagSelector: '.choices__list--multiple .choices__item',
  prepare(host, spec) {
    const select = spec.select ?? document.createElement('select');
    select.multiple = spec.multiple;
    host.append(select);
    const options = spec.data
      ? { choices: spec.data.map((item) => ({ value: item.value, label: item.label })) }
      : {};
    return { host, select, options };
  },
  create({ host, select, options }) {
    const instance = new Choices(select, options);
    return {
      open: () => instance.showDropdown(),
      searchInput: () => host.querySelector<HTMLInputElement>('input.choices__input--cloned'),
    };
  },
};
