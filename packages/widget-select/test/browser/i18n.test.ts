/**
 * i18n: bundled locales load on demand (or by an explicit import) and are
 * complete, custom tables, and right-to-left layout.
 */
import { expect, onTestFinished, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadLocale, resolveMessages, setLocaleLoader } from '../../src/i18n';
import { importLocale } from '../../src/i18n/import-locale';
import { en } from '../../src/i18n/en';
import SelectWidget, { BUNDLED_LOCALES, format, type Messages, registerLocale } from '../../src/index';
// The explicit path: importing a locale entry registers it (`import 'widget-select/locales/fr'`).
import '../../src/locales/fr';
import { COLUMNS_ENGLISH } from '../../src/features/columns/announce';
import { MORE_LIST_ENGLISH } from '../../src/features/tags/more-list';
import { FOOTER_ENGLISH } from '../../src/open-list/footer';
import {
  $,
  $$,
  clickControl,
  control,
  dropdown,
  fixture,
  fruits,
  mount,
  recordEvents,
  search,
  tags,
} from './helpers';

const REQUIRED = 'en fr de es it pt nl pl ru uk tr vi zh ja ko ar'.split(' ');
// The footer's messages of commit: 'apply' are optional in the table: their English comes with the open
// list; so are the columns' (with widget-select/columns).
const english: Required<Messages> = { ...en, ...FOOTER_ENGLISH, ...COLUMNS_ENGLISH, ...MORE_LIST_ENGLISH };
const keys = Object.keys(english) as (keyof Messages)[];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();

test('every required locale is bundled', () => {
  for (const code of REQUIRED) expect(BUNDLED_LOCALES).toContain(code);
});

test('language: a bundled code loads its locale on demand: English first, then German', async () => {
  expect(resolveMessages('de')).toBe(en);
  const widget = mount({ language: 'de-AT', data: fruits, clearable: true });
  widget.setValue('apple');
  // Nothing can arrive synchronously: the widget starts in English...
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe(en.clear);
  // ...and re-renders its strings once `locales/de` has registered itself.
  await expect.poll(() => $('.widget-select__clear')?.getAttribute('aria-label')).toBe('Auswahl löschen');
  expect(resolveMessages('de').clear).toBe('Auswahl löschen');
  await userEvent.click(control());
  expect(search()?.getAttribute('aria-label')).toBe('Suchen');
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')?.textContent).toBe('Keine Ergebnisse gefunden');
});

