// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Ukrainian. Counts use the "label: n" form, which needs no plural agreement. */
registerLocale(
  'uk',
  table([
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
    'Почніть вводити для пошуку',
    'Повторити',
    'Вибрано',
    'Натисніть Delete, щоб вилучити.',
    'Натисніть Alt+Ліворуч або Alt+Праворуч, щоб перемістити.',
    '{label}: переміщено на позицію {position} з {count}',
    'Натисніть Enter, щоб спробувати ще раз.',
    'Нічого не вибрано',
    'Готово',
    'Вибрати всі збіги ({count})',
    'Завантаження всіх збігів: завантажено {count}',
    '{label}, частково вибрано',
  ]),
);
