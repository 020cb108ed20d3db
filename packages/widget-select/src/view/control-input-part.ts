/**
 * The seam between the closed control and its input (control-input.ts, a
 * chunk of its own): what the chunk gives, and what the control held for
 * it meanwhile. Neither side imports the other's modules.
 */
import type { Listen } from './dom';

/** What was pressed on a control before its input was bound: the event, and whether the widget's own code moved focus (read as it came). */
export interface Pressed {
  readonly event: Event;
  readonly fromCode: boolean;
}

/** What the control's input chunk gives. */
export interface ControlInput {
  /**
   * Binds the input of a widget's control (`view`, a View); returns where
   * what was pressed before is played, in order.
   */
  bind(view: object, on: Listen): (pressed: Pressed) => void;
}
