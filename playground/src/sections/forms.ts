import { countries } from '../data/countries';
import type { Section } from '../lib/section';

const LANGUAGES = ['Arabic', 'English', 'French', 'German', 'Japanese', 'Spanish', 'Vietnamese'];

function countrySelect(): HTMLSelectElement {
  const select = document.createElement('select');
  select.name = 'country';
  select.required = true;
  // The empty first option is the placeholder, as with a plain native select.
  select.append(new Option('Choose a country', ''));
  for (const item of countries) {
    if (!('options' in item)) continue;
    const group = document.createElement('optgroup');
    group.label = item.label;
    for (const option of item.options) {
      const native = new Option(option.label, option.value);
      native.disabled = option.disabled === true;
      group.append(native);
    }
    select.append(group);
  }
  return select;
}

function languageSelect(): HTMLSelectElement {
  const select = document.createElement('select');
  select.name = 'languages';
  select.multiple = true;
  for (const language of LANGUAGES) {
    select.append(new Option(language, language.toLowerCase(), false, language === 'English'));
  }
  return select;
}

export const forms: Section = {
  id: 'forms',
  title: 'Forms and validation',
  blurb:
    'Native <select required> and <select multiple> inside a <form>. The selects stay in the form: an empty country blocks submission, the control turns invalid and opens; reset restores the initial values.',
  mount(ctx) {
    const form = document.createElement('form');
    form.className = 'demo-form';
    form.noValidate = false;
    ctx.stage.append(form);
    const country = ctx.nativeWidget(
      'Country of residence (required)',
      countrySelect(),
      {},
      'country: ',
      form,
    );
    const languages = ctx.nativeWidget(
      'Languages spoken',
      languageSelect(),
      { placeholder: 'Pick languages' },
      'languages: ',
      form,
    );
    const actions = document.createElement('div');
    actions.className = 'demo-form__actions';
    actions.innerHTML = '<button type="submit">Submit</button> <button type="reset">Reset</button>';
    form.append(actions);
    const result = ctx.readout('Submitted form data');
    result('(not submitted yet)');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const pairs = Array.from(new FormData(form).entries(), ([k, v]) => `${k}=${String(v)}`);
      result(pairs.join('&') || '(empty)');
      ctx.log.write('form submit', pairs.join('&'));
    });
    form.addEventListener('reset', () => ctx.log.write('form reset'));
    ctx.controls.toggle('required (country)', true, (on) => country.set({ required: on }));
    ctx.controls.toggle('form novalidate', false, (on) => {
      form.noValidate = on;
    });
    ctx.controls.heading('Methods (country)');
    ctx.controls.buttons(
      ['validate()', () => ctx.log.write('validate() →', String(country.widget.validate()))],
      [
        'reportValidity()',
        () => ctx.log.write('reportValidity() →', String(country.widget.reportValidity())),
      ],
    );
    ctx.controls.buttons(
      ['setCustomValidity(…)', () => country.widget.setCustomValidity('We do not ship there yet')],
      ['clear custom', () => country.widget.setCustomValidity('')],
    );
    ctx.controls.buttons(['languages.selectAll()', () => languages.widget.selectAll()]);
  },
};
