/**
 * Follows the native <select> when other code changes it: a dispatched
 * `input` / `change` (after `select.value = …` or `option.selected = …`),
 * `<option>`s added, removed or edited, `disabled` set on the select, an
 * ancestor `<fieldset disabled>`, the browser's `invalid` event of a
 * blocked submit, and the browser's restore of form state (`pageshow`). Each becomes an action; the reducer decides what it
 * changes. The bridge's guard (`bridge.writing`) tells the widget's own
 * writes and events apart, so nothing echoes: an outside change emits the
 * widget's `change` (cause `native:change`) and never fires
 * `input`/`change` back at the select.
 *
 * What changes the select with no event (an assignment to its selection, a
 * `disabled` set later, the restore at `pageshow`) is noticed by watchers
 * that are a chunk of their own (watchers.ts), asked for at connect. Everything else is here from the
 * start: the disabled state at mount, the `invalid` event (its
 * `preventDefault()` is decided as it fires), the options' observer (its
 * records are taken in by catchUp()). Until the watchers arrive, catchUp()
 * reads the select's selection each time, and at each frame, and their
 * arrival takes in an assignment made meanwhile.
 */
import { definePart } from '../load/loader';
import type { WidgetPort } from '../core/machine/port';
import { closestOf, contains, parentOf } from '../view/dom-members';
import { invalidMessage } from '../view/invalid-message';
import { isolated, onAbort } from '../view/weak-listeners';
import { checks, countChecks, isFirstInvalid } from './first-invalid';
import { readNative, selectedOf, watchOptions } from './read';
import type { NativeWriter } from './sync';
import type { WatchedFollower } from './watchers';

/**
 * The watchers of what changes a select with no event: a chunk of its own,
 * asked for when a widget mounts on a select. Until it is there a follower
 * reads the select at each frame instead.
 */
export const watchersPart = definePart('watchers of a native select', () => import('./watchers'));

/**
 * Whether a disabled ancestor `<fieldset>` disables `select` (its first
 * `<legend>` is exempt). The ancestors' members are read from their
 * prototypes: a parent may be a form whose fields shadow them.
 */
export function disabledByFieldset(select: HTMLSelectElement): boolean {
  const above = (node: Element) => {
    const parent = parentOf(node);
    return parent && (closestOf(parent, 'fieldset') as HTMLFieldSetElement | null);
  };
  for (let fieldset = above(select); fieldset; fieldset = above(fieldset)) {
    if (!fieldset.disabled) continue;
    const legend = Array.from(fieldset.children).find((child) => child instanceof HTMLLegendElement);
    if (!legend || !contains(legend, select)) return true;
  }
  return false;
}

/** What the follower needs from the bridge: the select, the guard, its writer and the reconciling. */
export interface FollowedSelect {
  readonly select: HTMLSelectElement;
  /** True while the widget writes the select or dispatches its own events on it. */
  readonly writing: boolean;
  /** The writer (sync.ts): a pending large selection, written in slices, and the children to restore. */
  readonly writer: Pick<NativeWriter, 'flush' | 'slicing' | 'rebase'>;
  /** Makes the select show the widget's value again; `selected`: its selected options, when just read. */
  reconcile(selected?: readonly HTMLOptionElement[]): void;
}

/** What the follower needs from the view the bridge is connected to. */
export interface FollowerHost<M> {
  readonly port: WidgetPort<M>;
  readonly signal: AbortSignal;
  /** Moves focus to the combobox unless it is already within the widget. */
  focusReported(): void;
}

/** The followers still waiting for their watchers, read by one frame callback (a cache). */
const framed = { followers: new Set<{ readAtFrame(): boolean }>(), asked: false };

/** Before the watchers, each follower's select is read at each frame: one callback for them all (one each was part of every mount's cost). */
function readEachFrame(follower?: { readAtFrame(): boolean }): void {
  if (follower) framed.followers.add(follower);
  if (framed.asked) return;
  framed.asked = true;
  requestAnimationFrame(() => {
    framed.asked = false;
    for (const each of Array.from(framed.followers)) {
      framed.followers.delete(each);
      isolated(() => each.readAtFrame() && framed.followers.add(each));
    }
    if (framed.followers.size > 0) readEachFrame();
  });
}

export class NativeFollower<M> implements WatchedFollower {
  /**
   * Whether the options are the select's own (read from it): then added and
   * removed `<option>`s change the list. With `data` or `ajax` the widget
   * owns the list and puts its selection back on the select instead.
   */
  ownsData: boolean;
  private readonly children: MutationObserver;
  private formDisabled = false;
  /** Outside changes taken out of the observer's queue just before a write of ours. */
  private pending: MutationRecord[] = [];
  /** An assignment from code to the selection, not taken in yet (set by the watchers). */
  assigned = false;
  /** The watchers are there (they set it): until then an assignment is seen only by reading the select. */
  watching = false;
  private readonly port: WidgetPort<M>;
  readonly signal: AbortSignal;

