/**
 * The bridge to a mounted native `<select>`, with one writer: one commit
 * subscriber writes the select when the value changes (through the writer,
 * sync.ts) and, after a user's change, dispatches `input` and `change` on
 * it so form libraries notice; it also carries `multiple`, `required`, the
 * widget's own `disabled` and the custom validity message over. Every write
 * and every event of the widget's own goes through one guard ({@link own}), which the
 * follower (follow.ts) reads to tell outside changes apart. Restoring the
 * select on destroy is restore.ts.
 */

import type { State } from '../core/domain/state';
import { sameValues } from '../core/domain/state';
import type { Cause } from '../core/machine/actions';
import type { Listener } from '../core/machine/store';
import { type FollowerHost, NativeFollower } from './follow';
import { restoreSelect, selectionToKeep } from './restore';
import { NativeWriter } from './sync';

/** What the bridge needs from the view it is connected to. */
export interface BridgeHost<M> extends FollowerHost<M> {
  onCommit(listener: Listener): () => void;
}

export class NativeBridge<M = unknown> {
  readonly writer: NativeWriter;
  private depth = 0;
  private host: BridgeHost<M> | null = null;
  private follower: NativeFollower<M> | null = null;
  private readonly sortable = () => this.host?.port.derived.options.sortable === true;

  constructor(readonly select: HTMLSelectElement) {
    this.writer = new NativeWriter(select, (write) => this.own(write), this.sortable);
  }

  /**
   * The one guard: runs a write (or an event) of the widget's own. Outside
   * changes still queued are set aside first and followed after it; the
   * mutations and events it causes are not followed.
   */
  own(write: () => void): void {
    this.follower?.setAside();
    this.depth++;
    try {
      write();
    } finally {
      this.depth--;
      this.follower?.discardOwn();
    }
  }

  /** True while {@link own} runs. */
  get writing(): boolean {
    return this.depth > 0;
  }

  /**
   * Starts writing and following: `ownsData` when the options are the
   * select's own (read from it), so added and removed `<option>`s change them.
   */
  connect(host: BridgeHost<M>, ownsData: boolean): void {
    this.host = host;
    // The widget's `disabled` reaches the select first: the follower takes the
    // select's own `disabled` for an outside change and would undo the option.
    this.writeAttributes();
    this.follower = new NativeFollower(this, host, ownsData);
    // Options given by `data` become <option>s as they are selected.
    this.writer.expect(host.port.derived.dataset.size);
    // A native mount usually already shows the value it was read from.
    this.reconcile();
    host.onCommit((next, prev, cause) => this.onCommit(next, prev, cause));
  }

  /** The widget now owns the list (`setData`, `data` in `updateOptions`). */
  set ownsData(owns: boolean) {
    if (this.follower) this.follower.ownsData = owns;
  }

  private onCommit(next: State, prev: State, cause: Cause): void {
    if (!sameValues(next.value, prev.value)) {
      // A multiple tree submits the shape of `treeValue`.
      this.writer.sync(this.host?.port.derived.publicValue(next.value) ?? next.value, this.labelOf);
      if (cause.startsWith('user:')) this.notify();
    }
    if (next.customValidity !== prev.customValidity) this.setCustomValidity(next.customValidity);
    this.writeAttributes();
  }

  /**
   * `multiple` (a single select would submit one of the widget's tags),
   * `required`, and the widget's own `disabled`: like a native disabled
   * <select>, a disabled widget does not submit its value. (A disabled
   * fieldset already disables the select: its own attribute stays as set
   * by disable().)
   */
  private writeAttributes(): void {
    const { port } = this.host as BridgeHost<M>;
    const { select } = this;
    const { required, multiple } = port.derived.options;
    const disabled = port.derived.explicitlyDisabled;
    if (select.required !== required || select.disabled !== disabled || select.multiple !== multiple) {
      this.own(() => {
        select.multiple = multiple;
        select.required = required;
        select.disabled = disabled;
      });
    }
  }

  private labelOf = (value: string): string => this.host?.port.derived.optionOf(value)?.label ?? value;

  /** The value the select is to show (a multiple tree's in the shape of `treeValue`); none before connect(). */
  private value(): readonly string[] | undefined {
    const port = this.host?.port;
    return port?.derived.publicValue(port.state.value);
  }

  /** Makes the select show the widget's value (after outside code or the browser changed it). */
  reconcile(selected?: readonly HTMLOptionElement[]): void {
    const value = this.value();
    if (value && !this.writer.matches(value, selected)) this.writer.sync(value, this.labelOf);
  }

  /** Writes the widget's value again after a form reset, which the browser applied to the select. */
  rewrite(): void {
    const value = this.value();
    if (value) this.writer.rewrite(value, this.labelOf);
  }

  /**
   * Tells form libraries about a user change. Their listeners read the
   * select: a large selection written in slices is told once they end (a
   * reader, or the next change, writes it whole first), so a range over
   * 100,000 options is no long task.
   */
  private notify(): void {
    this.writer.afterWrite(() =>
      this.own(() => {
        this.select.dispatchEvent(new Event('input', { bubbles: true }));
        this.select.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    );
  }

  /** The select's custom message (also when the state already holds it: other code may have set another). */
  setCustomValidity(message: string): void {
    this.own(() => this.select.setCustomValidity(message));
  }

  /** Lets the browser report the select's invalidity; its `invalid` event is the widget's own. */
  reportValidity(): boolean {
    let valid = true;
    this.own(() => {
      valid = this.select.reportValidity();
    });
    return valid;
  }

  catchUp(): void {
    this.follower?.catchUp();
  }

  /** Before the mount's attributes are restored: the selection to put back after. */
  keepSelection(attributesRewritten: boolean): Set<string> | null {
    return selectionToKeep(this.writer, attributesRewritten);
  }

  /** Puts the select back as it was, with `selected` selected (null: as it is). */
  restore(selected: ReadonlySet<string> | null): void {
    restoreSelect(this.writer, selected);
  }
}