test('a bundled locale that cannot be loaded: English, an error event, and a new ask only at a language change', async () => {
  expect(resolveMessages('it')).toBe(en);
  const offline = vi.fn(() => Promise.reject(new Error('offline')));
  setLocaleLoader(offline);
  try {
    const widget = mount({ language: 'it', data: fruits, clearable: true });
    const log = recordEvents(widget);
    widget.setValue('apple');
    const errors = () => log.filter(([name]) => name === 'error').map(([, error]) => error as Error);
    await expect.poll(() => errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ code: 'load-failed' });
    expect(errors()[0]?.message).toContain('"it"');
    const clear = () => $('.widget-select__clear')?.getAttribute('aria-label');
    expect(clear()).toBe(en.clear);
    // Another option's change asks for nothing.
    widget.updateOptions({ placeholder: 'Frutta' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(offline).toHaveBeenCalledTimes(1);
    // A load that registers no table (a script that ran but registered nothing) fails too.
    setLocaleLoader(() => Promise.resolve());
    widget.updateOptions({ language: 'en' });
    widget.updateOptions({ language: 'it' });
    await expect.poll(() => errors()).toHaveLength(2);
    // The language asked for again, with the network back: it loads.
    setLocaleLoader(importLocale);
    widget.updateOptions({ language: 'en' });
    widget.updateOptions({ language: 'it' });
    await expect.poll(clear).toBe('Cancella selezione');
    expect(errors()).toHaveLength(2);
  } finally {
    setLocaleLoader(importLocale);
  }
});

test('a widget whose locale failed to load takes it when it arrives by another way', async () => {
  setLocaleLoader(() => Promise.reject(new Error('offline')));
  try {
    const first = mount({ language: 'pl', data: fruits, clearable: true });
    const log = recordEvents(first);
    first.setValue('apple');
    await expect.poll(() => log.filter(([name]) => name === 'error')).toHaveLength(1);
    const clear = () => $('.widget-select__clear')?.getAttribute('aria-label');
    expect(clear()).toBe(en.clear);
    // A second widget asks for it with the network back: both speak Polish.
    setLocaleLoader(importLocale);
    const host = document.body.appendChild(document.createElement('div'));
    const second = new SelectWidget(host, { language: 'pl', data: fruits });
    await expect.poll(clear).toBe('Wyczyść wybór');
    second.destroy();
    host.remove();
    // A code only the page knows: English until the page registers its table.
    first.updateOptions({ language: 'x-pirate' });
    expect(clear()).toBe(en.clear);
    registerLocale('x-pirate', { clear: 'Scuttle it' });
    expect(clear()).toBe('Scuttle it');
  } finally {
    setLocaleLoader(importLocale);
  }
});

/**
 * Bundled locales load by a fetch held until the returned function fails it, for the rest of the test;
 * that function resolves once the failure has been reported (a frame later).
 */
function heldLocaleLoad(): () => Promise<void> {
  let fail: (error: Error) => void = () => {};
  const load = new Promise((_, reject) => {
    fail = reject;
  });
  setLocaleLoader(() => load);
  onTestFinished(() => setLocaleLoader(importLocale));
  return async () => {
    fail(new Error('offline'));
    await load.catch(() => {});
    await new Promise((resolve) => requestAnimationFrame(resolve));
  };
}

test('a table the page registers while the bundled one loads: taken at once, and the load failing later is no error', async () => {
  const failLoad = heldLocaleLoad();
  const widget = mount({ language: 'zh-TW', data: fruits, clearable: true });
  const log = recordEvents(widget);
  widget.setValue('apple');
  registerLocale('zh-TW', { clear: '清除' });
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('清除');
  await failLoad();
  expect(log.filter(([name]) => name === 'error')).toEqual([]);
});

test('a widget that moved on to another language hears nothing of the earlier one failing', async () => {
  const failLoad = heldLocaleLoad();
  const widget = mount({ language: 'ko', data: fruits });
  const log = recordEvents(widget);
  widget.updateOptions({ language: 'en' });
  await failLoad();
  expect(log.filter(([name]) => name === 'error')).toEqual([]);
});

test('no language option: the nearest lang attribute picks the locale, as a native control does', async () => {
  fixture(
    '<section lang="de"><div id="a" aria-label="A"></div></section>' +
      '<section lang="tlh"><div id="b" aria-label="B"></div></section>' +
      '<section lang="de"><div id="c" aria-label="C"></div></section>',
  );
  const inherited = new SelectWidget('#a', { data: fruits, clearable: true });
  const unknown = new SelectWidget('#b', { data: fruits, clearable: true });
  const given = new SelectWidget('#c', { data: fruits, clearable: true, language: 'en' });
  for (const widget of [inherited, unknown, given]) widget.setValue('apple');
  const clear = (id: string) => $(`#${id} .widget-select__clear`)?.getAttribute('aria-label');
  await expect.poll(() => clear('a')).toBe('Auswahl löschen');
  // A language with no locale stays English, and so does an explicit one.
  expect(clear('b')).toBe(en.clear);
  expect(clear('c')).toBe(en.clear);
  for (const widget of [inherited, unknown, given]) widget.destroy();
});

test('a live change to a locale not loaded yet re-renders once it arrives', async () => {
  const widget = mount({ data: fruits, clearable: true });
  widget.setValue('apple');
  widget.updateOptions({ language: 'nl' });
  await expect.poll(() => $('.widget-select__clear')?.getAttribute('aria-label')).toBe('Selectie wissen');
});

test('an imported locale is there at once, with no English first', () => {
  const widget = mount({ language: 'fr', data: fruits, clearable: true });
  widget.setValue('apple');
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Effacer la sélection');
  expect(loadLocale('fr')).toBeUndefined();
});

test('unknown codes and custom tables load nothing; SelectWidget.registerLocale is the same registry', () => {
  expect(loadLocale('xx')).toBeUndefined();
  expect(loadLocale('en-GB')).toBeUndefined();
  expect(loadLocale({ noResults: 'x' })).toBeUndefined();
  expect(SelectWidget.registerLocale).toBe(registerLocale);
});

test.each(REQUIRED)(
  'locale %s is complete: every key, non-empty, same placeholders as English',
  async (code) => {
    await loadLocale(code);
    const table = resolveMessages(code);
    const full = { ...english, ...table };
    expect(Object.keys(table).sort()).toEqual([...(code === 'en' ? Object.keys(en) : keys)].sort());
    for (const key of keys) {
      expect(typeof full[key], `${code}.${key}`).toBe('string');
      expect(full[key].trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(full[key]), `${code}.${key}`).toBe(placeholders(english[key]));
    }
    if (code !== 'en') {
      // Translated, not English left in place (short words like "+N" may coincide).
      const same = keys.filter((key) => table[key] === english[key]);
      expect(same, code).toEqual([]);
    }
  },
);

test.each(REQUIRED)('locale %s renders in the widget', async (code) => {
  await loadLocale(code);
  const table = resolveMessages(code);
  const widget = mount({
    language: code,
    data: fruits,
    multiple: true,
    clearable: true,
    maxVisibleTags: 1,
    minSearchLength: 2,
  });
  widget.setValue(['apple', 'banana']);
  expect($('.widget-select__tag--more')?.textContent).toBe(format(table.moreTags, { count: 1 }));
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe(table.clear);
  expect($('.widget-select__tag-remove')?.getAttribute('aria-label')).toBe(
    format(table.removeTag, { label: 'Apple' }),
  );
  await clickControl();
  expect(search()?.getAttribute('aria-label')).toBe(table.search);
  expect($('.widget-select__message--hint')?.textContent).toBe(format(table.searchHint, { count: 2 }));
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')?.textContent).toBe(table.noResults);
});

test('a partial custom table falls back to English for the rest', async () => {
  mount({ language: { noResults: 'Nada de nada' }, data: fruits });
  await userEvent.click(control());
  expect(search()?.getAttribute('aria-label')).toBe('Search');
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')?.textContent).toBe('Nada de nada');
});

test('region codes fall back to the language; unknown codes to English', () => {
  expect(resolveMessages('pt-BR')).toBe(resolveMessages('pt'));
  expect(resolveMessages('zh_CN')).toBe(resolveMessages('zh'));
  expect(resolveMessages('FR')).toBe(resolveMessages('fr'));
  expect(resolveMessages('xx')).toEqual(en);
});

test('registerLocale adds a locale, completed from English', () => {
  registerLocale('eo', { search: 'Serĉi' });
  expect(resolveMessages('eo').search).toBe('Serĉi');
  expect(resolveMessages('eo').noResults).toBe(en.noResults);
});

test('the language can change live', async () => {
  const widget = mount({ data: fruits, clearable: true });
  widget.setValue('apple');
  widget.updateOptions({ language: 'fr' });
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Effacer la sélection');
  await userEvent.click(control());
  expect(search()?.getAttribute('aria-label')).toBe('Rechercher');
});

const arabicFruits = [
  { value: 'apple', label: 'تفاح' },
  { value: 'banana', label: 'موز' },
  { value: 'cherry', label: 'كرز' },
];

test('Arabic lays the control and the dropdown out right to left', async () => {
  const widget = mount({ language: 'ar', data: arabicFruits, multiple: true, clearable: true });
  widget.setValue(['apple', 'banana']);
  const root = $('.widget-select')!;
  expect(root.classList.contains('widget-select--rtl')).toBe(true);
  expect(root.getAttribute('dir')).toBe('rtl');
  expect(getComputedStyle(control()).direction).toBe('rtl');
  // The first tag starts at the right; the clear button, then the arrow (the control's ::after), at the left end.
  const [first, second] = tags();
  expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  const clear = $('.widget-select__clear')!.getBoundingClientRect();
  expect(clear.right).toBeLessThan(second!.getBoundingClientRect().left);
  const arrow = getComputedStyle(control(), '::after');
  const arrowWidth = ['borderLeftWidth', 'borderRightWidth', 'marginLeft', 'marginRight'] as const;
  const room = arrowWidth.reduce((sum, side) => sum + Number.parseFloat(arrow[side]), 0);
  expect(room).toBeGreaterThan(0);
  expect(clear.left - control().getBoundingClientRect().left).toBeGreaterThan(room);

  await clickControl();
  expect(dropdown()?.getAttribute('dir')).toBe('rtl');
  const row = $('.widget-select__option')!;
  const label = $('.widget-select__option .widget-select__label, .widget-select__option')!;
  expect(getComputedStyle(row).direction).toBe('rtl');
  expect(Math.abs(row.getBoundingClientRect().right - label.getBoundingClientRect().right)).toBeLessThan(12);
});

test('dir="rtl" on an ancestor lays the widget out RTL, and a portalled dropdown gets dir too', () => {
  const host = fixture('<div dir="rtl"><div id="mount" aria-label="Fruit"></div></div>');
  const widget = mount(
    { data: fruits, dropdownParent: document.body },
    host.querySelector<HTMLElement>('#mount')!,
  );
  expect($('.widget-select')?.classList.contains('widget-select--rtl')).toBe(true);
  widget.open();
  expect(dropdown()?.parentElement).toBe(document.body);
  expect(dropdown()?.getAttribute('dir')).toBe('rtl');
  expect(getComputedStyle(dropdown()!).direction).toBe('rtl');
});

test('a left-to-right widget stays LTR, and its dropdown says so even in an RTL portal target', () => {
  const host = fixture('<div id="mount" aria-label="Fruit"></div><div id="layer" dir="rtl"></div>');
  const widget = mount(
    { data: fruits, dropdownParent: '#layer' },
    host.querySelector<HTMLElement>('#mount')!,
  );
  widget.open();
  expect($('.widget-select')?.classList.contains('widget-select--rtl')).toBe(false);
  expect(dropdown()?.getAttribute('dir')).toBe('ltr');
  expect($$('.widget-select[dir]')).toHaveLength(0);
});
