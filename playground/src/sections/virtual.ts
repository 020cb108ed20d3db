import type { Option } from 'widget-select';
import { syntheticPeople } from '../data/generated';
import type { Section } from '../lib/section';

const SIZES = [
  ['1000', '1,000'],
  ['10000', '10,000'],
  ['100000', '100,000'],
] as const;

const ROW_HEIGHT = 56;

export const virtual: Section = {
  id: 'virtual',
  title: '100,000 options (virtual scrolling)',
  blurb:
    'Only the rows near the viewport exist in the DOM. Try "ngu" or "da nang" in the search, End to jump to the last row, or PageDown to page.',
  mount(ctx) {
    let data: Option[] = syntheticPeople(100_000);
    const start = performance.now();
    // Rows carry a description (two lines), so they need more than the 36 px default.
    const live = ctx.widget('Person', {
      data,
      placeholder: 'Search 100,000 people',
      highlightSearch: true,
      itemHeight: ROW_HEIGHT,
    });
    const built = performance.now() - start;
    ctx.showValue(live);
    const timing = ctx.readout('Last build');
    timing(`constructed with 100,000 options in ${built.toFixed(1)} ms`);
    const rows = ctx.readout('Row elements in the DOM');
    const countRows = () => {
      // Counted after the frame so scrolling has rendered its rows.
      requestAnimationFrame(() => {
        rows(String(live.host.querySelectorAll('.widget-select__option').length));
      });
    };
    live.onMount((widget) => {
      widget.on('open', countRows);
      widget.on('search', countRows);
    });
    live.host.addEventListener('scroll', countRows, { capture: true, passive: true });
    live.host.addEventListener('keydown', countRows, { capture: true });

    const rebuild = (build: () => void, what: string) => {
      const start = performance.now();
      build();
      timing(`${what} in ${(performance.now() - start).toFixed(1)} ms`);
    };
    ctx.controls.choice('Options', SIZES, '100000', (size) => {
      data = syntheticPeople(Number(size));
      rebuild(() => live.widget.setData(data), `setData(${Number(size).toLocaleString('en')})`);
    });
    ctx.controls.toggle('virtualScroll (off renders every row: slow)', true, (on) =>
      rebuild(() => live.set({ virtualScroll: on }), `virtualScroll ${on}`),
    );
    ctx.controls.choice(
      'itemHeight',
      [
        ['36', '36 (the default; too short for two lines)'],
        [String(ROW_HEIGHT), `${ROW_HEIGHT} (fits label and description)`],
        ['auto', 'auto (measured)'],
      ],
      String(ROW_HEIGHT),
      (value) => live.set({ itemHeight: value === 'auto' ? 'auto' : Number(value) }),
    );
    ctx.optionControls(live, ['highlightSearch']);
  },
};
