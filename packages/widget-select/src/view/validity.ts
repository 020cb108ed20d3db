/**
 * The Constraint Validation bridge: invalid styling on the control,
 * `invalid` events, the native select's custom validity and reporting.
 */
import type { Model } from '../core/model';
import { computeValidity } from '../core/validity';
import { cls } from './classes';
import { attr } from './dom';

export class ValidityView<M> {
  private customMessage = '';

  constructor(
    private readonly model: Model<M>,
    private readonly control: HTMLElement,
    private readonly select: HTMLSelectElement | null,
    signal: AbortSignal,
  ) {
    select?.addEventListener(
      'invalid',
      () => {
        this.mark(true);
        this.model.emitter.emit('invalid', this.current().message ?? select.validationMessage);
        this.model.open('native:invalid');
      },
      { signal },
    );
    model.store.subscribe((next, prev) => {
      if (next.value !== prev.value && this.control.classList.contains(cls.controlInvalid)) {
        if (this.current().valid) this.mark(false);
      }
    });
  }

  private current(): { valid: boolean; message?: string } {
    const { model } = this;
    return computeValidity({
      required: model.options.required,
      empty: model.state.value.length === 0,
      customMessage: this.customMessage,
      requiredMessage: this.select?.validationMessage || model.messages.required,
    });
  }

  private mark(invalid: boolean): void {
    this.control.classList.toggle(cls.controlInvalid, invalid);
    attr(this.control, 'aria-invalid', invalid ? 'true' : null);
  }

  setCustomValidity(message: string): void {
    this.customMessage = String(message ?? '');
    this.select?.setCustomValidity(this.customMessage);
    if (this.customMessage === '' && this.current().valid) this.mark(false);
  }

  /** validate() and reportValidity(): style, emit `invalid`, report natively. */
  validate(report: boolean): boolean {
    const result = this.current();
    this.mark(!result.valid);
    if (!result.valid) {
      // Native reporting fires the select's invalid event, which emits `invalid`.
      if (report && this.select) this.select.reportValidity();
      else this.model.emitter.emit('invalid', result.message ?? '');
    }
    return result.valid;
  }
}
