import type { Option } from 'widget-select';

/** A compact way to write a tree: a string is a leaf, [label, children] a node. */
type Spec = string | [string, Spec[]];

const GROCERIES: Spec[] = [
  [
    'Produce',
    [
      [
        'Fruit',
        [
          ['Citrus', ['Lemon', 'Lime', 'Orange', 'Yuzu']],
          ['Berries', ['Blueberry', 'Raspberry']],
        ],
      ],
      ['Vegetables', [['Leafy greens', ['Spinach', 'Kale', 'Rocket']], 'Carrot', 'Courgette']],
      ['Herbs', ['Basil', 'Coriander', 'Dill']],
    ],
  ],
  [
    'Dairy',
    [
      [
        'Cheese',
        [
          ['Hard', ['Parmesan', 'Comté', 'Gruyère']],
          ['Soft', ['Brie', 'Camembert']],
        ],
      ],
      'Butter',
      'Yoghurt',
    ],
  ],
  ['Bakery', ['Baguette', 'Croissant', 'Pão de queijo', 'Sourdough']],
  ['Pantry', [['Rice', ['Basmati', 'Jasmine', 'Arborio']], ['Pasta', ['Penne', 'Spaghetti']], 'Olive oil']],
];

/** Values that are disabled in the demo, to show how cascades skip them. */
const DISABLED = new Set(['produce/fruit/citrus/yuzu', 'bakery/pao-de-queijo']);

function slug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function build(spec: Spec, parent: string): Option {
  const [label, kids] = typeof spec === 'string' ? [spec, undefined] : spec;
  const value = parent ? `${parent}/${slug(label)}` : slug(label);
  const option: Option = { value, label };
  if (DISABLED.has(value)) option.disabled = true;
  if (kids) {
    option.children = kids.map((kid) => build(kid, value));
    option.description = `${kids.length} ${kids.length === 1 ? 'item' : 'items'}`;
  }
  return option;
}

/** A four-level grocery taxonomy. */
export const groceryTree: Option[] = GROCERIES.map((spec) => build(spec, ''));
