// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Polish. Counts use the "label: n" form, which needs no plural agreement. */
registerLocale(
  'pl',
  table([
    'Nie znaleziono wyników',
    'Ładowanie…',
    'Nie udało się wczytać wyników',
    'Liczba brakujących znaków: {count}',
    'Utwórz „{label}”',
    '+{count} więcej',
    'Wyczyść wybór',
    'Usuń {label}',
    'Szukaj',
    'Dostępne wyniki: {count}',
    'Dostępny 1 wynik',
    'Wybrano: {label}',
    'Usunięto: {label}',
    'Wybierz opcję.',
    'Liczba wybranych: {count}',
    'Zaznacz wszystko',
    'Zacznij pisać, aby wyszukać',
    'Spróbuj ponownie',
    'Wybrane',
    'Naciśnij Delete, aby usunąć.',
    'Naciśnij Alt+Strzałka w lewo lub Alt+Strzałka w prawo, aby przenieść.',
    '{label} przeniesiono na pozycję {position} z {count}',
    'Naciśnij Enter, aby spróbować ponownie.',
    'Brak wyboru',
    'Gotowe',
    'Zaznacz wszystkie pasujące ({count})',
    'Wczytywanie wszystkich pasujących: wczytano {count}',
    '{label}, częściowo zaznaczone',
  ]),
);
