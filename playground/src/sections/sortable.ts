import { fruits } from '../data/countries';
import type { Section } from '../lib/section';

export const sortable: Section = {
  id: 'sortable',
  title: 'Sortable tags',
  blurb:
    'Drag tags to reorder them, or focus a tag and press Alt+Left / Alt+Right. getValue() always follows the tag order.',
  mount(ctx) {
    // A native <select multiple> mount: its <option>s are reordered too, so a form posts values in tag order.
    const select = document.createElement('select');
    select.multiple = true;
    select.name = 'ranking';
    const preselected = ['mango', 'cherry', 'kiwi', 'peach'];
    for (const fruit of fruits) select.append(new Option(fruit.label, fruit.value));
    for (const value of preselected) {
      const option = Array.from(select.options).find((o) => o.value === value);
      if (option) option.selected = option.defaultSelected = true;
    }
    const live = ctx.nativeWidget('Fruit ranking', select, {
      multiple: true,
      sortable: true,
      placeholder: 'Rank fruits',
    });
    ctx.showValue(live);
    const order = ctx.readout('Native selected <option> order');
    const render = () =>
      order(
        Array.from(select.selectedOptions)
          .map((option) => option.value)
          .join(', '),
      );
    // The native select's own change event: by then its <option>s are in the new order.
    select.addEventListener('change', render);
    render();
    ctx.optionControls(live, ['sortable', 'closeOnSelect']);
  },
};
