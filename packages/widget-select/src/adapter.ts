/**
 * `widget-select/adapter`: framework-free helpers for framework wrappers
 * (the React and Vue packages use them). They turn "the props now" into the
 * smallest set of instance calls: which options changed (by value, not by
 * identity, so inline literals do not refresh the widget on every render),
 * which remount-only options changed, and how a mount element is built.
 * Not part of the script-tag build.
 */

import { EVENT_NAMES } from './core/event-names';
import { same, samePlugins, snapshot } from './option-equality';
import { OPTION_NAMES, type OptionInput, type OptionName, optionInput, REMOUNT_ONLY } from './options';
import type { SelectWidget } from './select-widget';
import type { SelectOptions, SelectValue } from './types';

/**
 * Options the core reads only at construction: changing them needs a remount.
 * `OPTION_NAMES` and `optionInput` describe every option for tools that
 * build controls from the options table (the playground does).
 */
export { OPTION_NAMES, type OptionInput, type OptionName, optionInput, REMOUNT_ONLY };

/**
 * Hooks the core calls at interaction time and never caches. The wrappers pass
 * a stable trampoline that calls the latest prop, so an inline arrow function
 * does not cause an `updateOptions` (and a row re-render) on every render.
 */
const LIVE_HOOKS = ['beforeSelect', 'beforeUnselect', 'beforeCreate', 'createOption'] as const;

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
 * Tracks what was last handed to the instance, and computes the partial
 * `updateOptions` call that brings it up to date. `data` is handled apart
 * (through `setData`), remount-only options are never sent.
 */
export class OptionTracker {
  private applied: AnyOptions = {};
  private readonly trampolines = new Map<string, unknown>();

  /** `read` returns the latest value of a live hook (the prop as it is now). */
  constructor(private readonly read: (key: string) => unknown) {}

  /** The options to pass to the constructor (every key, hooks as trampolines). */
  initial(options: AnyOptions): AnyOptions {
    const live = this.liveView(options);
    this.applied = this.snapshotAll(live);
    return live;
  }

  /** The changed runtime options since the last call, or null when nothing changed. */
  changes(options: AnyOptions): AnyOptions | null {
    const live = this.liveView(options);
    const changed: AnyOptions = {};
    const held: AnyOptions = {};
    let any = false;
    const keys = new Set([...Object.keys(live), ...Object.keys(this.applied)]);
    for (const key of keys) {
      if (key === 'data' || (REMOUNT_ONLY as readonly string[]).includes(key)) continue;
      if (same(live[key], this.applied[key])) continue;
      // Adding or removing ajax needs a remount (updateOptions refuses it; the
      // RemountGuard warns): keep tracking what the instance really has.
      if (key === 'ajax' && (live[key] === undefined) !== (this.applied[key] === undefined)) {
        held[key] = this.applied[key];
        continue;
      }
      changed[key] = live[key];
      any = true;
    }
    // The core re-applies `disabled` only when it is given; a removed prop means enabled.
    if ('disabled' in changed && changed.disabled === undefined) changed.disabled = false;
    this.applied = { ...this.snapshotAll(live), ...held };
    return any ? changed : null;
  }

  private snapshotAll(options: AnyOptions): AnyOptions {
    const copy: AnyOptions = {};
    for (const key of Object.keys(options)) if (key !== 'data') copy[key] = snapshot(options[key]);
    return copy;
  }

  /** Replaces present live hooks by stable trampolines; drops undefined keys. */
  private liveView(options: AnyOptions): AnyOptions {
    const live: AnyOptions = {};
    for (const key of Object.keys(options)) {
      const value = options[key];
      if (value === undefined) continue;
      live[key] = (LIVE_HOOKS as readonly string[]).includes(key) ? this.trampoline(key) : value;
    }
    return live;
  }

  private trampoline(key: string): unknown {
    let fn = this.trampolines.get(key);
    if (!fn) {
      fn = (arg: unknown) => {
        const current = this.read(key);
        if (typeof current === 'function') return current(arg);
        // The prop was removed and the update is not applied yet: behave as if unset.
        return key === 'createOption' ? { value: String(arg), label: String(arg) } : true;
      };
      this.trampolines.set(key, fn);
    }
    return fn;
  }
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
  if (mount instanceof HTMLSelectElement && attrs.name !== undefined && mount.name !== attrs.name) {
    mount.name = attrs.name;
  }
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
  if (state.value !== undefined && !sameValue(state.value, instance.getValue())) {
    instance.setValue(state.value, { emitChange: false });
  }
  if (state.open !== undefined && state.open !== instance.isDropdownOpen()) {
    setEcho(state.open ? 'open' : 'close');
    try {
      if (state.open) instance.open();
      else instance.close();
    } finally {
      setEcho(null);
    }
  }
  if (state.searchQuery !== undefined && state.searchQuery !== instance.getSearchQuery()) {
    instance.setSearchQuery(state.searchQuery, { emitSearch: false });
  }
}

/** The names of every core event, in the documented order. */
export { EVENT_NAMES };
