/**
 * Assembles the DOM of one widget's closed control and renders the state into it on every commit: one
 * commit, one render, nothing rendered by hand. The View is the assembler: it is handed the controller,
 * makes the port every renderer reads and acts through, and subscribes the renderers to the commits. The
 * open list (open-list/) arrives as a chunk of its own (open-list-slot.ts); an opening waits for it
 * (opening.ts), and once built the View hands it every open, close and render. Input handling on the
 * control lives in `input.ts`.
 */

import type { State } from '../core/domain/state';
import { sameValues } from '../core/domain/state';
import type { FocusIntent, Notice } from '../core/machine/actions';
import { portOf, type ViewHost, type WidgetPort } from '../core/machine/port';
import type { Listener, Store } from '../core/machine/store';
import { nativeFeature } from '../features/registry';
import type { NativeBridge } from '../native/bridge';
import { cls, partClass } from './classes';
import { ControlView } from './control';
import { Descriptions } from './descriptions';
import { applyRootDirection } from './direction';
import { activeElementOf, attr, CODE_FOCUS, el, KEY_FOCUS } from './dom';
import type { FeatureView } from './feature-view';
import { FormReset } from './form-reset';
import { nextInstanceId, partIds } from './ids';
import { labelsOf } from './label-lookup';
import { LiveRegion } from './live-region';
import { type AccessibleName, AttributeSnapshot, accessibleName, releaseMountName } from './mount';
import type { OpenHandler, OpenListHost, OpenListPart } from './open-list-part';
import { loadOpenList, loadOpenListWhenIdle, openListFactory } from './open-list-slot';
import { deferOpenings } from './opening';
import { type RowDecorator, TemplateCache } from './row';
import { clearStaleCopy, markLive } from './stale-copy';
import { keepingTagFocus } from './tag-focus';
import { ValidityView } from './validity';

/** What the View is handed: the port's source, the store's commits and interceptors, and the widget's notices. */
export type ViewController<M> = ViewHost<M> & {
  readonly store: Pick<Store, 'subscribe' | 'intercept'>;
  announce(notice: Notice): void;
};

/** Each control's refit for the page's one ResizeObserver (made at its first use: a cache); one per widget was part of each mount's cost. */
const resized = new WeakMap<Element, (width: number) => void>();
const shared: { observer?: ResizeObserver } = {};

function watchWidth(control: Element, then: ((width: number) => void) | null): void {
  if (typeof ResizeObserver === 'undefined' || resized.has(control) === (then !== null)) return;
  shared.observer ??= new ResizeObserver((entries) => {
    // Observed, a control left without destroy() would keep its widget for the page's life (see renderValue).
    for (const { target, contentRect } of entries)
      if (!target.isConnected) watchWidth(target, null);
      else resized.get(target)?.(contentRect.width);
  });
  if (then) shared.observer.observe(control);
  else shared.observer.unobserve(control);
  if (then) resized.set(control, then);
  else resized.delete(control);
}

export class View<M> implements OpenListHost<M>, FeatureView<M> {
  readonly root: HTMLElement;
  readonly controlView: ControlView<M>;
  /** The open list, once its chunk is there (see open-list-slot.ts). */
  openList: OpenListPart<M> | null = null;
  /** What waits for the open list: the features' and the focus events' list parts. */
  private readonly listWaiters: ((openList: OpenListPart<M>) => void)[] = [];
  /** The plugins' row decorators, handed to the open list. */
  readonly decorators: RowDecorator<M>[] = [];
  onKeydown: (event: KeyboardEvent) => void = () => {};
  /** A `<select>` mount's bridge (src/native/), connected by the facade. */
  readonly native: NativeBridge<M> | null;
  /** `form.reset()` of the form the widget is in. */
  readonly formReset: FormReset<M>;
  readonly ids: ReturnType<typeof partIds>;
  readonly name: AccessibleName;
  /** Template output for rows and for the selection, cached separately. */
  readonly cache = new TemplateCache<M>((error) => this.port.report(error, 'templateResult'));
  readonly selectionCache = new TemplateCache<M>((error) => this.port.report(error, 'templateSelection'));
  readonly validity: ValidityView<M>;
  /** What input handling talks to: state, derived data, send(action). */
  readonly port: WidgetPort<M>;
  readonly live: LiveRegion<M>;
  /** aria-describedby / aria-errormessage of the focusable parts, and the visible error. */
  readonly descriptions: Descriptions;
  #focusingFromCode = false;
  private readonly snapshots: AttributeSnapshot[] = [];
  private readonly unmarkLive: () => void;
  /** Id of the highlighted rendered row while open, for aria-activedescendant. */
  private active: string | null = null;
  /** Run by the open list each time it opens. */
  readonly openHandlers: OpenHandler[] = [];
  openListWaits: () => Promise<void> | null = () => null;
  /** Cancels an opening waiting for the list's code (close(), see opening.ts). */
  readonly cancelOpening: () => void;

