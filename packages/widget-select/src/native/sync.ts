/**
 * The writer of a native <select>: makes its selected options equal the
 * widget's value, adding <option>s for values that only the widget's data
 * has; with sortable tags the selected ones follow the tag order (so the form submits it). Every
 * write goes through the bridge's guard (`own`), so the follower never
 * takes the widget's own writes for outside changes. What it added or
 * moved is remembered for restoring the select on destroy (restore.ts).
 */

import { putInOrder } from './order';
import { eachOption, selectedOf, warnUnsubmittable } from './read';
import type { NativeSyncJob } from './slices';
import { definePart } from '../load/loader';

/**
 * The job that writes a large selection in slices: a chunk of its own, as
 * only a `<select multiple>` of more than 5,000 options needs it. Asked for
 * when such a select is mounted, or when a write first finds one that grew
 * that large; until it is there a large selection is written in one pass
 * (the form value is right at once).
 */
export const slicesPart = definePart(
  'slices of a large select',
  () => import('./slices'),
  (module) => module.NativeSyncJob,
);

/** Asks for the slices without waiting: a failure is reported by SelectWidget.ready(), and asked again there. */
const wantSlices = (): void => {
  if (!slicesPart.get()) slicesPart.load().catch(() => {});
};

/** Up to this many options a sync writes at once; above, a new selection is written in slices. */
const SYNC_AT_ONCE = 5000;

export class NativeWriter {
  /** The options the widget added (restore.ts removes them). */
  readonly added = new Set<HTMLOptionElement>();
  /** The select's and its groups' children as they were, before the first change to them (none: never changed). */
  originalOrder: Map<Element, Node[]> | null = null;

  constructor(
    readonly select: HTMLSelectElement,
    /** The bridge's guard: runs a write of the widget's own. */
    private readonly own: (write: () => void) => void,
    /** Whether the tags are sortable: only then do the selected options follow the tag order. */
    private readonly sortable = (): boolean => false,
  ) {
    this.expect(select.options.length);
  }

  /**
   * A multiple select that has, or will get from the widget's data, more than {@link SYNC_AT_ONCE}
   * options: its later selections are written in slices (a single select's never are), so their chunk
   * is asked for now, to be there by then.
   */
  expect(options: number): void {
    if (this.select.multiple && options > SYNC_AT_ONCE) wantSlices();
  }

  /** Outside code changed the children: they are the ones to restore on destroy. */
  rebase(): void {
    this.originalOrder = null;
    this.job?.restart();
  }

  private keepOriginalOrder(): void {
    if (this.originalOrder) return;
    const parents = [this.select, ...this.select.querySelectorAll(':scope > optgroup')];
    this.originalOrder = new Map(parents.map((parent) => [parent, Array.from(parent.childNodes)]));
  }

  /** A large selection still being written (see slices.ts). */
  private job: NativeSyncJob | null = null;

  /** Whether a large selection is still being written. */
  get slicing(): boolean {
    return this.job !== null;
  }

  /**
   * Stops a pending large selection without writing the rest, for a select
   * about to get its original children back; returns the values it was
   * writing (null: nothing was pending).
   */
  drop(): readonly string[] | null {
    const { job } = this;
    if (!job) return null;
    job.cancel();
    // A user's change still waiting for its notice gets it, as a finished write would.
    this.written();
    return job.values;
  }

  /** Writes a pending large selection now: the select's own state is then the widget's. */
  flush(): void {
    this.job?.finish();
  }

  /** Runs once the select shows the value last synced (at once when it does), at most one waiting. */
  private whenWritten: (() => void) | null = null;

  /**
   * The job ended (done, or dropped): what waits for it runs next, in a
   * microtask, as a reader may have finished it (`new FormData(form)`) and
   * its listeners may read the form too.
   */
  private written(): void {
    this.job = null;
    const then = this.whenWritten;
    this.whenWritten = null;
    if (then) queueMicrotask(then);
  }

  /** Runs `then` once the slices of the selection being written are done (now when none are). */
  afterWrite(then: () => void): void {
    if (this.job) this.whenWritten = then;
    else then();
  }

  /**
   * Whether the selected options already are `values` (in that order if sortable). Read
   * from each option's `selected`: Firefox's `selectedOptions` still lists
   * none after `form.reset()` has selected a single select's first option.
   * `known`: the selected options, when the caller has just read them.
   */
  matches(values: readonly string[], known?: readonly HTMLOptionElement[]): boolean {
    // A pending write leaves the select showing its values (every reader finishes it first).
    if (this.job) return this.job.writes(values);
    const selected = known ?? selectedOf(this.select);
    if (selected.length !== values.length) return false;
    if (values.every((value, i) => selected[i]?.value === value)) return true;
    if (this.sortable()) return false;
    const wanted = new Set(values);
    return selected.every((option) => wanted.has(option.value));
  }

