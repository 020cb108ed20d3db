import type { DataItem, Option } from 'widget-select';

/** Countries by continent with their capitals as descriptions (accents on purpose: search ignores them). */
const byContinent: Record<string, [code: string, name: string, capital: string][]> = {
  Europe: [
    ['fr', 'France', 'Paris'],
    ['de', 'Germany', 'Berlin'],
    ['es', 'Spain', 'Madrid'],
    ['is', 'Iceland', 'Reykjavík'],
    ['it', 'Italy', 'Rome'],
    ['pl', 'Poland', 'Warsaw'],
    ['pt', 'Portugal', 'Lisbon'],
    ['tr', 'Türkiye', 'Ankara'],
  ],
  Asia: [
    ['jp', 'Japan', 'Tokyo'],
    ['vn', 'Việt Nam', 'Hà Nội'],
    ['kr', 'South Korea', 'Seoul'],
    ['in', 'India', 'New Delhi'],
    ['id', 'Indonesia', 'Jakarta'],
    ['kp', 'North Korea', 'Pyongyang'],
  ],
  Africa: [
    ['eg', 'Egypt', 'Cairo'],
    ['ke', 'Kenya', 'Nairobi'],
    ['ma', 'Morocco', 'Rabat'],
    ['ng', 'Nigeria', 'Abuja'],
    ['za', 'South Africa', 'Pretoria'],
  ],
  Americas: [
    ['br', 'Brazil', 'Brasília'],
    ['ca', 'Canada', 'Ottawa'],
    ['co', 'Colombia', 'Bogotá'],
    ['mx', 'Mexico', 'Mexico City'],
    ['pe', 'Peru', 'Lima'],
    ['us', 'United States', 'Washington, D.C.'],
  ],
  Oceania: [
    ['au', 'Australia', 'Canberra'],
    ['fj', 'Fiji', 'Suva'],
    ['nz', 'New Zealand', 'Wellington'],
  ],
};

/** Shown disabled so the demo has an option that keyboard and mouse must skip. */
const DISABLED = new Set(['kp']);

export const countries: DataItem[] = Object.entries(byContinent).map(([label, list]) => ({
  label,
  options: list.map(([value, name, capital]) => {
    const option: Option = { value, label: name, description: capital };
    if (DISABLED.has(value)) option.disabled = true;
    return option;
  }),
}));

/** The same countries without groups. */
export const countryList: Option[] = countries.flatMap((item) => ('options' in item ? item.options : [item]));

/** ISO codes for locale-aware names (Intl.DisplayNames) in the i18n section. */
export const countryCodes: string[] = Object.values(byContinent).flatMap((list) =>
  list.map(([code]) => code.toUpperCase()),
);

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
