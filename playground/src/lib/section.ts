/**
 * The scaffold every playground section shares: a card with a title and a
 * blurb, a stage for the widgets, a controls panel and an event log. Mode
 * modules only describe what is special about their mode.
 */
import SelectWidget, { type SelectOptions } from 'widget-select';
import { type OptionName, optionInput } from 'widget-select/adapter';
import { renderCodeView } from './code-view';
import { Controls } from './controls';
import { EventLog } from './event-log';

export interface Section {
  id: string;
  title: string;
  /** One or two sentences on what the mode shows. */
  blurb: string;
  mount(ctx: SectionContext): void;
}

/** A widget that can be rebuilt with new options while keeping its place, log and value. */
export class LiveWidget<M = Record<string, unknown>> {
  widget: SelectWidget<M>;
  private readonly listeners: ((widget: SelectWidget<M>) => void)[] = [];
  private readonly optionListeners: (() => void)[] = [];

  constructor(
    readonly host: HTMLElement,
    public options: SelectOptions<M>,
    private readonly log: EventLog,
    private readonly prefix = '',
  ) {
    this.widget = this.build();
  }

  private build(): SelectWidget<M> {
    const widget = new SelectWidget<M>(this.host, this.options);
    this.log.attach(widget, this.prefix);
    for (const listener of this.listeners) listener(widget);
    return widget;
  }

  /** Runs now and after every remount (for extra subscriptions). */
  onMount(listener: (widget: SelectWidget<M>) => void): void {
    this.listeners.push(listener);
    listener(this.widget);
  }

  /** Runs after every change of `options` (the "show code" view follows them). */
  onOptions(listener: () => void): void {
    this.optionListeners.push(listener);
  }

  /** Applies options live, or remounts (keeping the value) when one of them needs it. */
  set(patch: Partial<SelectOptions<M>>): void {
    this.options = { ...this.options, ...patch };
    if (Object.keys(patch).some((key) => optionInput(key as OptionName).remount)) this.remount();
    else this.widget.updateOptions(patch);
    for (const listener of this.optionListeners) listener();
  }

  /** Records options applied some other way (a method call), without applying them again. */
  record(patch: Partial<SelectOptions<M>>): void {
    this.options = { ...this.options, ...patch };
    for (const listener of this.optionListeners) listener();
  }

  remount(): void {
    const value = this.widget.getValue();
    this.widget.destroy();
    this.widget = this.build();
    if (value !== null) this.widget.setValue(value, { emitChange: false });
    this.log.write('remounted');
  }
}

export class SectionContext {
  readonly stage: HTMLElement;
  readonly controls: Controls;
  readonly log: EventLog;
  /** Every widget of the section, for the "show code" view. */
  readonly widgets: LiveWidget<never>[] = [];

  constructor(
    readonly root: HTMLElement,
    readonly section: Section,
  ) {
    this.stage = root.querySelector('.stage') as HTMLElement;
    this.controls = new Controls(root.querySelector('.controls') as HTMLElement);
    this.log = new EventLog(section.title);
    root.querySelector('.log-wrap')?.append(this.log.element);
  }

  /** A labelled field in the stage with a host element for one widget. */
  field(label: string, name = label, into: HTMLElement = this.stage): HTMLElement {
    const field = document.createElement('div');
    field.className = 'field';
    const id = `${this.section.id}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const caption = document.createElement('span');
    caption.className = 'field__label';
    caption.id = `${id}-label`;
    caption.textContent = label;
    const host = document.createElement('div');
    host.className = 'field__host';
    host.id = id;
    // A named group: aria-labelledby is not allowed on a role-less div, and the widget takes its name from it.
    host.setAttribute('role', 'group');
    host.setAttribute('aria-labelledby', caption.id);
    field.append(caption, host);
    into.append(field);
    return host;
  }

  /** Mounts a widget into a new field and wires it to the log. */
  widget<M = Record<string, unknown>>(label: string, options: SelectOptions<M>, prefix = ''): LiveWidget<M> {
    return this.mount(this.field(label), options, prefix);
  }

  /** Mounts a widget on a given element and wires it to the log. */
  mount<M = Record<string, unknown>>(
    host: HTMLElement,
    options: SelectOptions<M>,
    prefix = '',
  ): LiveWidget<M> {
    return this.track(new LiveWidget<M>(host, options, this.log, prefix));
  }

  private track<M>(live: LiveWidget<M>): LiveWidget<M> {
    this.widgets.push(live as unknown as LiveWidget<never>);
    return live;
  }

  /** Mounts a widget on a native <select> named by a real <label for>, as a form would. */
  nativeWidget<M = Record<string, unknown>>(
    label: string,
    select: HTMLSelectElement,
    options: SelectOptions<M>,
    prefix = '',
    into: HTMLElement = this.stage,
  ): LiveWidget<M> {
    const field = document.createElement('div');
    field.className = 'field';
    select.id ||= `${this.section.id}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const caption = document.createElement('label');
    caption.className = 'field__label';
    caption.htmlFor = select.id;
    caption.textContent = label;
    field.append(caption, select);
    into.append(field);
    return this.track(new LiveWidget<M>(select, options, this.log, prefix));
  }

