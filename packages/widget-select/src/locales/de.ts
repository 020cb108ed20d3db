// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** German. */
registerLocale(
  'de',
  table([
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
    'Zum Suchen tippen',
    'Erneut versuchen',
    'Ausgewählt',
    'Zum Entfernen Entf drücken.',
    'Zum Verschieben Alt+Links oder Alt+Rechts drücken.',
    '{label} an Position {position} von {count} verschoben',
    'Zum erneuten Versuch die Eingabetaste drücken.',
    'Keine Auswahl',
    'Fertig',
    'Alle {count} Treffer auswählen',
    'Alle Treffer werden geladen: {count} geladen',
    '{label}, teilweise ausgewählt',
  ]),
);
