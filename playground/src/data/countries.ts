import type { DataItem, Option } from 'widget-select';

export const fruits: Option[] = [
  'Apple',
  'Apricot',
  'Banana',
  'Blackberry',
  'Blueberry',
  'Cherry',
  'Coconut',
  'Date',
  'Dragon fruit',
  'Elderberry',
  'Fig',
  'Grape',
  'Guava',
  'Kiwi',
  'Lemon',
  'Lime',
  'Mango',
  'Melon',
  'Orange',
  'Papaya',
  'Peach',
  'Pear',
  'Pineapple',
  'Plum',
  'Raspberry',
  'Strawberry',
  'Watermelon',
].map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label }));

export const countries: DataItem[] = [
  {
    label: 'Europe',
    options: [
      { value: 'fr', label: 'France', description: 'Paris' },
      { value: 'de', label: 'Germany', description: 'Berlin' },
      { value: 'es', label: 'Spain', description: 'Madrid' },
      { value: 'is', label: 'Iceland', description: 'Reykjavík' },
    ],
  },
  {
    label: 'Asia',
    options: [
      { value: 'jp', label: 'Japan', description: 'Tokyo' },
      { value: 'vn', label: 'Việt Nam', description: 'Hà Nội' },
      { value: 'kp', label: 'North Korea', description: 'Pyongyang', disabled: true },
    ],
  },
];
