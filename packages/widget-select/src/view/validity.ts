/**
 * The Constraint Validation bridge. Validity and the custom message are
 * state (`state.validity`, `state.customValidity`); the descriptions render
 * them (`--invalid`, `aria-invalid`, descriptions.ts), and this module hands
 * the native select its custom message and
 * turns validate / reportValidity and setCustomValidity into actions sent
 * through the port; the reducer decides what each changes. A valid
 * selection clearing `invalid` settles inside the selection's own dispatch
 * (core/machine/settle.ts). A native select's blocked submit is followed by the
 * bridge (native/follow.ts); form reset is form-reset.ts.
 *
 * The native <select> stays the source of truth for form submission: it
 * keeps `required` and receives the custom message, so the browser blocks
 * submission exactly as it would for a plain select.
 */

import type { WidgetPort } from '../core/machine/port';
import type { NativeBridge } from '../native/bridge';
import { invalidMessage } from './invalid-message';

export class ValidityView<M> {
  constructor(
    private readonly port: WidgetPort<M>,
    private readonly native: NativeBridge<M> | null,
  ) {}

  /** Sets (non-empty) or clears (empty) the custom message, on the native select too. */
  setCustomValidity(message: string): void {
    const customValidity = message == null ? '' : String(message);
    // The native select gets the message even when the state already holds it.
    this.native?.setCustomValidity(customValidity);
    this.port.send({ type: 'setCustomValidity', message: customValidity });
  }

  /**
   * validate() (`report` false) and reportValidity() (`report` true): one
   * action each, whose validity the reducer decides; an invalid native
   * select then lets the browser show its report as well.
   */
  validate(report: boolean): boolean {
    const { port, native } = this;
    const valid = port.derived.validity().valid;
    const message = invalidMessage(port.state, native?.select ?? null);
    if (!report) port.send({ type: 'validate', message });
    else {
      port.send({ type: 'reportValidity', message, native: native !== null });
      if (!valid) native?.reportValidity();
    }
    return valid;
  }
}