  constructor(
    readonly bridge: FollowedSelect,
    private readonly host: FollowerHost<M>,
    ownsData: boolean,
  ) {
    const { select } = bridge;
    const { port, signal } = host;
    this.port = port;
    this.signal = signal;
    this.ownsData = ownsData;
    this.children = watchOptions(select, (records) => this.onMutations(records));
    const onEvent = () => this.onEvent();
    for (const type of ['input', 'change']) select.addEventListener(type, onEvent, { signal });
    select.addEventListener('invalid', (event) => this.onInvalid(event), { signal });
    onAbort(signal, countChecks());
    onAbort(signal, () => this.children.disconnect());
    this.followDisabled();
    const later = watchersPart.get() === undefined;
    onAbort(
      signal,
      watchersPart.when((watchers) => watchers.watch(this, later)),
    );
    // Until they come, an assignment from code still shows by the next frame.
    if (later) readEachFrame(this);
  }

  /** Reads the select at a frame before the watchers came (not while slicing: a read finishes it); false once not needed. */
  readAtFrame(): boolean {
    if (this.watching || this.signal.aborted) return false;
    if (!this.bridge.writer.slicing) this.onEvent();
    return true;
  }

  /** Before a write of the widget's own: outside changes still queued are kept for after it. */
  setAside(): void {
    const outside = this.children.takeRecords();
    if (outside.length === 0) return;
    if (this.pending.length === 0) queueMicrotask(() => this.onMutations(this.pending.splice(0)));
    this.pending.push(...outside);
  }

  /** After a write of the widget's own: its mutation records are not changes to follow. */
  discardOwn(): void {
    this.children.takeRecords();
  }

  /** Takes in outside changes made in this task, before a method reads or writes the value. */
  catchUp(): void {
    this.takeOptions();
    // Before the watchers, an assignment may have come unnoticed: the select is read.
    if (this.assigned || !this.watching) this.onEvent();
  }

  /** The options' changes still queued. */
  private takeOptions(): void {
    if (this.pending.length > 0) this.onMutations(this.pending.splice(0));
    this.onMutations(this.children.takeRecords());
  }

  /**
   * `select.value = …` or `option.selected = …`, then a dispatched `input` /
   * `change`; or the selection the browser restored, at `pageshow`.
   */
  onEvent(): void {
    const { bridge } = this;
    if (bridge.writing || this.signal.aborted) return;
    this.assigned = false;
    // Options added in the same task as the event: known before the value is read.
    this.takeOptions();
    // A large selection still being written: the select shows all of it before it is read.
    bridge.writer.flush();
    const selected = selectedOf(bridge.select);
    const { state } = this.port;
    this.port.send({ type: 'nativePicked', chosen: selected.map((option) => option.value) });
    // No commit, so nothing was written: the select still has the selection just read.
    bridge.reconcile(this.port.state === state ? selected : undefined);
  }

  /** A blocked submit or a report (not a `reportValidity()` of the widget's), or a check. */
  private onInvalid(event: Event): void {
    if (this.signal.aborted || checks.depth > 0) return; // A check: silent, as on a native select.
    // The field reported (its own report, the form's first invalid) takes the focus, not its hidden select (for readers).
    const { select, writing } = this.bridge;
    const here = writing || isFirstInvalid(select, select.form);
    if (here) event.preventDefault();
    if (writing) return;
    this.port.send({ type: 'nativeInvalid', message: invalidMessage(this.port.state, select), quiet: !here });
    if (here) this.host.focusReported();
  }

  private onMutations(records: MutationRecord[]): void {
    const { port, bridge, signal } = this;
    const { select } = bridge;
    // The select's own `disabled` is the business of followDisabled.
    const outside = records.filter((r) => !(r.type === 'attributes' && r.target === select));
    if (signal.aborted || outside.length === 0) return;
    bridge.writer.rebase();
    if (!this.ownsData) {
      bridge.reconcile();
      return;
    }
    const { multiple } = port.derived.options;
    const present = new Set(Array.from(select.options, (option) => option.value));
    let value = port.state.value.filter((v) => present.has(v));
    // Options that arrived selected (`new Option(l, v, true, true)`) or got the attribute.
    const picked = selectedOf(select).filter(
      (option) =>
        (option.value !== '' || multiple) &&
        option.defaultSelected &&
        !value.includes(option.value) &&
        outside.some((r) => r.target === option || Array.from(r.addedNodes).some((n) => contains(n, option))),
    );
    if (picked.length > 0) {
      const values = [...new Set(picked.map((option) => option.value))];
      value = multiple ? [...value, ...values] : values.slice(-1);
    }
    port.send({ type: 'nativeOptions', data: readNative(select).data, value });
    bridge.reconcile();
  }

  /** A disabled fieldset disables the widget; outside code setting `select.disabled` too. */
  followDisabled(): void {
    const { port, signal } = this;
    if (signal.aborted) return;
    const { select } = this.bridge;
    const byForm = disabledByFieldset(select);
    if (byForm !== this.formDisabled) {
      this.formDisabled = byForm;
      port.send({ type: 'fieldsetDisabled', disabled: byForm });
    }
    const { disabled } = select;
    if (disabled !== port.derived.explicitlyDisabled) port.send({ type: 'nativeDisabled', disabled });
  }
}
