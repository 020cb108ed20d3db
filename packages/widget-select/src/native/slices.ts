/**
 * Writing a large selection to a native <select> in slices. Setting one option's selectedness costs a
 * few microseconds, so a select-all over 100,000 options would be one task of half a second; here it
 * runs a {@link SLICE_BUDGET} at a time in later tasks. Selecting comes before unselecting, so a
 * required select never looks empty on the way from one non-empty selection to another. Every pass
 * over a million items is sliced, the last check of the order too, which was a pass over a million
 * values in the last task.
 *
 * Whoever reads the select must {@link NativeSyncJob.finish} a pending job first (the owner does:
 * before its own reads, before restoring the select, before telling form libraries about a change,
 * and when the form builds its form data).
 *
 * While the slices run the select's `autocomplete` is off: Chromium saves a changed select's state for
 * the session history about once a second, reading every selected option (150 ms for a million, over
 * the many seconds a million options take), and it saves none for a control with autocomplete off.
 * The select's own attribute comes back when the job ends or stops, and the end changes one option's
 * selection back and forth so that the state is saved once, complete. A page's MutationObserver sees
 * the attribute change.
 */

import { sameValues } from '../core/domain/state';
import { ValueIndex } from '../core/domain/value-index';
import type { selectedOf, warnUnsubmittable } from './read';

/** Milliseconds of writing per task. */
const SLICE_BUDGET = 8;
/**
 * Milliseconds of work between two reads of the clock: a slice overruns
 * its budget by one chunk at most. An item's cost differs by pass (indexing
 * a value, writing an option, reading one) and by machine, so each chunk's
 * size is learnt from the cost of the one before rather than fixed.
 */
const CHUNK_MS = 1;
/** Items in a pass's first chunk (a read of the clock per item would cost more than the item). */
const FIRST_CHUNK = 64;

/** Index the values, select their options, add the missing ones, unselect the rest, check the order. */
type Pass = 'index' | 'select' | 'add' | 'unselect' | 'order' | 'done';

export class NativeSyncJob {
  /**
   * The values are indexed in slices too: a set of a million strings took
   * 1-3 s in Chromium, in the task that set the value.
   */
  private pass: Pass = 'index';
  private index = 0;
  /** Items in the next chunk between two reads of the clock. */
  private chunk = FIRST_CHUNK;
  private length: number;
  /** Value → its first position in `values`. */
  private readonly wanted: ValueIndex;
  /** The option chosen for the value at each position of `values` (its first occurrence), by position. */
  private chosen: (HTMLOptionElement | undefined)[];
  /** The options left selected by the unselect pass, in document order (for the order pass). */
  private readonly kept: HTMLOptionElement[] = [];
  /** The option of each value, in value order (built by the order pass). */
  private readonly ordered: HTMLOptionElement[] = [];
  /** Whether `kept` already stands in the order of `ordered` (as far as the order pass has come). */
  private inOrder = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The select's own `autocomplete` (null: none) while the job keeps it off; undefined: untouched. */
  private ownAutocomplete: string | null | undefined;
  /** Ends the job's `formdata` and `submit` listeners. */
  private readonly listeners = new AbortController();
  /** A submission reads the controls after its `submit` event: the select is complete by then. */
  private readonly onSubmit = (event: Event) => {
    if (event.target === this.select.form) this.finish();
  };
  /**
   * `new FormData(form)` and `form.submit()` fire `formdata` only once the
   * entries are read: the select's are replaced with the complete ones (after
   * any other entries of the same name, the one order a late fix can keep).
   */
  private readonly onFormData = (event: Event) => {
    const { select } = this;
    if (event.target !== select.form) return;
    const stale = this.read.selectedOf(select).map((option) => option.value);
    this.finish();
    const { formData } = event as FormDataEvent;
    if (!select.name || select.matches(':disabled')) return;
    const others = withoutRun(formData.getAll(select.name), stale);
    formData.delete(select.name);
    for (const entry of others) formData.append(select.name, entry);
    for (const option of this.read.selectedOf(select)) formData.append(select.name, option.value);
  };

