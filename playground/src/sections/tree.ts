import { groceryTree } from '../data/tree';
import type { Section } from '../lib/section';

export const tree: Section = {
  id: 'tree',
  title: 'Tree select',
  blurb:
    'Nested options with twisties. ArrowRight / ArrowLeft expand and collapse; search expands matching branches for a moment. In the multiple select, picking a parent picks its descendants (Yuzu and Pão de queijo are disabled and skipped).',
  mount(ctx) {
    const one = ctx.widget(
      'Aisle (single)',
      { data: groceryTree, placeholder: 'Pick one aisle or product', clearable: true },
      'single: ',
    );
    ctx.showValue(one, 'single getValue()');
    const many = ctx.widget(
      'Shopping list (multiple)',
      { data: groceryTree, multiple: true, placeholder: 'Pick products', clearable: true },
      'multiple: ',
    );
    ctx.showValue(many, 'multiple getValue()');
    ctx.controls.heading('Single');
    ctx.optionControls(one, ['clearable', 'highlightSearch']);
    ctx.controls.heading('Multiple');
    ctx.optionControls(many, ['clearable', 'closeOnSelect', 'highlightSearch', 'maxSelections']);
    ctx.controls.buttons(
      ['selectAll()', () => many.widget.selectAll()],
      ['clearAll()', () => many.widget.clearAll()],
    );
  },
};
