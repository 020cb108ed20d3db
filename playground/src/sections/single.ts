import { countries } from '../data/countries';
import type { Section } from '../lib/section';

export const single: Section = {
  id: 'single',
  title: 'Single select',
  blurb:
    'Countries grouped by continent, with capitals as descriptions. Search ignores case and accents ("viet" finds Việt Nam); North Korea is disabled.',
  mount(ctx) {
    const live = ctx.widget('Country', {
      data: countries,
      placeholder: 'Pick a country',
      clearable: true,
    });
    ctx.showValue(live);
    ctx.optionControls(live, [
      'clearable',
      'searchable',
      'disabled',
      'readonly',
      'highlightSearch',
      'openOnFocus',
      'openOnType',
      'presentation',
      'minSearchLength',
      'minResultsForSearch',
    ]);
    ctx.controls.heading('Methods');
    ctx.controls.buttons(
      ['open()', () => live.widget.open()],
      ['setValue("jp")', () => live.widget.setValue('jp')],
      ['clearAll()', () => live.widget.clearAll()],
    );
  },
};