  constructor(
    private readonly select: HTMLSelectElement,
    /** The values it writes. */
    readonly values: readonly string[],
    /** Runs one slice of writes (the owner marks them as its own). */
    private readonly write: (slice: () => void) => void,
    /** A new, selected option for a value no option has (the job puts it in the select). */
    private readonly create: (value: string) => HTMLOptionElement,
    /** Puts the selected options (`current`, in document order) in value order, once every value has one. */
    private readonly order: (ordered: HTMLOptionElement[], current: HTMLOptionElement[]) => void,
    private readonly done: () => void,
    /** The reads of the select the writer has (handed: this chunk imports none of the first load). */
    private readonly read: { selectedOf: typeof selectedOf; warnUnsubmittable: typeof warnUnsubmittable },
  ) {
    this.wanted = new ValueIndex(values.length, (i) => values[i] as string);
    this.chosen = new Array(values.length);
    this.length = select.options.length;
    // `new FormData(form)` and form submission fire `formdata` before reading the controls.
    // `formdata` and `submit` do not leave a shadow root: listen where the select lives.
    const root = select.getRootNode();
    const listen = { capture: true, signal: this.listeners.signal };
    root.addEventListener('formdata', this.onFormData, listen);
    root.addEventListener('submit', this.onSubmit, listen);
    this.write(() => this.pauseStateSaving());
    this.schedule();
  }

  /** Whether this job writes exactly `values`, in that order. */
  writes(values: readonly string[]): boolean {
    return sameValues(this.values, values);
  }

  /** Outside code added or removed options: the passes start over on the current list. */
  restart(): void {
    if (this.pass === 'index' || this.pass === 'done') return;
    this.length = this.select.options.length;
    this.chosen = new Array(this.values.length);
    this.kept.length = 0;
    this.toPass('select');
  }

  /** Writes everything left now. */
  finish(): void {
    this.run(Number.POSITIVE_INFINITY);
  }

  /** Stops without writing more (a newer value replaces it, or nothing is left to do). */
  cancel(): void {
    clearTimeout(this.timer);
    this.resumeStateSaving(false);
    this.listeners.abort();
  }

  private pauseStateSaving(): void {
    const own = this.select.getAttribute('autocomplete');
    if (own?.trim().toLowerCase() === 'off') return;
    this.ownAutocomplete = own;
    this.select.setAttribute('autocomplete', 'off');
  }

