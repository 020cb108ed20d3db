import SelectWidget, { type DataItem, type SelectOptions } from 'widget-select';
import 'widget-select/style.css';
import { countries, fruits } from './data';

interface Mode {
  id: string;
  title: string;
  data: DataItem[];
  options: SelectOptions;
  /** Options a visitor can toggle live. */
  toggles: (keyof SelectOptions)[];
}

const modes: Mode[] = [
  {
    id: 'single',
    title: 'Single select',
    data: countries,
    options: { placeholder: 'Pick a country', clearable: true },
    toggles: ['clearable', 'disabled', 'highlightSearch'],
  },
  {
    id: 'multiple',
    title: 'Multiple select (tags)',
    data: fruits,
    options: { multiple: true, placeholder: 'Pick fruits', clearable: true },
    toggles: ['clearable', 'closeOnSelect', 'disabled'],
  },
];

function section(mode: Mode): void {
  const root = document.createElement('section');
  root.id = mode.id;
  const title = document.createElement('h2');
  title.id = `${mode.id}-title`;
  title.textContent = mode.title;
  const host = document.createElement('div');
  host.className = 'widget';
  host.setAttribute('aria-labelledby', title.id);
  const controls = document.createElement('div');
  controls.className = 'controls';
  const log = document.createElement('pre');
  log.className = 'log';
  log.setAttribute('aria-label', `${mode.title} event log`);
  log.tabIndex = 0;
  root.append(title, host, controls, log);
  document.querySelector('#sections')?.append(root);

  const widget = new SelectWidget(host, { ...mode.options, data: mode.data });
  const names = ['change', 'select', 'unselect', 'open', 'close', 'search', 'clear', 'maximum'] as const;
  for (const name of names) {
    widget.on(name, (payload: unknown) => {
      const line = `${name}${payload === undefined ? '' : ` ${JSON.stringify(payload)}`}\n`;
      log.textContent = line + (log.textContent ?? '');
    });
  }
  for (const key of mode.toggles) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.name = key;
    box.checked = Boolean(mode.options[key]);
    box.addEventListener('change', () => {
      if (key === 'disabled') {
        if (box.checked) widget.disable();
        else widget.enable();
      } else widget.updateOptions({ [key]: box.checked });
    });
    label.append(box, ` ${key}`);
    controls.append(label);
  }
}

for (const mode of modes) section(mode);
