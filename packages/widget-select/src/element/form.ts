/**
 * Form participation through ElementInternals: the submitted entries, the
 * saved state for back/forward restoration, and the Constraint Validation
 * API read from the internals (the element sets the validity itself).
 */
import type { Option, PluginApi } from '../types';
import { checks, countChecks, counted, isFirstInvalid } from '../native/first-invalid';

/**
 * Where `HTMLElement` does not exist (a server rendering the page, a Node
 * build step), the entry still imports: the class extends an empty stand-in
 * and the element is not defined there.
 */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * The form-control half of `<widget-select>`: ElementInternals, and the
 * Constraint Validation API a native `<select>` has, read from them.
 * A reported invalidity shows one message: the widget's, under its
 * control; the browser's bubble is cancelled and the element takes focus
 * itself when it is the field reported.
 */
export abstract class FormControlElement extends ElementBase {
  /** Takes part in forms through ElementInternals. */
  static readonly formAssociated = true;
  protected readonly internals: ElementInternals = this.attachInternals();
  /** Inside the element's own reportValidity(). */
  #reporting = false;
  #uncount: (() => void) | null = null;
  /** Disabled however it was (see writeForm): the browser knows of the attribute and fieldsets only. */
  #disabled = false;

  constructor() {
    super();
    this.addEventListener('invalid', (event) => this.#onInvalid(event));
  }

  /** Shows the widget's validation message; false when there is no widget to show it. */
  protected abstract showInvalid(): boolean;

  /** The form the element belongs to, or null. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The `<label>` elements that label it. */
  get labels(): NodeListOf<HTMLLabelElement> {
    return this.internals.labels as NodeListOf<HTMLLabelElement>;
  }

  get validity(): ValidityState {
    return this.internals.validity;
  }

  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  get willValidate(): boolean {
    return !this.#disabled && this.internals.willValidate;
  }

  /** In a form, its checks are counted (see first-invalid.ts): told from a report. */
  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.#uncount?.();
    this.#uncount = form && countChecks();
  }

  checkValidity(): boolean {
    return counted(this.internals, this.internals.checkValidity);
  }

  reportValidity(): boolean {
    this.#reporting = true;
    try {
      return this.internals.reportValidity();
    } finally {
      this.#reporting = false;
    }
  }

  #onInvalid(event: Event): void {
    if (checks.depth > 0 || !this.showInvalid()) return; // A check: silent, as a select's.
    event.preventDefault();
    // A submit reports its form's first invalid field: focus goes there, as the browser would send it.
    if ((this.#reporting || isFirstInvalid(this, this.form)) && !this.matches(':focus-within')) this.focus();
  }

  /**
   * Submits one entry per value under the `name` attribute, as a `<select>`
   * does, and saves the values with their labels for back/forward
   * restoration (so a tag the user created comes back with its label,
   * which `optionOf` knows). A disabled element submits nothing; its
   * selection is still saved.
   */
  protected writeFormValue(
    values: readonly string[],
    options: Pick<PluginApi, 'optionOf'>,
    disabled = false,
  ): void {
    const name = disabled ? null : this.getAttribute('name');
    const entries = new FormData();
    // The saved state: one `value → label` entry per selected value, in order.
    const state = new FormData();
    for (const value of values) {
      if (name) entries.append(name, value);
      state.append(value, options.optionOf(value)?.label ?? value);
    }
    this.internals.setFormValue(entries, state);
  }

  /**
   * The widget's value as the form value, and the validity: a custom
   * message wins; required and empty is `valueMissing`; all flags false is
   * valid (the message is then ignored). Disabled, however it was (the
   * `disabled` attribute, a fieldset, the options, `disable()`), it submits
   * nothing and is barred from validation, as a disabled `<select>`.
   */
  protected writeForm(
    values: readonly string[],
    widget: Pick<PluginApi, 'optionOf' | 'messages' | 'control'>,
    required: boolean,
    customMessage: string,
    disabled = false,
  ): void {
    this.#disabled = disabled;
    this.writeFormValue(values, widget, disabled);
    this.internals.setValidity(
      disabled ? {} : { customError: customMessage !== '', valueMissing: required && values.length === 0 },
      customMessage || widget.messages.required,
      widget.control,
    );
  }
}

/**
 * The saved options of a restored form state (`value → label` entries, see
 * writeFormValue) the data lacks, such as tags the user created.
 */
export function savedOptionsMissing(state: FormData, known: (value: string) => boolean): Option<never>[] {
  const missing: Option<never>[] = [];
  for (const [value, label] of state) if (!known(value)) missing.push({ value, label: label as string });
  return missing;
}
