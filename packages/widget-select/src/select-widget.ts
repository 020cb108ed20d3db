/**
 * SelectWidget: the public facade. It builds the controller and the DOM
 * view, exposes the public methods, and owns one AbortController for every
 * listener. Behaviour lives in core/ and view/.
 */
import { checkListener, checkScope, checkString, checkValue, methodOptions } from './arguments';
import { Controller } from './core/machine/controller';
import { toPublicValue } from './core/machine/events';
import type { PluginHost } from './core/machine/plugins';
import { remountWarningText } from './diagnostic-texts';
import { SelectWidgetError } from './errors';
import { addFeature, featureOf, requireFeature } from './features/registry';
import type { Feature } from './features/types';
import { followLocale, registerLocale, resolveMessages } from './i18n';
import { partsAsked } from './load/loader';
import { mountOptions } from './mount-options';
import {
  changedOptions,
  checkPresence,
  onlyHooks,
  REMOUNT_ONLY,
  readOptions,
  resolveOptions,
} from './options';
import type {
  DataItemInput,
  Option,
  SelectEventHandler,
  SelectEventName,
  SelectionScopeOptions,
  SelectOptions,
  SelectWidgetApi,
  SetSearchQueryOptions,
  SetValueOptions,
  ValueInput,
  ValueOf,
} from './types';
import { rememberStore } from './value-commit';
import { bindFocusEvents } from './view/focus-events';
import { bindInput } from './view/input';
import { assertFree, claim, resolveTarget } from './view/mount';
import { loadOpenList } from './view/open-list-slot';
import { searchEnginePort } from './view/search-engine-part';
import { View } from './view/view';

/**
 * A searchable select / multi-select / tags / tree select for the browser.
 *
 * `Meta` is the type of `option.meta`; `Multiple` is taken from the
 * `multiple` option (`true`, `false`, or `boolean` when not given: a
 * `<select multiple>` mount decides at run time) and narrows `getValue()`
 * and the `change` payload (see {@link ValueOf}).
 */