  /** A line under the widgets that shows a live value (for example getValue()). */
  readout(label: string): (text: string) => void {
    const line = document.createElement('p');
    line.className = 'readout';
    const name = document.createElement('span');
    name.className = 'readout__name';
    name.textContent = `${label}: `;
    const value = document.createElement('output');
    value.className = 'readout__value';
    value.dataset.readout = label;
    line.append(name, value);
    this.stage.append(line);
    return (text) => {
      value.textContent = text;
    };
  }

  /** Shows getValue() after every change of a live widget. */
  showValue<M>(live: LiveWidget<M>, label = 'getValue()'): void {
    const show = this.readout(label);
    const render = () => show(JSON.stringify(live.widget.getValue()));
    live.onMount((widget) => {
      widget.on('change', render);
      render();
    });
  }

  /**
   * One control per option, built from the options table: a checkbox for a
   * boolean, a number field for a count (empty = unset), a choice for an
   * enumeration, a text field for a string. Applied live, or by remount
   * when the option needs it.
   */
  optionControls<M>(live: LiveWidget<M>, keys: (keyof SelectOptions<M> & OptionName)[]): void {
    for (const key of keys) {
      const input = optionInput(key);
      const current = live.options[key] as unknown;
      const set = (value: unknown) => live.set({ [key]: value } as Partial<SelectOptions<M>>);
      if (input.kind === 'boolean') {
        const checked = current === undefined ? input.default : Boolean(current);
        this.controls.toggle(key, checked, (on) =>
          key === 'disabled' ? this.setDisabled(live, on) : set(on),
        );
      } else if (input.kind === 'count') {
        const value = (current as number | undefined) ?? input.default;
        const placeholder = input.default === undefined ? 'unset' : undefined;
        this.controls.number(key, { value, min: 0, placeholder }, set);
      } else if (input.kind === 'choice') {
        const value = (current as string | undefined) ?? input.default;
        this.controls.choice(
          key,
          input.choices.map((choice) => [choice, choice] as const),
          value,
          set,
        );
      } else if (input.kind === 'text') {
        this.controls.text(key, (current as string | undefined) ?? input.default ?? '', set);
      }
    }
  }

  /** Through the methods, as a page would; the options only record it for the code view. */
  private setDisabled<M>(live: LiveWidget<M>, disabled: boolean): void {
    live.record({ disabled } as Partial<SelectOptions<M>>);
    if (disabled) live.widget.disable();
    else live.widget.enable();
  }
}

/** Builds the card of a section and mounts its mode. */
export function renderSection(section: Section, into: HTMLElement): SectionContext {
  const root = document.createElement('section');
  root.className = 'card';
  root.id = section.id;
  root.setAttribute('aria-labelledby', `${section.id}-title`);
  root.innerHTML = `
    <header class="card__header">
      <h2 class="card__title"></h2>
      <p class="card__blurb"></p>
    </header>
    <div class="card__body">
      <div class="stage"></div>
      <div class="controls"><h3>Options</h3></div>
      <div class="log-wrap"><h3>Events</h3></div>
    </div>`;
  const title = root.querySelector('.card__title') as HTMLElement;
  title.id = `${section.id}-title`;
  title.textContent = section.title;
  (root.querySelector('.card__blurb') as HTMLElement).textContent = section.blurb;
  into.append(root);
  const ctx = new SectionContext(root, section);
  try {
    section.mount(ctx);
    renderCodeView(ctx.stage, ctx.widgets);
  } catch (error) {
    // A mode whose feature is still being built must not take the other sections down.
    const note = document.createElement('p');
    note.className = 'notice notice--error';
    note.textContent = `This section failed to mount: ${(error as Error).message}`;
    ctx.stage.append(note);
    ctx.log.write('mount error', (error as Error).message);
    console.error(error);
  }
  return ctx;
}
