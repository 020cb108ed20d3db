import { countries, fruits } from '../data/countries';
import { groceryTree } from '../data/tree';
import type { Section } from '../lib/section';

interface CountriesPage {
  items: { code: string; name: string }[];
  hasMore: boolean;
}

/**
 * The phone presentation, forced here so a desktop shows it too: each list
 * opens as a sheet at the bottom of the screen. Narrow the window with the
 * browser's device toolbar (touch, 390 px) and `presentation: 'auto'` picks
 * it by itself.
 */
export const mobile: Section = {
  id: 'mobile',
  title: 'Phone: the sheet',
  blurb:
    "On a touch screen narrower than 640 px every list opens as a sheet at the bottom of the screen, above the on-screen keyboard; the back gesture closes it. Here presentation is 'sheet', so a desktop shows it too.",
  mount(ctx) {
    const single = ctx.widget(
      'Country',
      { data: countries, placeholder: 'Pick a country', presentation: 'sheet' },
      'single: ',
    );
    const tags = ctx.widget(
      'Fruits',
      {
        data: fruits,
        multiple: true,
        allowCreate: true,
        placeholder: 'Pick or add fruits',
        presentation: 'sheet',
      },
      'tags: ',
    );
    tags.widget.setValue(['apple', 'mango', 'kiwi'], { emitChange: false });
    const tree = ctx.widget(
      'Aisle',
      { data: groceryTree, placeholder: 'Pick an aisle or product', presentation: 'sheet' },
      'tree: ',
    );
    const remote = ctx.widget(
      'Country (remote, slow)',
      {
        placeholder: 'Search countries',
        presentation: 'sheet',
        ajax: {
          url: '/api/countries',
          params: (query, page) => ({ q: query, page: String(page), size: '20', latency: '1500' }),
          pagination: true,
          transform: (response) => {
            const body = response as CountriesPage;
            return {
              options: body.items.map(({ code, name }) => ({ value: code.toLowerCase(), label: name })),
              hasMore: body.hasMore,
            };
          },
        },
      },
      'remote: ',
    );
    for (const [heading, live] of [
      ['Country', single],
      ['Fruits', tags],
      ['Aisle', tree],
      ['Country (remote)', remote],
    ] as const) {
      ctx.controls.heading(heading);
      ctx.optionControls(live, ['presentation']);
    }
  },
};
