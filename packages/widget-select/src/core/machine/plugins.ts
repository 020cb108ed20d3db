/**
 * Plugin host: runs each plugin's setup with a typed api and its teardown on
 * destroy. Plugins reach the widget only through these seams; nothing is
 * patched by method name, so plugins compose and can be removed cleanly.
 * Part of `widget-select/plugins` (features/plugins.ts): the core reaches it
 * through the feature registry only.
 */
import type { Option, PluginApi, PluginState, SelectPlugin, SelectWidgetApi, StateChange } from '../../types';
import type { FeatureHost } from './host';
import { highlightedEntry, optionHighlight, type State } from '../domain/state';
import type { Change, Store } from './store';

/**
 * What plugins reach of the controller: its state and options, lookups,
 * actions and the interceptors. Described through `FeatureHost`, not the
 * Controller class, so the feature types never lead back to the controller.
 */
export type PluginController<M> = Pick<
  FeatureHost<M>,
  'state' | 'options' | 'messages' | 'dataset' | 'send' | 'optionOf'
> & {
  readonly store: Pick<Store, 'intercept' | 'subscribe'>;
  /** How many enabled options match the query; null when a paged remote source does not tell its total. */
  matchingCount(): number | null;
};

/** The DOM seams the view offers to plugins. */
export interface PluginSeams<M> {
  readonly root: HTMLElement;
  readonly control: HTMLElement;
  onDropdownOpen(
    handler: (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void),
  ): () => void;
  /** The row decorators the open list runs on every rendered option row. */
  readonly decorators: ((row: HTMLElement, option: Option<M>, selected: boolean) => void)[];
}

/** The state as plugins see it: the highlight as an entry index, or -1 when it is on no option. */
function snapshot(state: State): PluginState {
  const { value, query, open, highlighted, disabled } = state;
  return { value, query, open, highlighted: highlightedEntry(highlighted), disabled };
}

/** A proposed change as plugins see it (keys the plugin type does not show are carried along). */
function pluginChange(change: Change): StateChange {
  const { highlighted, ...rest } = change;
  return (
    highlighted === undefined ? rest : { ...rest, highlighted: highlightedEntry(highlighted) }
  ) as StateChange;
}

/**
 * A plugin's answer applied to the change it was shown. A highlight the
 * plugin left as it was stays what it was (the create row or a header, which
 * a plugin sees as -1); one it set is the option of that entry.
 */
function withPluginAnswer(change: Change, shown: StateChange, answer: StateChange): Change {
  const { highlighted, ...rest } = answer;
  const merged: Change = { ...change, ...(rest as Change) };
  if (highlighted !== undefined && highlighted !== shown.highlighted)
    merged.highlighted = optionHighlight(highlighted);
  return merged;
}

export class PluginHost<M> {
  private readonly teardowns: (() => void)[] = [];

  constructor(
    private readonly widget: SelectWidgetApi<M>,
    private readonly controller: PluginController<M>,
    private readonly seams: PluginSeams<M>,
  ) {}

  setup(plugins: readonly SelectPlugin<M>[]): void {
    for (const plugin of plugins) {
      try {
        const teardown = plugin.setup(this.api());
        if (typeof teardown === 'function') this.teardowns.push(teardown);
      } catch (error) {
        // One broken plugin must not leave the widget half-built.
        console.error(`widget-select: plugin "${plugin.name}" failed in setup.`, error);
      }
    }
  }

  private api(): PluginApi<M> {
    const { widget, controller, seams } = this;
    const removers: (() => void)[] = [];
    this.teardowns.push(() => {
      for (const remove of removers.splice(0)) remove();
    });
    const keep = (remove: () => void) => {
      removers.push(remove);
      return remove;
    };
    return {
      widget,
      root: seams.root,
      control: seams.control,
      get state() {
        return snapshot(controller.state);
      },
      get options() {
        return controller.options;
      },
      get messages() {
        return controller.messages;
      },
      user: {
        toggle: (value) => {
          const entry = controller.dataset.byValue.get(value);
          if (entry !== undefined) controller.send({ type: 'pick', entry });
          else controller.send({ type: 'remove', value, cause: 'user:remove' });
        },
        selectAll: (options) => {
          const matching = options?.scope === 'matching';
          if (!controller.state.disabled)
            controller.send({ type: 'selectAll', cause: 'user:selectAll', matching });
        },
        clearAll: (options) =>
          controller.send(
            options?.scope === 'matching'
              ? { type: 'clearMatching', cause: 'user:remove' }
              : { type: 'clear', inList: true },
          ),
      },
      matchingCount: () => controller.matchingCount(),
      subscribe: (listener) => keep(controller.store.subscribe((next) => listener(snapshot(next)))),
      on: (event, handler) => {
        widget.on(event, handler);
        return keep(() => widget.off(event, handler));
      },
      intercept: (interceptor) =>
        keep(
          controller.store.intercept((change, cause, state, action) => {
            const shown = pluginChange(change);
            const result = interceptor(shown, cause, snapshot(state), { type: action });
            // Keys the plugin type does not show (disabled, remote phase) pass through.
            return result === false ? false : withPluginAnswer(change, shown, result);
          }),
        ),
      onDropdownOpen: (handler) => keep(seams.onDropdownOpen(handler)),
      decorateRow: (decorator) => {
        const list = seams.decorators;
        list.push(decorator);
        return keep(() => {
          const i = list.indexOf(decorator);
          if (i >= 0) list.splice(i, 1);
        });
      },
      optionOf: (value) => controller.optionOf(value),
    };
  }

  teardown(): void {
    for (const teardown of this.teardowns.splice(0).reverse()) {
      try {
        teardown();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