  /**
   * Writes `values` again after the browser changed the select on its own
   * (a form reset). A large select is written in slices without being read
   * first: reading 100,000 options to compare is itself a long task.
   */
  rewrite(values: readonly string[], labelOf: (value: string) => string): void {
    const written =
      this.select.options.length <= SYNC_AT_ONCE ? this.matches(values) : this.job?.writes(values);
    if (!written) this.sync(values, labelOf);
  }

  /**
   * Makes the native selected options equal `values`. On a select of more than {@link SYNC_AT_ONCE}
   * options, emptying it and choosing one value of a single select are one native call each, and any
   * other selection is written in slices after this call: `new FormData(form)`, a submission, the
   * widget's own reads and `destroy()` finish it first, but code reading `select.selectedOptions`
   * itself sees the full selection only once the slices are done (a few tasks per 10,000 options).
   * Until the slices' chunk is there (slicesPart), such a selection is written in one pass.
   */
  sync(values: readonly string[], labelOf: (value: string) => string): void {
    // What waits for the pending selection (the notice of a user's change) sees it, before the next.
    const waiting = this.whenWritten;
    this.whenWritten = null;
    if (waiting) {
      this.job?.finish();
      waiting();
    }
    this.job?.cancel();
    this.job = null;
    const { select } = this;
    // Large also when the options are to come: values only the widget's data has get options here.
    const large = Math.max(select.options.length, values.length) > SYNC_AT_ONCE;
    // A select that grew large after its mount asks for the slices here, for the writes after this one.
    if (large && select.multiple) wantSlices();
    // A new selection of a large multiple select is written in slices, once their chunk is there.
    const Job = large && select.multiple && values.length > 0 ? (slicesPart.get() ?? null) : null;
    // A job checks its values as it indexes them: a test of a million values was a long task.
    if (!Job) warnUnsubmittable(values);
    // One native call, also for a million options (50-100 ms in Chromium): in slices, Firefox took
    // seconds per 10,000 options unselected (each unselection seems to visit the whole list).
    if (large && values.length === 0) {
      this.own(() => {
        select.selectedIndex = -1;
      });
      return;
    }
    if (large && !select.multiple) {
      const value = values[0] as string;
      this.own(() => {
        select.value = value;
      });
      if (select.value === value) return;
    } else if (Job) {
      this.job = new Job(
        select,
        values,
        (slice) => this.own(slice),
        (value) => this.newOption(value, labelOf),
        (ordered, current) => this.orderSelected(ordered, current),
        () => this.written(),
        { selectedOf, warnUnsubmittable },
      );
      return;
    }
    // A select of a few options; a large single one whose value no option has; a large multiple one
    // while the slices' chunk is on its way (one pass, a long task only until it is there).
    this.own(() => this.write(values, labelOf));
  }

  /** A selected option for a value no option has, not yet in the select (restore.ts removes it). */
  private newOption(value: string, labelOf: (value: string) => string): HTMLOptionElement {
    this.keepOriginalOrder();
    // Selected before it is in the select: Chromium then does not revisit the select's list for it.
    const option = new Option(labelOf(value), value, false, true);
    this.added.add(option);
    return option;
  }

  private write(values: readonly string[], labelOf: (value: string) => string): void {
    const wanted = new Set(values);
    const byValue = new Map<string, HTMLOptionElement>();
    eachOption(this.select, (option) => {
      if (!byValue.has(option.value)) byValue.set(option.value, option);
    });
    for (const value of values) {
      if (byValue.has(value)) continue;
      const option = this.newOption(value, labelOf);
      this.select.append(option);
      byValue.set(value, option);
    }
    eachOption(this.select, (option) => {
      const selected = wanted.has(option.value) && byValue.get(option.value) === option;
      if (option.selected !== selected) option.selected = selected;
    });
    if (values.length === 0 && !this.select.multiple) this.select.selectedIndex = -1;
    if (this.select.multiple)
      this.orderSelected(values.map((value) => byValue.get(value) as HTMLOptionElement));
  }

  /**
   * Puts the selected <option>s in tag order when sortable, so a submitted
   * form serializes in tag order, moving only those out of it.
   */
  private orderSelected(ordered: HTMLOptionElement[], current = selectedOf(this.select)): void {
    if (!this.sortable() || current.every((option, i) => option === ordered[i])) return;
    this.keepOriginalOrder();
    const position = new Map(current.map((option, i) => [option, i]));
    putInOrder(ordered, (option) => position.get(option as HTMLOptionElement) ?? -1);
  }

  /** Values of the selected options. */
  selectedValues(): Set<string> {
    this.flush();
    return new Set(selectedOf(this.select).map((option) => option.value));
  }
}
