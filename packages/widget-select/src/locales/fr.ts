// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** French. */
registerLocale(
  'fr',
  table([
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
    'Tapez pour rechercher',
    'Réessayer',
    'Sélectionnés',
    'Appuyez sur Suppr pour retirer.',
    'Appuyez sur Alt+Gauche ou Alt+Droite pour déplacer.',
    '{label} déplacé en position {position} sur {count}',
    'Appuyez sur Entrée pour réessayer.',
    'Aucune sélection',
    'Terminé',
    'Sélectionner les {count} résultats',
    'Chargement de tous les résultats : {count} chargés',
    '{label}, partiellement coché',
  ]),
);
