import { table } from './messages';

/** Italian. */
export const it = table([
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
]);
