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
import { containInnerEvents, forwardEvents } from './events';

/** What the element hears from its widget. */
export interface InnerWidgetHooks<M> {
  /** The bridge plugin's api, handed over while the widget is built. */
  plugin(api: PluginApi<M>): void;
  /** Every value commit, silent ones included, before its events. */
  valueCommitted(cause: Cause): void;
  /** The form value and message follow (a locale arrived). */
  syncForm(): void;
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
  forwardEvents(widget, host);
  return { mount, widget };
}
