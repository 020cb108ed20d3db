/**
 * `form.reset()` of the form the widget is in: the value the widget was
 * built with comes back (cause `native:reset`, validity unknown again).
 *
 * The `reset` event fires before the browser resets the controls, and may
 * be cancelled by a later listener, so the reset is only noted then. It
 * applies as soon as the widget is read or written again (a script's
 * `form.reset()` followed by `getValue()` sees the reset value at once; one
 * followed by `setValue()` keeps the value set last, as a native select
 * does), else a task later; the native select, which the browser reset to
 * its own defaults meanwhile, is then written again (`afterReset`).
 *
 * The form is never read through its properties: a control named
 * `contains` or `reset` shadows them. A `<widget-select>` resets its own
 * widget (its `formResetCallback`), so a mount it owns is left alone.
 */
import type { WidgetPort } from '../core/machine/port';
import { mountOwners } from './mount';
import { listenWeakly } from './weak-listeners';

/** Each mount's reset, for the framework wrappers (see {@link keepValueForReset}). */
const resets = new WeakMap<HTMLElement, FormReset<unknown>>();

/**
 * Makes the current value of the widget on `mount` the one `form.reset()` brings back: a framework
 * wrapper builds the widget, then gives it its starting value (React's `defaultValue`, Vue's model),
 * and that is the value it was built with.
 */
export function keepValueForReset(mount: HTMLElement): void {
  resets.get(mount)?.keepCurrentValue();
}

export class FormReset<M> {
  /** The value the widget was built with: what `form.reset()` brings back. */
  private initial: readonly string[];
  /** A reset event not applied yet. */
  private pending: Event | null = null;

  constructor(
    private readonly port: WidgetPort<M>,
    private readonly mount: HTMLElement,
    private readonly signal: AbortSignal,
    private readonly afterReset: () => void,
  ) {
    this.initial = port.state.value;
    if (mountOwners.has(mount)) return;
    resets.set(mount, this as FormReset<unknown>);
    // Capturing on the document finds the owning form even if the widget
    // moves into another form later; `reset` does not leave a shadow root,
    // so a mount inside one listens there too.
    const root = mount.getRootNode();
    const onReset = (event: Event) => this.onReset(event);
    listenWeakly(document, 'reset', onReset, { capture: true, signal });
    if (root instanceof ShadowRoot) listenWeakly(root, 'reset', onReset, { capture: true, signal });
  }

  /** The value now is the one the widget was built with. */
  keepCurrentValue(): void {
    this.initial = this.port.state.value;
  }

  private onReset(event: Event): void {
    const { target } = event;
    if (!(target instanceof HTMLFormElement) || !this.resets(target)) return;
    this.pending = event;
    setTimeout(() => this.settle(), 0);
  }

  /** Whether resetting `form` resets this widget (a `<select>` may belong to a form it is not inside). */
  private resets(form: HTMLFormElement): boolean {
    const { mount } = this;
    if (mount instanceof HTMLSelectElement) return mount.form === form;
    return Node.prototype.contains.call(form, mount);
  }

  /**
   * Applies a reset noted earlier, unless it was cancelled (or is still
   * being dispatched). Once its dispatch is over the browser has reset the
   * controls: the native select is written again, also when the widget's
   * value did not change.
   */
  settle(): void {
    const event = this.pending;
    if (!event || event.eventPhase !== Event.NONE) return;
    this.pending = null;
    if (event.defaultPrevented || this.signal.aborted) return;
    this.port.send({ type: 'formReset', value: this.initial });
    this.afterReset();
  }
}
