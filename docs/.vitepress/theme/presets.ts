/**
 * The starting options of each prop explorer: data the reader can pick from,
 * and the same options as code (what the explorer shows above its own changes).
 */
import type { Option, OptionGroup, SelectOptions } from 'widget-select';

export interface Preset {
  options: () => SelectOptions;
  /** The preset's options as they read in code, one `key: value` per line. */
  code: string[];
}

const fruits = [
  'Apple',
  'Apricot',
  'Banana',
  'Blueberry',
  'Cherry',
  'Grape',
  'Kiwi',
  'Lemon',
  'Mango',
  'Pear',
];
const fruitOptions = (): Option[] => fruits.map((label) => ({ value: label.toLowerCase(), label }));

const tree = (): Option[] => [
  {
    value: 'books',
    label: 'Books',
    children: [
      { value: 'novels', label: 'Novels' },
      { value: 'poetry', label: 'Poetry' },
    ],
  },
  {
    value: 'music',
    label: 'Music',
    children: [
      { value: 'jazz', label: 'Jazz' },
      { value: 'rock', label: 'Rock', children: [{ value: 'punk', label: 'Punk' }] },
    ],
  },
];

const cities: (Option | OptionGroup)[] = [
  {
    label: 'Europe',
    options: [
      { value: 'ams', label: 'Amsterdam', description: 'Netherlands' },
      { value: 'ber', label: 'Berlin', description: 'Germany' },
      { value: 'lis', label: 'Lisbon', description: 'Portugal' },
    ],
  },
  {
    label: 'Asia',
    options: [
      { value: 'osa', label: 'Osaka', description: 'Japan' },
      { value: 'sel', label: 'Seoul', description: 'South Korea' },
    ],
  },
];

/** A pretend server: 500 people, searched and paged in the browser, answering after 300 ms. */
function fakePeople(query: string, page: number, signal: AbortSignal) {
  const people = Array.from({ length: 500 }, (_, i) => `Person ${String(i + 1).padStart(3, '0')}`);
  const matches = people.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
  const size = 20;
  return new Promise<{ options: Option[]; hasMore: boolean }>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        resolve({
          options: matches
            .slice(page * size, page * size + size)
            .map((label) => ({ value: label.replace(/\D/g, ''), label })),
          hasMore: (page + 1) * size < matches.length,
        }),
      300,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export const presets: Record<string, Preset> = {
  fruits: { options: () => ({ data: fruitOptions() }), code: ['data: fruits, // 10 options'] },
  cities: { options: () => ({ data: cities }), code: ['data: cities, // 2 groups of cities'] },
  tags: {
    options: () => ({ multiple: true, data: fruitOptions() }),
    code: ['multiple: true,', 'data: fruits,'],
  },
  tree: { options: () => ({ data: tree() }), code: ['data: categories, // options with children'] },
  remote: {
    options: () => ({ ajax: { request: fakePeople, pagination: true } }),
    code: ['ajax: { request: findPeople, pagination: true }, // 500 people, 20 a page'],
  },
  large: {
    options: () => ({
      data: Array.from({ length: 10_000 }, (_, i) => ({ value: String(i), label: `Item ${i + 1}` })),
    }),
    code: ['data: items, // 10,000 options'],
  },
};
