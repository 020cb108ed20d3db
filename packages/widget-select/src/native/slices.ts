/**
 * Writing a large selection to a native <select> in slices. Setting one
 * option's selectedness costs a few microseconds, so a select-all over
 * 100,000 options would be one task of half a second; here it runs a
 * {@link SLICE_BUDGET} at a time in later tasks. The passes select
 * first (the options there are, then new ones for the values only the
 * widget's data has) and unselect last, so a required select never looks
 * empty on the way from one non-empty selection to another.
 *
 * Whoever reads the select must {@link NativeSyncJob.finish} a pending job
 * first (the owner does: before its own reads, before restoring the select,
 * before telling form libraries about a change, and when the form builds its
 * form data).
 *
 * While the slices run the select's `autocomplete` is off: Chromium saves a
 * changed select's state for the session history about once a second,
 * reading every selected option (150 ms for a million, over the many
 * seconds a million options take), and it saves none for a control with
 * autocomplete off. The select's own attribute comes back when the job ends
 * or stops, and the end changes one option's selection back and forth so
 * that the state is saved once, complete. A page's MutationObserver sees
 * the attribute change.
 */

import { ValueIndex } from '../core/domain/value-index';
import { selectedOf, warnUnsubmittable } from './read';

/** Milliseconds of writing per task. */
const SLICE_BUDGET = 8;
/** Options visited between two reads of the clock (a read per option would cost more than the visit). */
const OPTIONS_PER_CLOCK_READ = 500;
/** Options created and added between two reads of the clock (making one costs more than visiting one). */
const ADDED_PER_CLOCK_READ = 100;
/** Values indexed between two reads of the clock. */
const VALUES_PER_CLOCK_READ = 4096;

export class NativeSyncJob {
  /**
   * The values are indexed in slices too: a set of a million strings took
   * 1-3 s in Chromium, in the task that set the value.
   */
  private pass: 'index' | 'select' | 'add' | 'unselect' | 'order' = 'index';
  private index = 0;
  private length: number;
  /** Value → its first position in `values`. */
  private readonly wanted: ValueIndex;
  /** The option chosen for the value at each position of `values` (its first occurrence), by position. */
  private chosen: (HTMLOptionElement | undefined)[];
  /** The options left selected by the unselect pass, in document order (for the order pass). */
  private readonly kept: HTMLOptionElement[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The select's own `autocomplete` (null: none) while the job keeps it off; undefined: untouched. */
  private ownAutocomplete: string | null | undefined;
  private readonly root: Document | ShadowRoot;
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
    const stale = selectedOf(select).map((option) => option.value);
    this.finish();
    const { formData } = event as FormDataEvent;
    if (!select.name || select.matches(':disabled')) return;
    const others = withoutRun(formData.getAll(select.name), stale);
    formData.delete(select.name);
    for (const entry of others) formData.append(select.name, entry);
    for (const option of selectedOf(select)) formData.append(select.name, option.value);
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
  ) {
    this.wanted = new ValueIndex(values.length, (i) => values[i] as string);
    this.chosen = new Array(values.length);
    this.length = select.options.length;
    // `new FormData(form)` and form submission fire `formdata` before reading the controls.
    // `formdata` and `submit` do not leave a shadow root: listen where the select lives.
    this.root = select.getRootNode() as Document | ShadowRoot;
    this.root.addEventListener('formdata', this.onFormData, { capture: true });
    this.root.addEventListener('submit', this.onSubmit, { capture: true });
    this.write(() => this.pauseStateSaving());
    this.schedule();
  }

  /** Whether this job writes exactly `values`, in that order. */
  writes(values: readonly string[]): boolean {
    const mine = this.values;
    if (mine.length !== values.length) return false;
    for (let i = 0; i < mine.length; i++) if (mine[i] !== values[i]) return false;
    return true;
  }

  /** Outside code added or removed options: the passes start over on the current list. */
  restart(): void {
    if (this.pass === 'index') return;
    this.length = this.select.options.length;
    this.pass = 'select';
    this.index = 0;
    this.chosen = new Array(this.values.length);
    this.kept.length = 0;
  }

  /** Writes everything left now. */
  finish(): void {
    this.run(Number.POSITIVE_INFINITY);
  }

  /** Stops without writing more (a newer value replaces it, or nothing is left to do). */
  cancel(): void {
    clearTimeout(this.timer);
    this.resumeStateSaving(false);
    this.root.removeEventListener('formdata', this.onFormData, { capture: true });
    this.root.removeEventListener('submit', this.onSubmit, { capture: true });
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
    if (this.pass === 'order' && this.index > 0) {
      this.resumeStateSaving(true);
      this.cancel();
      this.done();
    } else this.schedule();
  }

  private slice(budget: number): void {
    const { options } = this.select;
    // Options added or removed meanwhile: the passes start over on the current list. (Not read while
    // the job adds options: each of its appends makes the count a walk over the whole list.)
    if (this.pass !== 'index' && this.pass !== 'add' && options.length !== this.length) this.restart();
    const started = performance.now();
    while (this.pass !== 'order' && performance.now() - started < budget) {
      if (this.pass === 'index') {
        const end = Math.min(this.values.length, this.index + VALUES_PER_CLOCK_READ);
        for (let i = this.index; i < end; i++) this.wanted.add(i);
        warnUnsubmittable(this.values, this.index, end);
        this.index = end;
        if (end === this.values.length) this.nextPass();
        continue;
      }
      if (this.pass === 'add') {
        this.addOptions();
        continue;
      }
      const end = Math.min(this.length, this.index + OPTIONS_PER_CLOCK_READ);
      for (let i = this.index; i < end; i++) this.visit(options[i] as HTMLOptionElement);
      this.index = end;
      if (end === this.length) this.nextPass();
    }
    if (this.pass === 'order' && this.index === 0) {
      const { chosen, wanted } = this;
      // A value given twice has its option at its first position.
      this.order(
        this.values.map(
          (value, i) => (chosen[i] ?? chosen[wanted.get(value) as number]) as HTMLOptionElement,
        ),
        this.kept,
      );
      this.index = 1;
    }
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
   * Adds the options of the next values that no option has, selected, in
   * one append: 100,000 values of the widget's data added one by one were
   * a task of over a second.
   */
  private addOptions(): void {
    const { values, chosen, wanted } = this;
    const end = Math.min(values.length, this.index + ADDED_PER_CLOCK_READ);
    const fresh: HTMLOptionElement[] = [];
    for (let i = this.index; i < end; i++) {
      if (chosen[i] || wanted.get(values[i] as string) !== i) continue;
      const option = this.create(values[i] as string);
      chosen[i] = option;
      fresh.push(option);
    }
    if (fresh.length > 0) this.select.append(...fresh);
    this.length += fresh.length;
    this.index = end;
    if (end === values.length) this.nextPass();
  }

  private nextPass(): void {
    this.index = 0;
    if (this.pass === 'index') {
      this.length = this.select.options.length;
      this.pass = 'select';
    } else if (this.pass === 'select') this.pass = 'add';
    else if (this.pass === 'add') this.pass = 'unselect';
    else this.pass = 'order';
  }
}

/** `entries` without the run of `run` in it (the select's own entries among others of its name). */
function withoutRun(entries: FormDataEntryValue[], run: readonly string[]): FormDataEntryValue[] {
  if (run.length === 0) return entries;
  for (let start = 0; start + run.length <= entries.length; start++) {
    if (run.every((value, i) => entries[start + i] === value)) {
      return [...entries.slice(0, start), ...entries.slice(start + run.length)];
    }
  }
  return entries;
}
