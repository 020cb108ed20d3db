import type { Option } from 'widget-select';
import { countryCodes } from '../data/countries';
import type { Section } from '../lib/section';

/** Language code, its own name, and the placeholder in that language. */
const LANGUAGES = [
  ['en', 'English', 'Pick countries'],
  ['fr', 'Français', 'Choisissez des pays'],
  ['de', 'Deutsch', 'Länder auswählen'],
  ['es', 'Español', 'Elige países'],
  ['it', 'Italiano', 'Scegli i paesi'],
  ['pt', 'Português', 'Escolha países'],
  ['nl', 'Nederlands', 'Kies landen'],
  ['pl', 'Polski', 'Wybierz kraje'],
  ['ru', 'Русский', 'Выберите страны'],
  ['uk', 'Українська', 'Оберіть країни'],
  ['tr', 'Türkçe', 'Ülke seçin'],
  ['vi', 'Tiếng Việt', 'Chọn quốc gia'],
  ['zh', '中文', '选择国家'],
  ['ja', '日本語', '国を選択'],
  ['ko', '한국어', '국가 선택'],
  ['ar', 'العربية', 'اختر البلدان'],
] as const;

type Code = (typeof LANGUAGES)[number][0];

const RTL = new Set<string>(['ar']);

/** Country names in the chosen language, from the browser's own CLDR data. */
function localizedCountries(code: Code): Option[] {
  const names = new Intl.DisplayNames([code], { type: 'region' });
  const collator = new Intl.Collator(code);
  return countryCodes
    .map((iso) => ({ value: iso.toLowerCase(), label: names.of(iso) ?? iso }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export const i18n: Section = {
  id: 'i18n',
  title: 'Languages and right-to-left',
  blurb:
    'Every built-in string (no results, +N more, remove and clear buttons, the search hint, announcements) follows the language option. English is built in; picking another language loads its locale file (widget-select/locales/<code>) on first use and the strings switch when it arrives. Arabic lays the control and dropdown out right to left.',
  mount(ctx) {
    const region = document.createElement('div');
    region.className = 'i18n-region';
    region.lang = 'en';
    ctx.stage.append(region);
    const live = ctx.mount(ctx.field('Countries', 'countries', region), {
      data: localizedCountries('en'),
      multiple: true,
      clearable: true,
      maxVisibleTags: 2,
      language: 'en',
      placeholder: 'Pick countries',
    });
    live.widget.setValue(['fr', 'jp', 'br', 'ke'], { emitChange: false });
    ctx.showValue(live);

    const apply = (code: Code) => {
      const placeholder = LANGUAGES.find(([c]) => c === code)?.[2] ?? '';
      // lang and dir on an ancestor: the widget inherits direction like any other content.
      region.lang = code;
      region.dir = RTL.has(code) ? 'rtl' : 'ltr';
      live.set({ language: code, placeholder });
      live.widget.setData(localizedCountries(code));
    };
    ctx.controls.choice(
      'Language',
      LANGUAGES.map(([code, name]) => [code, `${name} (${code})`] as const),
      'en',
      apply,
    );
    ctx.optionControls(live, ['maxVisibleTags']);
    ctx.controls.number('minSearchLength (shows the hint)', { value: 0, min: 0, max: 5 }, (n) =>
      live.set({ minSearchLength: n ?? 0 }),
    );
  },
};
