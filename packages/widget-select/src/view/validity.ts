/**
 * The Constraint Validation bridge. Validity is state (`state.validity`);
 * this view renders it (`--invalid`, `aria-invalid`) and drives its
 * transitions: the native `invalid` event, validate / reportValidity,
 * setCustomValidity, a valid selection clearing it, and form reset.
 *
 * The native <select> stays the source of truth for form submission: it
 * keeps `required` and receives the custom message, so the browser blocks
 * submission exactly as it would for a plain select.
 */
import type { Cause } from '../core/actions';
import type { Model } from '../core/model';
import type { State } from '../core/state';
import { computeValidity, type Validity } from '../core/validity';
import { cls } from './classes';
import { attr } from './dom';
import type { NativeSelect } from './native';

export class ValidityView<M> {
  private customMessage = '';
  /** The value the widget was built with: what `form.reset()` brings back. */
  private readonly initial: readonly string[];
  private readonly select: HTMLSelectElement | null;

  constructor(
    private readonly model: Model<M>,
    private readonly control: HTMLElement,
    private readonly native: NativeSelect | null,
    private readonly signal: AbortSignal,
    /** The search field: the combobox while it holds focus, so it carries aria-invalid too. */
    private readonly search: HTMLElement | null = null,
  ) {
    this.initial = model.state.value;
    const select = native?.select ?? null;
    this.select = select;
    select?.addEventListener(
      'invalid',
      () => {
        this.set('invalid', 'native:invalid');
        model.emitter.emit('invalid', this.message());
        // The Validity table opens a required widget (a custom message alone styles it).
        if (model.options.required) model.open('native:invalid');
      },
      { signal },
    );
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
    model.store.subscribe((next, prev) => this.onState(next, prev));
    this.render(model.state.validity);
  }

  private onState(next: State, prev: State): void {
    if (next.validity !== prev.validity) this.render(next.validity);
    // A valid selection clears the invalid state at once, not at the next submit.
    if (next.value !== prev.value && next.validity === 'invalid' && this.current().valid) {
      this.set('valid', 'api:validate');
    }
  }

  private current(): Validity {
    const { model } = this;
    return computeValidity({
      required: model.options.required,
      empty: model.state.value.length === 0,
      customMessage: this.customMessage,
      requiredMessage: model.messages.required,
    });
  }

  /**
   * The `invalid` payload: our custom message, else one set on the native
   * select by other code (a form library), else the localized required text.
   */
  private message(): string {
    if (this.customMessage !== '') return this.customMessage;
    if (this.select?.validity.customError) return this.select.validationMessage;
    return this.model.messages.required;
  }

  private set(validity: State['validity'], cause: Cause): void {
    this.model.store.dispatch({ validity }, cause);
  }

  private render(validity: State['validity']): void {
    const invalid = validity === 'invalid';
    this.control.classList.toggle(cls.controlInvalid, invalid);
    attr(this.control, 'aria-invalid', invalid ? 'true' : null);
    if (this.search) attr(this.search, 'aria-invalid', invalid ? 'true' : null);
  }

  /** Sets (non-empty) or clears (empty) the custom message, on the native select too. */
  setCustomValidity(message: string): void {
    this.customMessage = message == null ? '' : String(message);
    this.select?.setCustomValidity(this.customMessage);
    if (this.customMessage !== '') this.set('invalid', 'api:validate');
    else if (this.model.state.validity === 'invalid' && this.current().valid)
      this.set('valid', 'api:validate');
  }

  /**
   * validate() (`report` false) and reportValidity() (`report` true): apply
   * the state, emit `invalid` when invalid, and let the browser report.
   */
  validate(report: boolean): boolean {
    const result = this.current();
    this.set(result.valid ? 'valid' : 'invalid', 'api:validate');
    if (result.valid) return true;
    // Native reporting fires the select's `invalid` event, whose listener
    // emits ours; emit here only when that did not happen.
    const reported = report && this.select !== null && !this.select.reportValidity();
    if (!reported) this.model.emitter.emit('invalid', this.message());
    return false;
  }

  /** form.reset(): the initial value back, validity unknown, native options in step. */
  private reset(): void {
    if (this.signal.aborted) return;
    const { model } = this;
    model.setValue(this.initial.slice(), {}, 'native:reset');
    this.set('unknown', 'native:reset');
    this.native?.sync(model.state.value, (v) => model.optionOf(v)?.label ?? v);
  }
}
