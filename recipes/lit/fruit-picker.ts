import { css, html, LitElement } from 'lit';
import type { Option } from 'widget-select';
import type { WidgetSelectElement } from 'widget-select/element';

const fruits: Option[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

/**
 * `<widget-select>` inside a Lit component's shadow root. The element
 * brings its styles into the shadow root itself (in the `widget-select`
 * cascade layer), so the component's own rules below win; properties are
 * bound with `.data` / `.value`, events with `@ws-change`.
 */
export class FruitPicker extends LitElement {
  static override properties = { value: { state: true } };
  static override styles = css`
    :host { display: block; max-width: 20rem; font-family: system-ui, sans-serif; }
    .widget-select { --ws-radius: 12px; }
  `;

  declare value: string | null;

  constructor() {
    super();
    this.value = null;
  }

  override render() {
    return html`
      <label id="fruit-label">Fruit</label>
      <widget-select
        aria-labelledby="fruit-label"
        name="fruit"
        placeholder="Pick a fruit"
        .data=${fruits}
        .value=${this.value}
        @ws-change=${(event: CustomEvent<string | null>) => (this.value = event.detail)}
      ></widget-select>
      <p>Picked: <output>${this.value ?? 'nothing'}</output></p>
      <button @click=${() => (this.value = null)}>Reset</button>
    `;
  }

  /** The element in the shadow root, for code that calls its methods. */
  get select(): WidgetSelectElement | null {
    return this.renderRoot.querySelector('widget-select');
  }
}

customElements.define('fruit-picker', FruitPicker);
