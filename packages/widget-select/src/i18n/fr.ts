import { table } from './messages';

/** French. */
export const fr = table([
  'Aucun résultat',
  'Chargement…',
  'Impossible de charger les résultats',
  'Saisissez encore au moins {count} caractère(s)',
  'Créer « {label} »',
  '+{count} autres',
  'Effacer la sélection',
  'Retirer {label}',
  'Rechercher',
  '{count} résultats disponibles',
  '1 résultat disponible',
  'Sélectionné : {label}',
  'Retiré : {label}',
  'Veuillez sélectionner une option.',
  'Éléments sélectionnés : {count}',
  'Tout sélectionner',
]);
