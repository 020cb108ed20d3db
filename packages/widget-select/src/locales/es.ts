// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Spanish. */
registerLocale(
  'es',
  table([
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
    'Escriba para buscar',
    'Reintentar',
    'Seleccionados',
    'Pulse Supr para quitar.',
    'Pulse Alt+Izquierda o Alt+Derecha para mover.',
    '{label} movido a la posición {position} de {count}',
    'Pulse Intro para reintentar.',
    'Sin selección',
    'Listo',
    'Seleccionar las {count} coincidencias',
    'Cargando todas las coincidencias: {count} cargadas',
    '{label}, parcialmente seleccionado',
  ]),
);
