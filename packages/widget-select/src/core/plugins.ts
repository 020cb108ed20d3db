/**
 * Plugin host: runs each plugin's setup with a typed api and its teardown on
 * destroy. Plugins reach the widget only through these seams.
 */
import type { SelectWidget } from '../select-widget';
import type { Option, SelectPlugin } from '../types';
import type { Model } from './model';
import type { PluginApi, StateChange } from './plugin-types';

/** The DOM seams the view offers to plugins. */
export interface PluginSeams<M> {
  readonly root: HTMLElement;
  readonly control: HTMLElement;
  onDropdownOpen(
    handler: (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void),
  ): () => void;
  readonly dropdownView: { decorators: ((row: HTMLElement, option: Option<M>, selected: boolean) => void)[] };
}

export class PluginHost<M> {
  private readonly teardowns: (() => void)[] = [];

  constructor(
    private readonly widget: SelectWidget<M>,
    private readonly model: Model<M>,
    private readonly seams: PluginSeams<M>,
  ) {}

  setup(plugins: readonly SelectPlugin<M>[]): void {
    for (const plugin of plugins) {
      const teardown = plugin.setup(this.api());
      if (typeof teardown === 'function') this.teardowns.push(teardown);
    }
  }

  private api(): PluginApi<M> {
    const { widget, model, seams } = this;
    const removers: (() => void)[] = [];
    this.teardowns.push(() => {
      for (const remove of removers) remove();
    });
    return {
      widget,
      root: seams.root,
      control: seams.control,
      intercept: (interceptor) => {
        const remove = model.store.intercept((change, cause) => {
          const result = interceptor(change as StateChange, cause);
          return result === false ? false : { ...change, ...result };
        });
        removers.push(remove);
        return remove;
      },
      onDropdownOpen: (handler) => {
        const remove = seams.onDropdownOpen(handler);
        removers.push(remove);
        return remove;
      },
      decorateRow: (decorator) => {
        const list = seams.dropdownView.decorators;
        list.push(decorator);
        const remove = () => {
          const i = list.indexOf(decorator);
          if (i >= 0) list.splice(i, 1);
        };
        removers.push(remove);
        return remove;
      },
      optionOf: (value) => model.optionOf(value),
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
