// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Dutch. */
registerLocale(
  'nl',
  table([
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
    'Typ om te zoeken',
    'Opnieuw proberen',
    'Geselecteerd',
    'Druk op Delete om te verwijderen.',
    'Druk op Alt+Links of Alt+Rechts om te verplaatsen.',
    '{label} verplaatst naar positie {position} van {count}',
    'Druk op Enter om het opnieuw te proberen.',
    'Geen selectie',
    'Klaar',
    'Alle {count} resultaten selecteren',
    'Alle resultaten laden: {count} geladen',
    '{label}, gedeeltelijk geselecteerd',
  ]),
);
