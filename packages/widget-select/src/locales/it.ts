// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Italian. */
registerLocale(
  'it',
  table([
    'Nessun risultato trovato',
    'Caricamento…',
    'Impossibile caricare i risultati',
    'Inserisci almeno altri {count} caratteri',
    'Crea «{label}»',
    '+{count} altri',
    'Cancella selezione',
    'Rimuovi {label}',
    'Cerca',
    '{count} risultati disponibili',
    '1 risultato disponibile',
    'Selezionato: {label}',
    'Rimosso: {label}',
    "Seleziona un'opzione.",
    'Selezionati: {count}',
    'Seleziona tutto',
    'Digita per cercare',
    'Riprova',
    'Selezionati',
    'Premi Canc per rimuovere.',
    'Premi Alt+Sinistra o Alt+Destra per spostare.',
    '{label} spostato in posizione {position} di {count}',
    'Premi Invio per riprovare.',
    'Nessuna selezione',
    'Fatto',
    'Seleziona tutti i {count} risultati',
    'Caricamento di tutti i risultati: {count} caricati',
    '{label}, parzialmente selezionato',
  ]),
);
