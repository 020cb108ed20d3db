import { table } from './messages';

/** Russian. Counts use the "label: n" form, which needs no plural agreement. */
export const ru = table([
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
]);
