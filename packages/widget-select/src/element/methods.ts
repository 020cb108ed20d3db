/**
 * The methods of `<widget-select>` that hand a call to its widget while it
 * is connected, and do nothing before.
 */
import type { SelectWidget } from '../select-widget';
import type { DataItemInput, SelectionScopeOptions } from '../types';
import { FormControlElement } from './form';

/** Option payloads are untyped on an element: markup and properties can hold any. */
export type Meta = Record<string, unknown>;

export abstract class ElementMethods extends FormControlElement {
  /** The SelectWidget instance while connected, else null. */
  abstract get widget(): SelectWidget<Meta> | null;

  /** Replaces the options; `null` goes back to the `<option>` children. */
  abstract set data(data: DataItemInput<Meta>[] | null | undefined);

  /** Opens the dropdown. */
  open(): void {
    this.widget?.open();
  }

  /** Closes the dropdown. */
  close(): void {
    this.widget?.close();
  }

  /**
   * Clears the selection; with `{ scope: 'matching' }` only the values of
   * the options that match the current query.
   */
  clear(options?: SelectionScopeOptions | null): void {
    this.widget?.clearAll(options);
  }

  /**
   * Multiple mode: selects every enabled option, capped by `max-selections`;
   * with `{ scope: 'matching' }` only those matching the current query
   * (every page of a paged remote source).
   */
  selectAll(options?: SelectionScopeOptions | null): void {
    this.widget?.selectAll(options);
  }

  /**
   * `commit="apply"`: the value the open list's picks make, not yet applied;
   * null while the list is closed, in the immediate mode and before the
   * element is connected.
   */
  getPendingValue(): string[] | null {
    return this.widget?.getPendingValue() ?? null;
  }

  /** Same as setting the `data` property. */
  setData(data: DataItemInput<Meta>[]): void {
    this.data = data;
  }

  /** Clears the remote cache and reloads the active query. */
  reload(): void {
    this.widget?.reload();
  }
}
