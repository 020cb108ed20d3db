/**
 * `widget-select/adapter`: framework-free helpers for framework wrappers
 * (the React and Vue packages use them): which options to hand to
 * `updateOptions` (which applies only what changed, comparing by content, so
 * inline literals do not refresh the widget on every render), which
 * remount-only options changed, the event handler types, and how a mount
 * element is built.
 * Not part of the script-tag build.
 */

import { EVENT_NAMES } from './core/machine/event-names';
import { same, samePlugins, snapshot } from './option-equality';
import { OPTION_NAMES, type OptionInput, type OptionName, optionInput, REMOUNT_ONLY } from './options';
import type { SelectWidget } from './select-widget';
import { removeServerMarkup, SERVER_MARKUP_ATTRIBUTE, serverMarkup } from './server-markup';
import type { SelectEventName, SelectEvents, SelectOptions, SelectValue } from './types';
import { keepValueForReset } from './view/form-reset';

/**
 * Options the core reads only at construction: changing them needs a remount.
 * `OPTION_NAMES` and `optionInput` describe every option for tools that
 * build controls from the options table (the playground does).
 */
export { OPTION_NAMES, type OptionInput, type OptionName, optionInput, REMOUNT_ONLY };

type AnyOptions = Record<string, unknown>;

export { same, samePlugins, snapshot };