  /**
   * `controller`: the View builds the port from it and subscribes the renderers to its commits; nothing
   * else in the view takes it.
   */
  constructor(
    readonly mount: HTMLElement,
    private readonly controller: ViewController<M>,
    readonly signal: AbortSignal,
  ) {
    this.port = portOf(controller);
    const base = nextInstanceId();
    this.ids = partIds(base);
    clearStaleCopy(mount);
    this.snapshots.push(new AttributeSnapshot(mount));
    // Read once, for their attributes' snapshots and the name.
    const labels = mount instanceof HTMLSelectElement ? labelsOf(mount) : undefined;
    for (const label of labels ?? []) this.snapshots.push(new AttributeSnapshot(label));
    this.name = accessibleName(mount, base, labels);
    releaseMountName(mount);
    // The feature is the real bridge's factory (features/types.ts only describes its shape).
    this.native =
      mount instanceof HTMLSelectElement ? (nativeFeature().bridge(mount) as NativeBridge<M>) : null;
    this.root = el('div', cls.root);
    this.unmarkLive = markLive(this.root);
    this.controlView = new ControlView(this.port, this.selectionCache, base, this.root, this.ids);
    this.root.append(this.controlView.control);
    this.descriptions = new Descriptions(mount, this.ids.error, signal);
    this.onCommit((next, prev) => this.descriptions.onCommit(next, prev));
    const { port } = this;
    this.descriptions.describe(this.controlView.control, port.state.validity);
    this.validity = new ValidityView(port, this.native);
    this.formReset = new FormReset(port, mount, signal, () => this.native?.rewrite());
    this.live = new LiveRegion(port, this.root, signal);
    this.onCommit((next, prev, cause) => this.live.onCommit(next, prev, cause));
    this.attach();
    this.configure();
    this.controlView.renderValue();
    this.renderState();
    this.onCommit((next, prev, _cause, meta) => this.onState(next, prev, meta.focus));
    this.cancelOpening = deferOpenings(this, controller.store, (notice) => controller.announce(notice));
    loadOpenListWhenIdle(this);
  }

  /**
   * Runs `then` with the open list: now when it is built, else once its chunk has arrived (in the order
   * asked). Features bind their list parts through it.
   */
  whenOpenList(then: (openList: OpenListPart<M>) => void): void {
    if (this.openList) then(this.openList);
    else this.listWaiters.push(then);
  }

  /**
   * Builds the open list when its code is there, else asks for it (a pointer, focus or key on the widget,
   * an opening). Returns it when built.
   */
  requestOpenList(): OpenListPart<M> | null {
    if (this.openList || this.signal.aborted) return this.openList;
    // The first use: the live region goes in the page now, before anything is said.
    this.live.attach();
    const factory = openListFactory();
    if (!factory || this.openListWaits()) {
      this.whenListBuilt().catch(() => {
        // Reported by the opening that needs it (opening.ts), which asks again.
      });
      return null;
    }
    const openList = factory(this);
    this.openList = openList;
    for (const then of this.listWaiters.splice(0)) then(openList);
    return openList;
  }

