import type { SelectWidget } from '../select-widget';
import type { Option } from '../types';
import type { Cause } from './actions';
import type { State } from './state';

/** A proposed state change as plugins see it. */
export type StateChange = Partial<Pick<State, 'value' | 'query' | 'open' | 'highlighted'>>;

/** What a plugin's `setup` receives. Plugins act only through these seams. */
export interface PluginApi<Meta = Record<string, unknown>> {
  /** The widget instance (all public methods, `on` and `off`). */
  readonly widget: SelectWidget<Meta>;
  /** The widget's root element (`.widget-select`). */
  readonly root: HTMLElement;
  /** The combobox control (`.widget-select__control`). */
  readonly control: HTMLElement;
  /**
   * Sees every proposed state change with its named cause (for example
   * `user:pick`, `api:setValue`). Return the change, a rewritten change, or
   * `false` to cancel it. Returns a function that removes the interceptor.
   */
  intercept(interceptor: (change: StateChange, cause: Cause) => StateChange | false): () => void;
  /**
   * Called each time the dropdown is rendered open, with the dropdown element
   * and a slot above the list where the plugin may add content. A returned
   * function runs when the dropdown closes.
   */
  onDropdownOpen(
    handler: (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void),
  ): () => void;
  /**
   * Called for each rendered option row after the built-in rendering, to
   * decorate it (for example a checkbox). Must not attach listeners to the row.
   */
  decorateRow(decorator: (row: HTMLElement, option: Option<Meta>, selected: boolean) => void): () => void;
  /** The option of a value, from the data or remembered selections. */
  optionOf(value: string): Option<Meta> | undefined;
}

/** A plugin: a name and a setup that may return a teardown. */
export interface SelectPlugin<Meta = Record<string, unknown>> {
  /** Unique name, used in diagnostics. */
  name: string;
  /** Runs once when the widget is built; the returned function runs on destroy. */
  setup(api: PluginApi<Meta>): undefined | (() => void);
}

export type { Cause } from './actions';