export class SelectWidget<Meta = Record<string, unknown>, Multiple extends boolean = boolean>
  implements SelectWidgetApi<Meta>
{
  /** The error class thrown on misuse (also a named export). */
  static readonly Error = SelectWidgetError;
  /** {@link registerLocale}, also reachable from the script-tag global (locale files call it). */
  static readonly registerLocale = registerLocale;

  /**
   * Adds optional features (`tree`, `remote`, `tags`) for every widget created
   * afterwards. Importing a feature entry already adds it; `use` makes it explicit.
   * @example SelectWidget.use(tree, tags);
   */
  static use(...features: Feature[]): typeof SelectWidget {
    for (const feature of features) addFeature(feature);
    return SelectWidget;
  }

  /**
   * Resolves once the code every widget of the page may need is loaded: the open list (the
   * dropdown, its rows and search), which the widgets ask for when the page is idle or at first
   * use, and in the default entry the features the widgets' options or data asked for (`ajax`,
   * `resolveOptions`, the phone sheet, a large data set), and the code that writes a selection to a
   * `<select multiple>` of more than 5,000 options in slices, asked for when such a select is
   * mounted, and the watchers of a `<select>` a widget mounted on (what code assigns to its
   * selection with no event). Widgets work before it resolves: the value, the form value and every
   * method act at once, and an opening (a click, a key, `open()`) opens once the list is there,
   * unless a click, focus or key elsewhere, Escape, `close()` or `destroy()` came meanwhile; await
   * it in a test, or in an app that must paint an open list in the same task as `open()`. Rejects
   * with a `SelectWidgetError` of code `load-failed` naming the part while a part cannot be fetched
   * (each call asks for it again). A bundled locale is not waited for (see the `language` option).
   * @example await SelectWidget.ready(); select.open();
   */
  static ready(): Promise<void> {
    return Promise.all([loadOpenList(), partsAsked()]).then(() => {});
  }

  private readonly controller: Controller<Meta>;
  private readonly view: View<Meta>;
  private readonly abort = new AbortController();
  /** Runs the `plugins` option (`widget-select/plugins`); null without plugins. */
  private readonly plugins: PluginHost<Meta> | null = null;
  private destroyed = false;
  /** Stops waiting for the table of the widget's language (a language change, destroy). */
  private unfollowLocale = () => {};
  /** Frees the mount element for a new widget. */
  private readonly release: () => void;

  /**
   * @param target a selector or an element: a native `<select>` (or
   *   `<select multiple>`), or a plain element to render into.
   * @param given configuration; see {@link SelectOptions}. Each key is read
   *   once, here.
   * @throws SelectWidgetError `target-not-found` when a selector matches
   *   nothing; `invalid-target` for a target that cannot hold a widget (an
   *   `<input>`, a `<textarea>`, a text node…, a `<select>` without a
   *   parent); `already-mounted` when the element already has a widget
   *   (destroy it first); `feature-missing`
   *   for a `<select>` without `widget-select/native` (`widget-select/core`
   *   alone); `invalid-data` / `invalid-option` / `invalid-options` on bad input.
   */
  constructor(target: string | HTMLElement, given: SelectOptions<Meta> & { multiple?: Multiple } = {}) {
    const mount = resolveTarget(target);
    assertFree(mount);
    const options = readOptions(given) ?? {};
    // Claimed before anything is built: a widget constructed on the same
    // element from inside this one (a plugin's setup) is refused.
    this.release = claim(mount);
    let controller: Controller<Meta> | undefined;
    let view: View<Meta> | undefined;
    try {
      const { merged, fromNative } = mountOptions(mount, options);
      const data = options.data !== undefined ? options.data : (fromNative?.data ?? []);
      const given = { resolveOptions, resolveMessages, searchEngine: searchEnginePort };
      controller = this.controller = new Controller<Meta>(merged, data, fromNative?.value ?? [], given);
      view = this.view = new View(mount, controller, this.abort.signal);
      view.native?.connect(view, options.data === undefined && !merged.ajax);
      bindInput(view);
      bindFocusEvents(view, (name) => this.controller.emitter.emit(name, undefined));
      featureOf('tags')?.bind(view);
      featureOf('remote')?.bind(view);
      featureOf('tree')?.bind(view);
      rememberStore(this, controller.store);
      // The controller refused plugins without their feature (feature-missing) already.
      const { plugins } = controller.options;
      if (plugins.length > 0) {
        this.plugins = requireFeature('plugins', 'option "plugins"').host(this, controller, view);
        this.plugins.setup(plugins);
      }
    } catch (error) {
      // Nothing of a widget that failed to build stays behind: listeners, DOM, the claim.
      this.abort.abort();
      controller?.dispose();
      view?.destroy();
      this.release();
      throw error;
    }
    this.localize();
  }

  /** A language whose table is not registered yet: English until it is (a failed load: an `error` event). */
  private localize(): void {
    this.unfollowLocale();
    this.unfollowLocale = followLocale(
      this.controller.options.language,
      () => this.controller.installer.refreshMessages(),
      (error) => this.controller.announce({ name: 'error', payload: error }),
    );
  }

  /** Opens the dropdown. */
  open(): void {
    if (this.destroyed) return;
    this.view.catchUp();
    this.controller.send({ type: 'open', cause: 'api:open' });
  }

  /** Moves keyboard focus to the combobox, as `focus()` on a native select does. */
  focus(options?: FocusOptions): void {
    if (!this.destroyed) this.view.control.focus(options);
  }

  /** Closes the dropdown. */
  close(): void {
    if (this.destroyed) return;
    this.view.cancelOpening();
    this.controller.send({ type: 'close', cause: 'api:close' });
  }

  /** Whether the dropdown is open. */
  isDropdownOpen(): boolean {
    return !this.destroyed && this.controller.state.open;
  }

  /** Current value: a string or null (single), an array of strings (multiple). */
  getValue(): ValueOf<Multiple> {
    if (!this.destroyed) this.view.catchUp();
    const { multiple } = this.controller.options;
    return toPublicValue(this.controller.publicValue(), multiple) as ValueOf<Multiple>;
  }

  /**
   * `commit: 'apply'`: the value the open list's picks make, not yet
   * applied (in the shape of {@link SelectWidget.getValue}'s array); null
   * while the list is closed, in the immediate mode and in single mode.
   */
  getPendingValue(): string[] | null {
    const pending = this.destroyed ? null : this.controller.state.pending;
    return pending && [...this.controller.publicValue(pending)];
  }

  /**
   * The selected options, in selection (tag) order. A selected value without
   * an option (kept by `missingSelectionPolicy: 'preserve'`) reads as
   * `{ value, label: value }`.
   */
  getSelectedOptions(): Option<Meta>[] {
    if (this.destroyed) return [];
    this.view.catchUp();
    return this.controller
      .publicValue()
      .map((value) => this.controller.optionOf(value) ?? { value, label: value });
  }

  /**
   * Sets the value. Unknown values are ignored (with a console warning unless
   * `duplicateValuePolicy` is `'ignore'`). `{ emitChange: false }` syncs silently.
   * @throws SelectWidgetError `invalid-argument` for a value that is not a
   *   string, an array of strings or null, or options that are not an object.
   */
  setValue(value: ValueInput, options?: SetValueOptions | null): void {
    if (this.destroyed) return;
    const flags = methodOptions<SetValueOptions>('setValue', options, ['emitChange']);
    checkValue(value);
    this.view.catchUp();
    this.controller.setValue(value, flags);
  }

  /**
   * Clears every selection (equivalent to `setValue(null)`), or with
   * `{ scope: 'matching' }` only the values of the options that match the
   * current query. With a query, before the open list's chunk (which
   * brings the search) is there, the matching scope waits for it, and the
   * calls after it wait too, so they apply in order (see
   * {@link SelectWidget.ready}).
   * @throws SelectWidgetError `invalid-argument` for a scope that is not `'all'` or `'matching'`.
   */
  clearAll(options?: SelectionScopeOptions | null): void {
    if (this.destroyed) return;
    const matching = checkScope('clearAll', options);
    this.view.catchUp();
    if (matching) this.controller.send({ type: 'clearMatching', cause: 'api:clearAll' });
    else this.controller.setValue(null, {}, 'api:clearAll');
  }

  /**
   * Multiple mode: selects every enabled option, capped by `maxSelections`;
   * with `{ scope: 'matching' }` only those that match the current query
   * (with a query before the open list's chunk is there, once it is, as
   * `clearAll`'s matching scope).
   * @throws SelectWidgetError `invalid-argument` for a scope that is not `'all'` or `'matching'`.
   */
  selectAll(options?: SelectionScopeOptions | null): void {
    if (this.destroyed) return;
    const matching = checkScope('selectAll', options);
    this.view.catchUp();
    this.controller.send({ type: 'selectAll', cause: 'api:selectAll', matching });
  }

  /**
   * Replaces the options with a copy of `data`. Selected values missing from
   * it follow `missingSelectionPolicy`.
   * @throws SelectWidgetError `invalid-data` / `invalid-option` on bad data.
   */
  setData(data: DataItemInput<Meta>[]): void {
    if (this.destroyed) return;
    this.controller.setData(data);
    if (this.view.native) this.view.native.ownsData = false;
  }

  /**
   * Updates options without remounting, all or nothing: every option (and
   * `data`) is checked before any applies. Only options that differ from
   * the current ones apply (plain objects and arrays compare by content,
   * functions by identity, plugins by name; `undefined` means the default),
   * so a call that changes nothing renders nothing and emits nothing; `data`
   * is always replaced. A change to `multiple`,
   * `searchable`, `classNames`, `plugins` or `dropdownParent` is ignored with a warning
   * (they need a remount).
   * @throws SelectWidgetError `invalid-options` / `invalid-data` /
   *   `invalid-option` on bad input; `remount-required` when `ajax` is added
   *   or removed.
   */
  updateOptions(options: Partial<SelectOptions<Meta>>): void {
    if (this.destroyed) return;
    options = readOptions(options) ?? {};
    checkPresence(this.controller.options, options);
    const current = { ...this.controller.options, disabled: this.controller.explicitlyDisabled };
    const live = changedOptions<Meta>(current, options);
    for (const key of REMOUNT_ONLY) {
      if (key in live) console.warn(`widget-select: ${remountWarningText(key)}`);
      delete live[key];
    }
    // Nothing, or only hooks (read when used), changed: nothing to render.
    if (onlyHooks(live)) {
      this.controller.options = { ...this.controller.options, ...live };
      return;
    }
    this.controller.updateOptions(live);
    if (live.data !== undefined && this.view.native) this.view.native.ownsData = false;
    if ('language' in live) this.localize();
  }

  /** Current search query. */
  getSearchQuery(): string {
    return this.destroyed ? '' : this.controller.state.query;
  }

  /**
   * Sets the search query; `{ emitSearch: false }` syncs silently.
   * @throws SelectWidgetError `invalid-argument` when `query` is not a string.
   */
  setSearchQuery(query: string, options?: SetSearchQueryOptions | null): void {
    if (this.destroyed) return;
    const flags = methodOptions<SetSearchQueryOptions>('setSearchQuery', options, ['emitSearch']);
    checkString('setSearchQuery(query)', query);
    this.controller.send({
      type: 'setQuery',
      query,
      cause: 'api:setSearchQuery',
      silent: flags.emitSearch === false,
    });
  }

  /** Enables the control. */
  enable(): void {
    if (!this.destroyed) this.controller.setDisabled(false);
  }

  /** Disables the control (and closes the dropdown). */
  disable(): void {
    if (!this.destroyed) this.controller.setDisabled(true);
  }

  /** Applies required / custom validity state and returns whether the value is valid. */
  validate(): boolean {
    return this.destroyed ? true : this.view.validity.validate(false);
  }

  /** Sets (non-empty) or clears (empty) a custom validation message. */
  setCustomValidity(message: string): void {
    if (this.destroyed) return;
    checkString('setCustomValidity(message)', message);
    this.view.validity.setCustomValidity(message);
  }

  /** Validates, emits `invalid` when invalid, and invokes native reporting where available. */
  reportValidity(): boolean {
    return this.destroyed ? true : this.view.validity.validate(true);
  }

  /** Clears the remote cache and reloads the active query. */
  reload(): void {
    if (!this.destroyed) this.controller.remote?.reload();
  }

  /** Clears cached remote pages and the cached children of lazy tree nodes (`loadChildren`). */
  clearRemoteCache(): void {
    if (this.destroyed) return;
    this.controller.remote?.clearCache();
    this.controller.lazy?.clearCache();
  }

  /**
   * Subscribes a handler to an event. An unknown event name logs a warning
   * (once per name) naming the closest event.
   * @throws SelectWidgetError `invalid-argument` when `event` is not a string
   *   or `handler` not a function.
   */
  on<K extends SelectEventName>(event: K, handler: SelectEventHandler<K, Meta, Multiple>): void {
    if (this.destroyed) return;
    checkListener('on', event, handler);
    this.controller.emitter.on(event, handler as SelectEventHandler<K, Meta>);
  }

  /** Unsubscribes a handler; checked like {@link on}. */
  off<K extends SelectEventName>(event: K, handler: SelectEventHandler<K, Meta, Multiple>): void {
    if (this.destroyed) return;
    checkListener('off', event, handler);
    this.controller.emitter.off(event, handler as SelectEventHandler<K, Meta>);
  }

  /** Removes the widget, restores the mount element and makes later calls no-ops. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.unfollowLocale();
    this.plugins?.teardown();
    this.abort.abort();
    this.controller.dispose();
    this.view.destroy();
    this.controller.emitter.clear();
    this.release();
  }
}
