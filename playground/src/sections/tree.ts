import { groceryTree } from '../data/tree';
import type { Section } from '../lib/section';

export const tree: Section = {
  id: 'tree',
  title: 'Tree select',
  blurb:
    'Nested options with twisties. ArrowRight / ArrowLeft expand and collapse; search expands matching branches for a moment. In the multiple select, picking a parent picks its descendants (Yuzu and Pão de queijo are disabled and skipped). The regions tree loads its children on demand and searches on the server.',
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
    // Lazy children and server search: /api/regions (playground/server/regions-api.ts).
    const latency = 400;
    const regions = ctx.widget(
      'Regions (lazy, server search)',
      {
        multiple: true,
        treeValue: 'parent',
        placeholder: 'Pick countries or regions',
        ajax: { url: '/api/regions/search', params: (q) => ({ q, latency }), debounce: 250 },
        loadChildren: async (option, { signal }) => {
          const url = `/api/regions/children?parent=${encodeURIComponent(option.value)}&latency=${latency}`;
          const response = await fetch(url, { signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json();
        },
      },
      'lazy: ',
    );
    ctx.showValue(regions, 'lazy getValue() (treeValue: parent)');
    ctx.controls.heading('Lazy regions');
    ctx.optionControls(regions, ['treeValue', 'maxSelections']);
    ctx.controls.buttons(['clearRemoteCache()', () => regions.widget.clearRemoteCache()]);
  },
};
