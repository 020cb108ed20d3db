/** One option, as every library gets it (each adapter maps it to its own shape). */
export interface Item {
  value: string;
  label: string;
}

/** What a scenario asks a library to build. */
export interface BuildSpec {
  multiple: boolean;
  /** Options as data (single-select scenarios). */
  data?: Item[];
  /** A prepared <select> with its options (the multiple scenario): every library enhances it. */
  select?: HTMLSelectElement;
}

/** A constructed widget, driven the same way for every library. */
export interface Instance {
  open(): void;
  /** The element the user types a search into (after open). */
  searchInput(): HTMLInputElement | null;
}

/**
 * One library. `prepare` turns the `BuildSpec` into the library's own input (its
 * data shape) before any clock starts and before the heap baseline, so the
 * clocks and the heap figure only see the library's own work.
 */
export interface Adapter<P = unknown> {
  name: string;
  /** The dropdown's list of options: the search clock watches DOM changes inside it. */
  listSelector: string;
  /** Option rows in the open dropdown (counted inside the document). */
  rowSelector: string;
  /** Tags (or the value items) of a multiple select. */
  tagSelector: string;
  prepare(host: HTMLElement, spec: BuildSpec): P;
  create(prepared: P): Instance;
}
