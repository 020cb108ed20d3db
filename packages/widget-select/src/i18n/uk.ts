import { table } from './messages';

/** Ukrainian. Counts use the "label: n" form, which needs no plural agreement. */
export const uk = table([
  'Нічого не знайдено',
  'Завантаження…',
  'Не вдалося завантажити результати',
  'Введіть ще символів: {count}',
  'Створити «{label}»',
  '+{count} ще',
  'Очистити вибір',
  'Видалити {label}',
  'Пошук',
  'Знайдено результатів: {count}',
  'Знайдено 1 результат',
  'Вибрано: {label}',
  'Видалено: {label}',
  'Виберіть варіант.',
  'Вибрано елементів: {count}',
  'Вибрати все',
]);
