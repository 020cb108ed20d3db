import { table } from './messages';

/** Polish. Counts use the "label: n" form, which needs no plural agreement. */
export const pl = table([
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
]);