  /** Resolves once the open list is built (or the widget is gone); rejects with `load-failed`. */
  whenListBuilt(): Promise<OpenListPart<M> | null> {
    if (this.openList || this.signal.aborted) return Promise.resolve(this.openList);
    return Promise.all([loadOpenList(), this.openListWaits()]).then(() =>
      this.openList || this.signal.aborted || (openListFactory() && !this.openListWaits())
        ? this.requestOpenList()
        : this.whenListBuilt(),
    );
  }

  /** The control's width the tags were last fitted to. */
  private fittedWidth = -1;

  /** `maxVisibleTags: 'auto'`: the tags are fitted again when the control's width changes (and once it is laid out). */
  private readonly refitTags = (width: number): void => {
    if (width === this.fittedWidth) return;
    this.fittedWidth = width;
    if (this.port.state.value.length === 0) return;
    // Outside the observer's callback: the new tags change the control's height.
    requestAnimationFrame(() => {
      if (!this.signal.aborted) this.renderValue();
    });
  };

  /**
   * Subscribes a renderer to the commits (after every listener subscribed before it; each is isolated: one
   * that throws is reported and the others still run). Returns the unsubscribe function.
   */
  onCommit(listener: Listener): () => void {
    return this.controller.store.subscribe(listener);
  }

  get control(): HTMLElement {
    return this.controlView.control;
  }

  private attach(): void {
    const { mount, root } = this;
    if (this.native) {
      mount.classList.add(cls.native);
      // As the stylesheet does, also on a page without it (or before it loads): each slice of
      // a large write otherwise lays out every option again (1.6 s after clearing 100,000).
      mount.style.setProperty('content-visibility', 'hidden');
      mount.setAttribute('aria-hidden', 'true');
      mount.tabIndex = -1;
      mount.after(root);
    } else mount.append(root);
  }

  /** Applies options that shape attributes (theme, names, required). */
  configure(): void {
    const { port, root, control, name } = this;
    const { multiple, theme, required, sortable, readonly } = port.derived.options;
    root.className = `${partClass('root', cls.root, port.derived.options)} ${multiple ? cls.multiple : cls.single}`;
    root.classList.toggle(`${cls.root}--sortable`, multiple && sortable && !readonly);
    root.classList.toggle(cls.readonly, readonly);
    const fits = multiple && port.derived.options.maxVisibleTags === 'auto';
    root.classList.toggle(cls.fitTags, fits);
    if (!fits) this.fittedWidth = -1;
    watchWidth(control, fits ? this.refitTags : null);
    root.setAttribute('data-theme', theme);
    attr(control, 'aria-labelledby', name.labelledBy);
    attr(control, 'aria-label', name.label);
    attr(control, 'aria-required', required ? 'true' : null);
    attr(control, 'aria-readonly', readonly ? 'true' : null);
    if (this.openList) this.openList.configure();
    else applyRootDirection(root, port.derived.options.language);
    this.cache.clear();
    this.selectionCache.clear();
  }

  private renderValue(): void {
    // Back in the page after its control was let go while out of it: watched again.
    if (this.root.classList.contains(cls.fitTags) && this.control.isConnected)
      watchWidth(this.control, this.refitTags);
    keepingTagFocus(
      this,
      () => this.controlView.renderValue(),
      () => this.focusTyping(),
    );
  }

  private onState(next: State, prev: State, focus: FocusIntent | undefined): void {
    // Options or language changed: attributes, classes and every text follow.
    const reconfigured = next.optionsVersion !== prev.optionsVersion || next.messages !== prev.messages;
    if (reconfigured) this.configure();
    // The value, the selected options' labels (from the data and the templates), or what disabling hides.
    const valueShown = next.dataVersion === prev.dataVersion && next.disabled === prev.disabled;
    if (reconfigured || !valueShown || !sameValues(next.value, prev.value)) this.renderValue();
    if (next.open !== prev.open) {
      // An opening waits for the list to be built (opening.ts).
      if (!next.open) this.openList?.close();
      else this.openList?.open(focus);
    }
    const search = this.openList?.search;
    if (search && next.query !== prev.query && search.value !== next.query) search.value = next.query;
    this.renderState();
  }

