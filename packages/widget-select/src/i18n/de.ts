import { table } from './messages';

/** German. */
export const de = table([
  'Keine Ergebnisse gefunden',
  'Wird geladen…',
  'Die Ergebnisse konnten nicht geladen werden',
  'Bitte noch mindestens {count} Zeichen eingeben',
  '„{label}“ erstellen',
  '+{count} weitere',
  'Auswahl löschen',
  '{label} entfernen',
  'Suchen',
  '{count} Ergebnisse verfügbar',
  '1 Ergebnis verfügbar',
  '{label} ausgewählt',
  '{label} entfernt',
  'Bitte wählen Sie eine Option aus.',
  '{count} ausgewählt',
  'Alle auswählen',
]);
