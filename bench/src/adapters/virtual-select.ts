import 'virtual-select-plugin/dist/virtual-select.min.js';
import 'virtual-select-plugin/dist/virtual-select.min.css';
import type { Adapter } from '../types';

interface VirtualSelectInstance {
  openDropbox(): void;
  $searchInput?: HTMLInputElement;
}

declare global {
  interface Window {
    VirtualSelect: { init(options: Record<string, unknown>): VirtualSelectInstance };
  }
}

type Prepared = Record<string, unknown>;

/**
 * Virtual Select with its defaults, except `search: true` in the single
 * scenarios: its search box is off by default.
 */
export const virtualSelect: Adapter<Prepared> = {
  name: 'virtual-select',
  listSelector: '.vscomp-options-container',
  rowSelector: '.vscomp-options .vscomp-option',
  tagSelector: '.vscomp-value-tag',
  prepare(host, spec) {
    if (spec.select) {
      host.append(spec.select);
      return { ele: spec.select };
    }
    const ele = document.createElement('div');
    host.append(ele);
    return { ele, search: true, multiple: spec.multiple, options: spec.data?.map((item) => ({ ...item })) };
  },
  create(options) {
    const instance = window.VirtualSelect.init(options);
    return { open: () => instance.openDropbox(), searchInput: () => instance.$searchInput ?? null };
  },
};