  /** Syncs the parts that follow state: classes, ARIA, rows. */
  renderState(): void {
    const { port, root } = this;
    const { open, disabled } = port.state;
    root.classList.toggle(cls.open, open);
    root.classList.toggle(cls.disabled, disabled);
    let active: string | null = null;
    try {
      if (open && this.openList) active = this.openList.render();
    } finally {
      // Whatever failed above, the control never contradicts the state (aria-expanded).
      this.active = active;
      this.controlView.renderState();
      this.syncActiveDescendant();
    }
  }

  /**
   * Points aria-activedescendant of whichever combobox holds focus (the search input or the control) at the
   * highlighted row. Also runs when focus moves between them while open (a blocked submit focuses the
   * control).
   */
  syncActiveDescendant(): void {
    const { open } = this.port.state;
    this.openList?.syncActive(this.active, open);
    // Inside a shadow root, document.activeElement is only the host.
    const focusOnControl = activeElementOf(this.control) === this.control;
    attr(
      this.control,
      'aria-activedescendant',
      open && (!this.port.derived.searchVisible() || focusOnControl) ? this.active : null,
    );
    // One combobox at a time: while the search field holds focus it is the
    // combobox, and the control steps out of the accessibility tree (and of
    // the tab order, as hidden content must not be focusable).
    const searchFocused = open && this.openList?.searchFocused() === true;
    attr(this.control, 'aria-hidden', searchFocused ? 'true' : null);
    this.control.tabIndex = searchFocused || this.port.state.disabled ? -1 : 0;
  }

  /** A blocked submit reported this field: focus on the combobox, unless already within the widget. */
  focusReported(): void {
    const active = activeElementOf(this.control);
    // The focused search field (connected, as any focused element).
    if (active === this.openList?.search) return;
    if (!this.control.contains(active)) this.focusControl();
  }

  /** Focuses the combobox; `byKey` (one of the widget's keys moved focus) shows the ring. */
  focusControl(byKey = false): void {
    this.focusFromCode(this.control, byKey);
  }

  focusTyping(byKey = false): void {
    const search = this.openList?.search;
    if (this.port.state.open && this.port.derived.searchVisible() && search?.isConnected) {
      this.focusFromCode(search, byKey);
    } else this.focusControl(byKey);
  }

  /** Moves focus from the widget's own code: openOnFocus does not take it for the user's. */
  focusFromCode(element: HTMLElement, byKey = false): void {
    this.#focusingFromCode = true;
    try {
      element.focus(byKey ? KEY_FOCUS : CODE_FOCUS);
    } finally {
      this.#focusingFromCode = false;
    }
  }

  /** True while {@link focusFromCode} moves focus. */
  get focusingFromCode(): boolean {
    return this.#focusingFromCode;
  }

  onDropdownOpen(handler: OpenHandler): () => void {
    this.openHandlers.push(handler);
    return () => {
      const i = this.openHandlers.indexOf(handler);
      if (i >= 0) this.openHandlers.splice(i, 1);
    };
  }

  /** Takes in what outside code and the form did in this task, before a method reads or writes the value. */
  catchUp(): void {
    this.native?.catchUp();
    this.formReset.settle();
  }

  /** Removes the widget and restores the mount element exactly. */
  destroy(): void {
    watchWidth(this.control, null);
    this.unmarkLive();
    this.openList?.detach();
    this.controlView.chunks?.stop();
    this.root.remove();
    // Attributes first: a <select> without `multiple` for a moment keeps one
    // selected option only, so the selection is read before and set after.
    const { native } = this;
    const selected = native?.keepSelection(this.snapshots[0]?.rewritesAll() ?? false) ?? null;
    for (const snapshot of this.snapshots) snapshot.restore();
    native?.restore(selected);
  }
}
