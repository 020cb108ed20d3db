/** Shared tree fixtures of the tree unit tests. */
import type { Option } from '../../src/types';

/** world > (europe > (france > (paris > (louvre, eiffel), lyon), spain), asia > japan), moon */
export const places: Option[] = [
  {
    value: 'world',
    label: 'World',
    children: [
      {
        value: 'europe',
        label: 'Europe',
        children: [
          {
            value: 'france',
            label: 'France',
            children: [
              {
                value: 'paris',
                label: 'Paris',
                children: [
                  { value: 'louvre', label: 'Louvre' },
                  { value: 'eiffel', label: 'Eiffel Tower' },
                ],
              },
              { value: 'lyon', label: 'Lyon' },
            ],
          },
          { value: 'spain', label: 'Spain' },
        ],
      },
      { value: 'asia', label: 'Asia', children: [{ value: 'japan', label: 'Japan' }] },
    ],
  },
  { value: 'moon', label: 'Moon' },
];
// Entry indices: world 0, europe 1, france 2, paris 3, louvre 4, eiffel 5, lyon 6, spain 7, asia 8, japan 9, moon 10