/** Values as a list, so single and multiple shapes compare alike. */
function asList(value: SelectValue | undefined): readonly string[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Whether two values select the same strings in the same order. */
export function sameValue(a: SelectValue | undefined, b: SelectValue | undefined): boolean {
  const left = asList(a);
  const right = asList(b);
  return left.length === right.length && left.every((v, i) => v === right[i]);
}

/** The one field of Node's `process` used here (bundlers replace it); no Node types needed. */
declare const process: { env: { NODE_ENV?: string } };

/**
 * Whether development warnings are on. Bundlers replace
 * `process.env.NODE_ENV`; without one (plain ESM in a browser) `process`
 * does not exist and we count as development.
 */
export function isDev(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

/**
 * The options a wrapper hands to `updateOptions` after each render: all of
 * them (the core applies only what changed) but `data` (sent through
 * `setData`), the remount-only ones (the {@link RemountGuard} warns about
 * those) and `ajax` when the instance was built without it or the other
 * way round (a remount too).
 */
export function liveOptions(options: AnyOptions, builtWithAjax: boolean): AnyOptions {
  const live: AnyOptions = { ...options };
  delete live.data;
  for (const key of REMOUNT_ONLY) delete live[key];
  if ((live.ajax !== undefined) !== builtWithAjax) delete live.ajax;
  return live;
}

/**
 * Every option a wrapper holds, as the binding takes it: all option names
 * (an absent one is `undefined`, so a removed prop goes back to its
 * default), plain copies two levels deep (`unwrap` strips a framework's
 * proxies), so a later in-place change is seen as a change. `data` and
 * `plugins` are kept as they are.
 */
export function optionsFrom(source: AnyOptions, unwrap: (value: unknown) => unknown = (v) => v): AnyOptions {
  const options: AnyOptions = {};
  for (const key of new Set([...OPTION_NAMES, ...Object.keys(source)])) {
    const value = unwrap(source[key]);
    options[key] = key === 'data' || key === 'plugins' ? value : snapshot(value);
  }
  return options;
}

/** `change` → `onChange`: the React prop or Vue listener of a core event. */
export type EventHandlerName<K extends string> = `on${Capitalize<K>}`;

/**
 * One optional handler per core event, named `onX` and typed with the
 * event's payload: the React wrapper's event props and the Vue wrapper's
 * listeners both come from this one type.
 */
export type EventHandlers<Meta = Record<string, unknown>> = {
  [K in SelectEventName as EventHandlerName<K>]?: (payload: SelectEvents<Meta>[K]) => void;
};

/** The `onX` name of event `name`. */
export function handlerName<K extends SelectEventName>(name: K): EventHandlerName<K> {
  return `on${name.charAt(0).toUpperCase()}${name.slice(1)}` as EventHandlerName<K>;
}

/**
 * Remembers the mount-time values of options that need a remount and warns
 * (once per key, in development) when one changes without a new key.
 * `plugins` compare by name (see {@link samePlugins}).
 */
export class RemountGuard {
  private readonly initial: AnyOptions;
  private readonly warned = new Set<string>();

  constructor(
    values: AnyOptions,
    private readonly hint: string,
  ) {
    this.initial = { ...values };
  }

  check(values: AnyOptions): void {
    if (!isDev()) return;
    for (const key of Object.keys(this.initial)) {
      if (this.warned.has(key)) continue;
      const unchanged =
        key === 'plugins'
          ? samePlugins(values[key], this.initial[key])
          : same(values[key], this.initial[key], 1);
      if (unchanged) continue;
      this.warned.add(key);
      console.warn(`${this.hint}: "${key}" changed after mount; it only takes effect on a remount.`);
    }
  }
}

/** The attributes a wrapper puts on the element the core mounts on. */
export interface MountAttributes {
  name?: string | undefined;
  id?: string | undefined;
  ariaLabel?: string | undefined;
  ariaLabelledby?: string | undefined;
  /** Carried to the combobox by the core, and followed live. */
  ariaDescribedby?: string | undefined;
  /** Carried to the combobox by the core, and followed live. */
  ariaErrormessage?: string | undefined;
  multiple?: boolean | undefined;
}

/**
 * Builds the mount element: a hidden-by-the-core `<select>` when a `name` is
 * given (so the value takes part in form submission and validation), a plain
 * `<div>` otherwise. The wrappers create it imperatively inside their own
 * container so the framework never reconciles nodes the core inserts.
 */
export function createMount(attrs: MountAttributes): HTMLElement {
  const native = attrs.name !== undefined;
  const mount = document.createElement(native ? 'select' : 'div');
  if (mount instanceof HTMLSelectElement) {
    mount.name = attrs.name ?? '';
    mount.multiple = attrs.multiple === true;
  }
  if (attrs.id !== undefined) mount.id = attrs.id;
  // The core reads the accessible name from the mount once, at construction.
  if (attrs.ariaLabel !== undefined) mount.setAttribute('aria-label', attrs.ariaLabel);
  if (attrs.ariaLabelledby !== undefined) mount.setAttribute('aria-labelledby', attrs.ariaLabelledby);
  updateMountDescription(mount, attrs);
  return mount;
}

/**
 * After construction: a plain `<div>` mount has no role, so an `aria-label`
 * left on it would only duplicate the control's (and is prohibited on a
 * generic element). `destroy()` puts it back, which is harmless.
 */
export function settleMount(mount: HTMLElement): void {
  if (mount instanceof HTMLSelectElement) return;
  mount.removeAttribute('aria-label');
  mount.removeAttribute('aria-labelledby');
}

/** Sets `aria-describedby` / `aria-errormessage` of the mount; the core copies them to the combobox as they change. */
function updateMountDescription(mount: HTMLElement, attrs: MountAttributes): void {
  const pairs = [
    ['aria-describedby', attrs.ariaDescribedby],
    ['aria-errormessage', attrs.ariaErrormessage],
  ] as const;
  for (const [name, value] of pairs) {
    if (value === undefined || value === '') mount.removeAttribute(name);
    else if (mount.getAttribute(name) !== value) mount.setAttribute(name, value);
  }
}

/** Keeps `id`, `name` and the description ids of the mount element in step (all safe to change live). */
export function updateMountIdentity(mount: HTMLElement, attrs: MountAttributes): void {
  updateMountDescription(mount, attrs);
  if (attrs.id === undefined) mount.removeAttribute('id');
  else if (mount.id !== attrs.id) mount.id = attrs.id;
  if (mount instanceof HTMLSelectElement && attrs.name !== undefined && mount.name !== attrs.name)
    mount.name = attrs.name;
}

/** Which instance event a prop-driven call would echo back, to swallow it. */
export type Echo = 'open' | 'close' | null;

/**
 * Applies the controlled state in a safe order: data first (a value may
 * refer to new options), then options, value, open state and query (closing
 * clears the query, so the query comes last).
 */
export function applyState<M>(
  instance: SelectWidget<M>,
  state: {
    data?: SelectOptions<M>['data'] | undefined;
    dataChanged: boolean;
    options: AnyOptions | null;
    value?: SelectValue | undefined;
    open?: boolean | undefined;
    searchQuery?: string | undefined;
  },
  setEcho: (echo: Echo) => void,
): void {
  if (state.dataChanged) instance.setData(state.data ?? []);
  if (state.options) instance.updateOptions(state.options as Partial<SelectOptions<M>>);
  if (state.value !== undefined && !sameValue(state.value, instance.getValue()))
    instance.setValue(state.value, { emitChange: false });
  if (state.open !== undefined && state.open !== instance.isDropdownOpen()) {
    setEcho(state.open ? 'open' : 'close');
    try {
      if (state.open) instance.open();
      else instance.close();
    } finally {
      setEcho(null);
    }
  }
  if (state.searchQuery !== undefined && state.searchQuery !== instance.getSearchQuery())
    instance.setSearchQuery(state.searchQuery, { emitSearch: false });
}

/** The names of every core event, in the documented order. */
export type { ServerField } from './server-markup';
export { EVENT_NAMES, removeServerMarkup, SERVER_MARKUP_ATTRIBUTE, serverMarkup };

/** What a wrapper hands its {@link WidgetBinding} at mount and after each render. */
export interface BindingInput {
  /** Every option, `data` included; a removed option is `undefined` (back to its default). */
  options: Record<string, unknown>;
  attributes: MountAttributes;
  /** `data` is the same array but was changed in place (a deep watcher saw it). */
  dataMutated?: boolean | undefined;
  /** Value, open state and query to impose; `undefined` leaves them to the user. */
  value?: SelectValue | undefined;
  open?: boolean | undefined;
  searchQuery?: string | undefined;
}

/** The widget's constructor, passed in so this entry never bundles a second copy of the core. */
export type SelectWidgetClass<M> = new (element: HTMLElement, options: SelectOptions<M>) => SelectWidget<M>;

/** What needs a remount: the core's list, plus what only the mount element carries. */
function remountValues({ options, attributes }: BindingInput): AnyOptions {
  const values: AnyOptions = {
    name: attributes.name !== undefined,
    // The core builds its remote source at construction: ajax contents are live, its presence is not.
    ajax: options.ajax !== undefined,
    'aria-label': attributes.ariaLabel,
    'aria-labelledby': attributes.ariaLabelledby,
  };
  for (const key of REMOUNT_ONLY) values[key] = options[key];
  return values;
}

/**
 * One SelectWidget bound to a framework component: builds the mount element
 * inside `container` (so the framework never reconciles nodes the core
 * inserts), hands the instance the props after each render through the
 * smallest set of calls, reports every event but the echoes of prop-driven
 * calls, and removes everything on destroy.
 */
export class WidgetBinding<M> {
  readonly instance: SelectWidget<M>;
  private readonly mount: HTMLElement;
  private readonly guard: RemountGuard;
  private readonly builtWithAjax: boolean;
  private data: unknown;
  private echo: Echo = null;

  constructor(
    Widget: SelectWidgetClass<M>,
    container: HTMLElement,
    input: BindingInput,
    onEvent: (name: SelectEventName, payload: unknown) => void,
    remountHint: string,
  ) {
    this.mount = createMount(input.attributes);
    // What a server rendered in the container stands in until now: the widget takes its place before the next paint.
    removeServerMarkup(container);
    container.append(this.mount);
    this.instance = new Widget(this.mount, input.options as SelectOptions<M>);
    settleMount(this.mount);
    this.guard = new RemountGuard(remountValues(input), remountHint);
    this.builtWithAjax = input.options.ajax !== undefined;
    this.data = input.options.data;
    this.update(input);
    // The starting value given with the props is the one the widget was built with: form.reset() brings it back.
    keepValueForReset(this.mount);
    for (const name of EVENT_NAMES) {
      this.instance.on(name, (payload: unknown) => {
        if (this.echo !== name) onEvent(name, payload);
      });
    }
  }

  /** Brings the instance up to date with the props; a call that changes nothing does nothing. */
  update(input: BindingInput): void {
    this.guard.check(remountValues(input));
    updateMountIdentity(this.mount, input.attributes);
    const data = input.options.data as SelectOptions<M>['data'];
    const dataChanged = input.dataMutated === true || data !== this.data;
    this.data = data;
    const { value, open, searchQuery } = input;
    const options = liveOptions(input.options, this.builtWithAjax);
    applyState(this.instance, { data, dataChanged, options, value, open, searchQuery }, (echo) => {
      this.echo = echo;
    });
  }

  destroy(): void {
    this.instance.destroy();
    this.mount.remove();
  }
}