  /** Puts the select's own `autocomplete` back; `complete`: the selection is whole, to be saved once. */
  private resumeStateSaving(complete: boolean): void {
    const own = this.ownAutocomplete;
    if (own === undefined) return;
    this.ownAutocomplete = undefined;
    const { select } = this;
    this.write(() => {
      if (own === null) select.removeAttribute('autocomplete');
      else select.setAttribute('autocomplete', own);
      // Setting `selected` to what it is tells the browser nothing: a change does.
      const option = complete ? this.chosen[0] : undefined;
      if (option?.selected) {
        option.selected = false;
        option.selected = true;
      }
    });
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.run(SLICE_BUDGET), 0);
  }

  private run(budget: number): void {
    clearTimeout(this.timer);
    this.write(() => this.slice(budget));
    if (this.pass === 'done') {
      this.resumeStateSaving(true);
      this.cancel();
      this.done();
    } else this.schedule();
  }

  private slice(budget: number): void {
    const { options } = this.select;
    // Options added or removed meanwhile: the passes start over on the current list. (Not read while
    // the job adds options: after each of its appends the count is a walk over the whole list; the
    // follower calls restart() for an outside change then.)
    if (this.pass !== 'add' && options.length !== this.length) this.restart();
    const started = performance.now();
    for (let now = started; this.pass !== 'done' && now - started < budget; ) {
      this.step(options, this.chunk);
      const after = performance.now();
      // Twice the last size at most: a chunk that met a pause of the machine's stays short.
      this.chunk = Math.max(8, Math.min(2 * this.chunk, (this.chunk * CHUNK_MS) / (after - now || 0.01)));
      this.chunk = Math.ceil(this.chunk);
      now = after;
    }
  }

  /** Handles up to `count` items of the current pass. */
  private step(options: HTMLOptionsCollection, count: number): void {
    const { index, values } = this;
    if (this.pass === 'select' || this.pass === 'unselect') {
      const end = Math.min(this.length, index + count);
      for (let i = index; i < end; i++) this.visit(options[i] as HTMLOptionElement);
      this.advance(end, this.length);
      return;
    }
    const end = Math.min(values.length, index + count);
    if (this.pass === 'index') {
      for (let i = index; i < end; i++) this.wanted.add(i);
      this.read.warnUnsubmittable(values, index, end);
    } else if (this.pass === 'add') this.addMissing(index, end);
    else for (let i = index; i < end; i++) this.place(i);
    this.advance(end, values.length);
  }

  private visit(option: HTMLOptionElement): void {
    if (this.pass === 'select') {
      const at = this.wanted.get(option.value);
      if (at === undefined || this.chosen[at]) return;
      this.chosen[at] = option;
      if (!option.selected) option.selected = true;
    } else if (option.selected) {
      const at = this.wanted.get(option.value);
      if (at !== undefined && this.chosen[at] === option) this.kept.push(option);
      else option.selected = false;
    }
  }

  /**
   * Adds, selected and in one append, an option for each value from `start`
   * to `end` that no option has (at its first position only): 100,000 values
   * of the widget's data added one by one were a task of over a second.
   */
  private addMissing(start: number, end: number): void {
    const { values, chosen, wanted } = this;
    const fresh: HTMLOptionElement[] = [];
    for (let i = start; i < end; i++) {
      if (chosen[i] || wanted.get(values[i] as string) !== i) continue;
      const option = this.create(values[i] as string);
      chosen[i] = option;
      fresh.push(option);
    }
    if (fresh.length > 0) this.select.append(...fresh);
    // The job's own options: not a change to start over for.
    this.length += fresh.length;
  }

  /** The option of the value at position i; a value given twice has its option at its first position. */
  private place(i: number): void {
    const { chosen } = this;
    const option = (chosen[i] ??
      chosen[this.wanted.get(this.values[i] as string) as number]) as HTMLOptionElement;
    this.ordered[i] = option;
    if (i < this.kept.length && this.kept[i] !== option) this.inOrder = false;
  }

  private advance(end: number, length: number): void {
    this.index = end;
    if (end < length) return;
    if (this.pass === 'index') {
      this.length = this.select.options.length;
      this.toPass('select');
    } else if (this.pass === 'select') this.toPass('add');
    else if (this.pass === 'add') this.toPass('unselect');
    else if (this.pass === 'unselect') this.toPass('order');
    else {
      // Moving options is one task, and only when they stand out of order.
      if (!this.inOrder) this.order(this.ordered, this.kept);
      this.toPass('done');
    }
  }

  private toPass(pass: Pass): void {
    this.pass = pass;
    this.index = 0;
    this.chunk = FIRST_CHUNK;
    if (pass === 'order') {
      this.ordered.length = 0;
      this.inOrder = true;
    }
  }
}

/** `entries` without the run of `run` in it (the select's own entries among others of its name). */
function withoutRun(entries: FormDataEntryValue[], run: readonly string[]): FormDataEntryValue[] {
  if (run.length === 0) return entries;
  for (let start = 0; start + run.length <= entries.length; start++) {
    if (run.every((value, i) => entries[start + i] === value))
      return [...entries.slice(0, start), ...entries.slice(start + run.length)];
  }
  return entries;
}
