/**
 * The Constraint Validation bridge. Validity and the custom message are
 * state (`state.validity`, `state.customValidity`); this view renders them
 * (`--invalid`, `aria-invalid`, the native select's custom message) and
 * turns the DOM's part of validation into actions: the native `invalid`
 * event, validate / reportValidity, setCustomValidity and form reset, all
 * sent through the port. A valid selection clearing `invalid` settles
 * inside the selection's own dispatch (core/settle.ts).
 *
 * The native <select> stays the source of truth for form submission: it
 * keeps `required` and receives the custom message, so the browser blocks
 * submission exactly as it would for a plain select.
 */
import type { WidgetPort } from '../core/port';
import type { State } from '../core/state';
import { cls } from './classes';
import { activeElementOf, attr } from './dom';
import type { NativeSelect } from './native';

export class ValidityView<M> {
  /** The value the widget was built with: what `form.reset()` brings back. */
  private readonly initial: readonly string[];
  private readonly select: HTMLSelectElement | null;

  constructor(
    private readonly port: WidgetPort<M>,
    private readonly control: HTMLElement,
    private readonly native: NativeSelect | null,
    private readonly signal: AbortSignal,
    /** The search field: the combobox while it holds focus, so it carries aria-invalid too. */
    private readonly search: HTMLElement | null = null,
    /** Focuses the control from the widget's own code (after a blocked submit). */
    private readonly focusControl: () => void = () => control.focus({ preventScroll: true }),
  ) {
    this.initial = port.state.value;
    const select = native?.select ?? null;
    this.select = select;
    select?.addEventListener('invalid', (event) => this.onNativeInvalid(event), { signal });
    // Capturing on the document finds the owning form for both mounts, even
    // if the widget is moved into another form later.
    document.addEventListener(
      'reset',
      (event) => {
        if (!(event.target instanceof Node) || !event.target.contains(control)) return;
        // The reset event fires before the browser resets the controls; act after it.
        setTimeout(() => this.reset(), 0);
      },
      { capture: true, signal },
    );
    this.render(port.state.validity);
  }

  /** Follows each commit (the view subscribes it). */
  onCommit(next: State, prev: State): void {
    if (next.validity !== prev.validity) this.render(next.validity);
    if (next.customValidity !== prev.customValidity) this.select?.setCustomValidity(next.customValidity);
  }

  /** True while validate() has the native select report. */
  private reporting = false;

  /**
   * A blocked submit: invalid, `invalid` emitted, and a required widget opens
   * (the Validity table). When this field is the one the browser would
   * report, the widget reports it instead (its visible error, focus on its
   * combobox): the browser would focus the hidden select first, and a
   * screen reader followed that focus out of the widget and back.
   */
  private onNativeInvalid(event: Event): void {
    const reportsHere = this.reporting || this.firstInvalidOfForm();
    if (reportsHere) event.preventDefault();
    this.port.send({ type: 'nativeInvalid', message: this.message() });
    if (!reportsHere) return;
    const search = this.search;
    const active = activeElementOf(this.control);
    if (search?.isConnected && active === search) return;
    if (!this.control.contains(active)) this.focusControl();
  }

  /** Whether the native select is the form's first invalid field (the one a submit reports). */
  private firstInvalidOfForm(): boolean {
    const select = this.select;
    if (!select?.form) return true;
    for (const field of Array.from(select.form.elements)) {
      const candidate = field as HTMLSelectElement;
      if (candidate.willValidate && !candidate.validity.valid) return candidate === select;
    }
    return false;
  }

  /**
   * The `invalid` payload: our custom message, else one set on the native
   * select by other code (a form library), else the localized required text.
   */
  private message(): string {
    const { customValidity, messages } = this.port.state;
    if (customValidity !== '') return customValidity;
    if (this.select?.validity.customError) return this.select.validationMessage;
    return messages.required;
  }

  private render(validity: State['validity']): void {
    const invalid = validity === 'invalid';
    this.control.classList.toggle(cls.controlInvalid, invalid);
    attr(this.control, 'aria-invalid', invalid ? 'true' : null);
    if (this.search) attr(this.search, 'aria-invalid', invalid ? 'true' : null);
  }

  /** Sets (non-empty) or clears (empty) the custom message, on the native select too. */
  setCustomValidity(message: string): void {
    const customValidity = message == null ? '' : String(message);
    // The native select gets the message even when the state already holds it.
    this.select?.setCustomValidity(customValidity);
    this.port.send({ type: 'setCustomValidity', message: customValidity });
  }

  /**
   * validate() (`report` false) and reportValidity() (`report` true): apply
   * the state, emit `invalid` when invalid, and let the browser report.
   */
  validate(report: boolean): boolean {
    const { send, derived } = this.port;
    if (derived.validity().valid) {
      send({ type: 'validated', valid: true });
      return true;
    }
    // Native reporting fires the select's `invalid` event, which reports
    // it; report here (validity and message in one action) only when that
    // did not happen.
    if (report && this.select !== null) {
      send({ type: 'validated', valid: false });
      this.reporting = true;
      try {
        if (!this.select.reportValidity()) return false;
      } finally {
        this.reporting = false;
      }
    }
    send({ type: 'reportInvalid', message: this.message() });
    return false;
  }

  /** form.reset(): the initial value back, validity unknown, native options in step. */
  private reset(): void {
    if (this.signal.aborted) return;
    const { port } = this;
    port.send({ type: 'formReset', value: this.initial });
    this.native?.sync(port.state.value, (v) => port.derived.optionOf(v)?.label ?? v);
  }
}
