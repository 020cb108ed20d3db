import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';
import type { Adapter, Item } from '../types';

/**
 * react-select on React 19 with its defaults (every option rendered, accent
 * folding on). Opening is a controlled re-render with menuIsOpen.
 */
export const reactSelect: Adapter = {
  name: 'react-select',
  create(host, spec) {
    const data: Item[] =
      spec.data ??
      Array.from(spec.select?.options ?? [], (option) => ({ value: option.value, label: option.label }));
    const selectedSet = new Set(spec.selected ?? []);
    const value = spec.multiple ? data.filter((item) => selectedSet.has(item.value)) : null;
    const root = createRoot(host);
    const render = (menuIsOpen: boolean) =>
      root.render(
        <Select<Item, boolean>
          options={data}
          isMulti={spec.multiple}
          defaultValue={value}
          menuIsOpen={menuIsOpen}
          autoFocus={menuIsOpen}
        />,
      );
    // Synchronous like the other libraries' constructors, so the same clock applies.
    flushSync(() => render(false));
    return {
      open: () => flushSync(() => render(true)),
      searchInput: () => host.querySelector<HTMLInputElement>('input'),
      destroy: () => root.unmount(),
    };
  },
};
