// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Russian. Counts use the "label: n" form, which needs no plural agreement. */
registerLocale(
  'ru',
  table([
    'Ничего не найдено',
    'Загрузка…',
    'Не удалось загрузить результаты',
    'Введите ещё символов: {count}',
    'Создать «{label}»',
    '+{count} ещё',
    'Очистить выбор',
    'Удалить {label}',
    'Поиск',
    'Найдено результатов: {count}',
    'Найден 1 результат',
    'Выбрано: {label}',
    'Удалено: {label}',
    'Выберите вариант.',
    'Выбрано элементов: {count}',
    'Выбрать все',
    'Начните вводить для поиска',
    'Повторить',
    'Выбрано',
    'Нажмите Delete, чтобы удалить.',
    'Нажмите Alt+Влево или Alt+Вправо, чтобы переместить.',
    '{label}: перемещено на позицию {position} из {count}',
    'Нажмите Enter, чтобы повторить попытку.',
    'Ничего не выбрано',
    'Готово',
    'Выбрать все совпадения ({count})',
    'Загрузка всех совпадений: загружено {count}',
    '{label}, частично выбрано',
  ]),
);
