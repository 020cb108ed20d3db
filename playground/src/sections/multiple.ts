import { countries, fruits } from '../data/countries';
import type { Section } from '../lib/section';

export const multiple: Section = {
  id: 'multiple',
  title: 'Multiple select (tags)',
  blurb:
    'Pick several fruits; each becomes a tag with a remove button. Backspace in the empty search removes the last tag.',
  mount(ctx) {
    const live = ctx.widget('Fruits', {
      data: fruits,
      multiple: true,
      placeholder: 'Pick fruits',
      clearable: true,
    });
    ctx.showValue(live);
    ctx.optionControls(live, [
      'clearable',
      'closeOnSelect',
      'disabled',
      'readonly',
      'hideSelected',
      'keepQueryOnSelect',
      'highlightSearch',
      'maxSelections',
      'maxVisibleTags',
    ]);
    ctx.widget('Countries by region', {
      data: countries,
      multiple: true,
      groupSelect: true,
      maxVisibleTags: 'auto',
      placeholder: 'Click a region to take all of it',
    });
    ctx.controls.heading('Methods');
    ctx.controls.buttons(
      ['selectAll()', () => live.widget.selectAll()],
      ['clearAll()', () => live.widget.clearAll()],
    );
  },
};
