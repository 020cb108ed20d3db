import { table } from './messages';

/** Spanish. */
export const es = table([
  'No se encontraron resultados',
  'Cargando…',
  'No se pudieron cargar los resultados',
  'Introduzca al menos {count} carácter(es) más',
  'Crear «{label}»',
  '+{count} más',
  'Borrar selección',
  'Quitar {label}',
  'Buscar',
  '{count} resultados disponibles',
  '1 resultado disponible',
  'Seleccionado: {label}',
  'Quitado: {label}',
  'Seleccione una opción.',
  'Seleccionados: {count}',
  'Seleccionar todo',
]);
