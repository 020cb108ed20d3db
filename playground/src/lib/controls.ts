/**
 * Builders for the live controls of a section. Every control is a real,
 * labelled form element so the playground itself passes axe and can be
 * driven by the e2e tests through accessible names.
 */

let nextId = 0;
const uid = (prefix: string) => `${prefix}-${++nextId}`;

export interface NumberSpec {
  value: number | undefined;
  min?: number;
  max?: number;
  step?: number;
  /** Shown when the field is empty (the option is unset). */
  placeholder?: string;
}

export class Controls {
  constructor(readonly element: HTMLElement) {}

  /** A small heading that groups the controls below it. */
  heading(text: string): void {
    const h = document.createElement('h3');
    h.textContent = text;
    this.element.append(h);
  }

  toggle(label: string, checked: boolean, onChange: (checked: boolean) => void): HTMLInputElement {
    const wrap = document.createElement('label');
    wrap.className = 'control control--toggle';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = checked;
    box.addEventListener('change', () => onChange(box.checked));
    wrap.append(box, document.createTextNode(` ${label}`));
    this.element.append(wrap);
    return box;
  }

  /** A number field; an empty field reports `undefined` (option unset). */
  number(label: string, spec: NumberSpec, onChange: (value: number | undefined) => void): HTMLInputElement {
    const input = this.field(label, inputOf('number'), 'num');
    if (spec.min !== undefined) input.min = String(spec.min);
    if (spec.max !== undefined) input.max = String(spec.max);
    if (spec.step !== undefined) input.step = String(spec.step);
    if (spec.placeholder) input.placeholder = spec.placeholder;
    input.value = spec.value === undefined ? '' : String(spec.value);
    onCommit(input, () => {
      const n = input.value === '' ? undefined : Number(input.value);
      onChange(n === undefined || Number.isNaN(n) ? undefined : n);
    });
    return input;
  }

  /** A text field, applied on change or Enter. */
  text(label: string, value: string, onChange: (value: string) => void): HTMLInputElement {
    const input = this.field(label, inputOf('text'), 'text');
    input.value = value;
    onCommit(input, () => onChange(input.value));
    return input;
  }

  /** `control` with a label naming it, appended to the panel. */
  private field<E extends HTMLElement>(label: string, control: E, idPrefix: string): E {
    control.id = uid(idPrefix);
    const wrap = document.createElement('div');
    wrap.className = 'control control--field';
    const text = document.createElement('label');
    text.htmlFor = control.id;
    text.textContent = label;
    wrap.append(text, control);
    this.element.append(wrap);
    return control;
  }

  /** A native <select> for a choice among a few values (the widget under test is not used for its own controls). */
  choice<T extends string>(
    label: string,
    choices: readonly (readonly [T, string])[],
    value: T,
    onChange: (value: T) => void,
  ): HTMLSelectElement {
    const select = this.field(label, document.createElement('select'), 'choice');
    for (const [v, name] of choices) select.append(new Option(name, v, v === value, v === value));
    select.addEventListener('change', () => onChange(select.value as T));
    return select;
  }

  button(label: string, onClick: () => void): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'control control--button';
    button.textContent = label;
    button.addEventListener('click', onClick);
    this.element.append(button);
    return button;
  }

  /** A row that keeps the following buttons side by side. */
  buttons(...specs: [string, () => void][]): void {
    const row = document.createElement('div');
    row.className = 'control-row';
    for (const [label, onClick] of specs) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'control control--button';
      button.textContent = label;
      button.addEventListener('click', onClick);
      row.append(button);
    }
    this.element.append(row);
  }
}

function inputOf(type: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = type;
  return input;
}

/**
 * Runs `apply` when the user commits a new value of `input`: on change, and
 * on Enter, which fires no change in Firefox (Chromium fires one). Each
 * value is applied once, whichever of the two comes first.
 */
function onCommit(input: HTMLInputElement, apply: () => void): void {
  let applied = input.value;
  const commit = () => {
    if (input.value === applied) return;
    applied = input.value;
    apply();
  };
  input.addEventListener('change', commit);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') commit();
  });
}
