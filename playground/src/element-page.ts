/** The <widget-select> page: plain markup upgraded by the element entry, plus one inside a shadow root. */
import 'widget-select/style.css';
import './playground.css';
import type { WidgetSelectElement } from 'widget-select/element';
import styles from 'widget-select/style.css?inline';
import 'widget-select/element';
import { countries } from './data/countries';
import { describePayload } from './lib/event-log';
import { serialize } from './wrappers/shared';

const form = document.querySelector<HTMLFormElement>('#element-form-form')!;
const output = form.querySelector('output')!;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  output.textContent = serialize(form);
});
form.addEventListener('reset', () => {
  output.textContent = '(not submitted yet)';
});

const log = document.querySelector<HTMLElement>('#element-log')!;
// A scrolling region must be reachable from the keyboard.
log.tabIndex = 0;
const write = (line: string) => {
  log.textContent = `${line}\n${log.textContent ?? ''}`.split('\n').slice(0, 200).join('\n');
};
for (const type of ['input', 'change', 'ws-change', 'ws-select', 'ws-unselect', 'ws-create', 'ws-invalid']) {
  form.addEventListener(type, (event) => {
    const target = event.target as HTMLElement;
    if (target.localName !== 'widget-select') return;
    const detail = describePayload((event as CustomEvent).detail);
    write(`#${target.id} ${type}${detail ? ` ${detail}` : ''}`);
  });
}

const fieldset = document.querySelector<HTMLFieldSetElement>('#element-fieldset')!;
document.querySelector<HTMLInputElement>('#element-disable-fieldset')!.addEventListener('change', (event) => {
  fieldset.disabled = (event.target as HTMLInputElement).checked;
});
const fruit = document.querySelector<WidgetSelectElement>('#element-fruit')!;
document.querySelector<HTMLInputElement>('#element-multiple')!.addEventListener('change', (event) => {
  fruit.multiple = (event.target as HTMLInputElement).checked;
});
document.querySelector<HTMLSelectElement>('#element-theme')!.addEventListener('change', (event) => {
  for (const select of document.querySelectorAll('widget-select')) {
    select.theme = (event.target as HTMLSelectElement).value;
  }
});

const sheet = new CSSStyleSheet();
sheet.replaceSync(styles);

/** A component with its own shadow root; the label attribute names the combobox inside it. */
class CountryCard extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [sheet];
    const select = document.createElement('widget-select');
    select.label = 'Country';
    select.placeholder = 'Pick a country';
    select.data = countries;
    const readout = document.createElement('p');
    readout.textContent = 'value: null';
    select.addEventListener('ws-change', (event) => {
      readout.textContent = `value: ${JSON.stringify((event as CustomEvent).detail)}`;
    });
    shadow.append(select, readout);
  }
}
customElements.define('country-card', CountryCard);

// Tests wait for this flag instead of guessing when the page has upgraded.
document.documentElement.dataset.ready = 'true';
