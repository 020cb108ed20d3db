import { table } from './messages';

/** Dutch. */
export const nl = table([
  'Geen resultaten gevonden',
  'Laden…',
  'De resultaten konden niet worden geladen',
  'Voer nog minstens {count} teken(s) in',
  '"{label}" aanmaken',
  '+{count} meer',
  'Selectie wissen',
  '{label} verwijderen',
  'Zoeken',
  '{count} resultaten beschikbaar',
  '1 resultaat beschikbaar',
  '{label} geselecteerd',
  '{label} verwijderd',
  'Selecteer een optie.',
  '{count} geselecteerd',
  'Alles selecteren',
]);
