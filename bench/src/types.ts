/** One option, as every library gets it (each adapter maps it to its own shape). */
export interface Item {
  value: string;
  label: string;
}

export interface TreeItem extends Item {
  children?: TreeItem[];
}

/** What a scenario asks a library to build. */
export interface BuildSpec {
  multiple: boolean;
  /** Options as data (single-select scenarios). */
  data?: Item[];
  /** A prepared <select> (multi-select scenario): libraries that enhance native selects use it. */
  select?: HTMLSelectElement;
  /** Selected values, for libraries that cannot read a native select. */
  selected?: string[];
}

/** A constructed widget, driven the same way for every library. */
export interface Instance {
  open(): void;
  /** The element the user types a search into (after open). */
  searchInput(): HTMLInputElement | null;
  destroy(): void;
}

export interface Adapter {
  name: string;
  /** Container the library renders into; the harness measures DOM activity everywhere anyway. */
  create(host: HTMLElement, spec: BuildSpec): Instance;
}
