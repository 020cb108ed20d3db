/**
 * The widget inside `<widget-select>`: an inner `<div>` the element owns,
 * a SelectWidget on it with the element's bridge plugin, and the wiring of
 * the widget's commits, events and focus to the element.
 */
import { SelectWidget } from '../select-widget';
import type { Cause, PluginApi, SelectOptions, SelectPlugin } from '../types';
import { onValueCommit } from '../value-commit';
import { mountOwners } from '../view/mount';
import { elementBridge } from './bridge';
import { activeElementOf } from '../view/dom';
import { containInnerEvents, dispatchAsWidget, forwardEvents } from './events';

/** What the element hears from its widget. */
export interface InnerWidgetHooks<M> {
  /** The bridge plugin's api, handed over while the widget is built. */
  plugin(api: PluginApi<M>): void;
  /** Every value commit, silent ones included, before its events. */
  valueCommitted(cause: Cause): void;
  /** The form value and message follow (a locale arrived, the widget was disabled or enabled). */
  syncForm(): void;
  /** Whether the widget's event `name` stays unheard on the element (what a rebuild does itself). */
  unheard(name: string): boolean;
}

/** The inner mount and the widget on it. */
export interface InnerWidget<M> {
  readonly mount: HTMLElement;
  readonly widget: SelectWidget<M>;
}

/**
 * Builds the widget into a new inner `<div>` appended to `host`. A refused
 * build leaves nothing behind (the error is thrown after the `<div>` went).
 */
export function buildInnerWidget<M>(
  host: HTMLElement,
  options: SelectOptions<M>,
  hooks: InnerWidgetHooks<M>,
): InnerWidget<M> {
  const mount = document.createElement('div');
  // The widget reads its name and descriptions from the element, and follows the descriptions live.
  mountOwners.set(mount, host);
  containInnerEvents(mount);
  host.append(mount);
  let widget: SelectWidget<M>;
  try {
    widget = new SelectWidget<M>(mount, {
      ...options,
      plugins: [
        ...((options.plugins as SelectPlugin<M>[] | undefined) ?? []),
        elementBridge<M>(hooks.plugin, hooks.syncForm),
      ],
    });
  } catch (error) {
    mount.remove();
    throw error;
  }
  onValueCommit(widget, (_value, cause) => hooks.valueCommitted(cause));
  forwardEvents(widget, host, hooks.unheard);
  return { mount, widget };
}

/**
 * Runs `rebuild` (a new widget for `host`) keeping the focus and the open
 * list. `rebuilding(true)` until the new widget took them over: the
 * element's listeners heard the old widget gain them, so the new one doing
 * so is no news (see REBUILD_OWN_EVENTS).
 */
export function rebuildKeeping<M>(
  host: HTMLElement & { readonly widget: SelectWidget<M> | null },
  rebuild: () => void,
  rebuilding: (on: boolean) => void,
): void {
  // The focused element, not `:focus-within`: in a window in the background
  // no `:focus` matches, and the focus must still be there when the user is back.
  const focused = host.contains(activeElementOf(host));
  const open = host.widget?.isDropdownOpen() === true;
  rebuilding(true);
  try {
    rebuild();
    if (focused) host.focus({ preventScroll: true });
    if (open) host.widget?.open();
  } finally {
    rebuilding(false);
  }
  // What the new widget could not take over (an opening that waits for its code) ends as heard.
  if (open && !host.widget?.isDropdownOpen()) dispatchAsWidget(host, 'close', undefined);
  if (focused && !host.contains(activeElementOf(host))) dispatchAsWidget(host, 'blur', undefined);
}
