/**
 * Assembles the DOM of one widget and renders the state into it on every
 * commit: one commit, one render, nothing rendered by hand. The View is the
 * assembler: it is handed the controller, makes the port every renderer
 * reads and acts through, and subscribes the renderers to the commits.
 * Input handling lives in `input.ts`.
 */

import type { RowList } from '../core/domain/rows';
import type { State } from '../core/domain/state';
import { sameValues } from '../core/domain/state';
import type { FocusIntent } from '../core/machine/actions';
import { portOf, type ViewHost, type WidgetPort } from '../core/machine/port';
import type { Listener } from '../core/machine/store';
import { featureOf, nativeFeature } from '../features/registry';
import type { SheetPart } from '../features/types';
import type { NativeBridge } from '../native/bridge';
import { cls, partClass } from './classes';
import { ControlView } from './control';
import { Descriptions } from './descriptions';
import { activeElementOf, attr, CODE_FOCUS, el, KEY_FOCUS } from './dom';
import { DropdownView } from './dropdown';
import { FormReset } from './form-reset';
import { nextInstanceId, partIds } from './ids';
import { LiveRegion } from './live-region';
import { type AccessibleName, AttributeSnapshot, accessibleName, releaseMountName } from './mount';
import { DropdownPosition } from './position';
import { focusQuietly } from './quiet-focus';
import { TemplateCache } from './row';
import { ValidityView } from './validity';

export class View<M> {
  readonly root: HTMLElement;
  readonly controlView: ControlView<M>;
  readonly dropdownView: DropdownView<M>;
  /** A `<select>` mount's bridge (src/native/), connected by the facade. */
  readonly native: NativeBridge<M> | null;
  /** `form.reset()` of the form the widget is in. */
  readonly formReset: FormReset<M>;
  readonly ids: ReturnType<typeof partIds>;
  /** The list as a bottom sheet (`presentation`), with `widget-select/sheet`. */
  private readonly sheet: SheetPart | null;
  readonly name: AccessibleName;
  /** Template output for rows and for the selection, cached separately. */
  readonly cache = new TemplateCache<M>((error) => this.port.report(error, 'templateResult'));
  readonly selectionCache = new TemplateCache<M>((error) => this.port.report(error, 'templateSelection'));
  readonly validity: ValidityView<M>;
  /** What input handling talks to: state, derived data, send(action). */
  readonly port: WidgetPort<M>;
  readonly position: DropdownPosition;
  readonly live: LiveRegion<M>;
  /** aria-describedby / aria-errormessage of the focusable parts, and the visible error. */
  readonly descriptions: Descriptions;
  #focusingFromCode = false;
  private readonly snapshots: AttributeSnapshot[] = [];
  private renderedRows: RowList | null = null;
  /** Id of the highlighted rendered row while open, for aria-activedescendant. */
  private active: string | null = null;
  private readonly openHandlers: ((
    dropdown: HTMLElement,
    header: HTMLElement,
  ) => undefined | (() => void))[] = [];
  private closeCleanups: (() => void)[] = [];

  /**
   * `controller`: the View builds the port from it and subscribes the
   * renderers to its commits; nothing else in the view takes it.
   */
  constructor(
    readonly mount: HTMLElement,
    private readonly controller: ViewHost<M>,
    readonly signal: AbortSignal,
  ) {
    this.port = portOf(controller);
    const base = nextInstanceId();
    this.ids = partIds(base);
    this.snapshots.push(new AttributeSnapshot(mount));
    if (mount instanceof HTMLSelectElement) {
      for (const label of Array.from(mount.labels ?? [])) this.snapshots.push(new AttributeSnapshot(label));
    }
    this.name = accessibleName(mount, (n) => `${base}-label-${n}`);
    releaseMountName(mount);
    // The feature is the real bridge's factory (features/types.ts only describes its shape).
    this.native =
      mount instanceof HTMLSelectElement ? (nativeFeature().bridge(mount) as NativeBridge<M>) : null;
    this.root = el('div', cls.root);
    this.controlView = new ControlView(
      this.port,
      this.selectionCache,
      this.ids.list,
      base,
      this.root,
      this.ids,
    );
    this.dropdownView = new DropdownView(this.port, this.cache, this.ids, signal);
    this.root.append(this.controlView.control, this.controlView.tagHints);
    this.descriptions = new Descriptions(mount, this.ids.error, signal);
    this.onCommit((next, prev) => this.descriptions.onCommit(next, prev));
    this.root.append(this.descriptions.error);
    const { port } = this;
    this.descriptions.describe(this.controlView.control, this.dropdownView.search, port.state.validity);
    this.validity = new ValidityView(port, this.native);
    this.formReset = new FormReset(port, mount, signal, () => this.native?.reconcile());
    this.position = new DropdownPosition(
      this.root,
      this.control,
      this.dropdownView.dropdown,
      () => port.derived.options,
      signal,
    );
    this.live = new LiveRegion(port, this.root, signal);
    this.sheet =
      featureOf('sheet')?.create(port, this.dropdownView.dropdown, this.control, this.root) ?? null;
    if (this.sheet) {
      const { sheet } = this;
      signal.addEventListener('abort', () => sheet.close());
      this.onCommit(() => sheet.update());
    }
    this.onCommit((next, prev, cause) => this.live.onCommit(next, prev, cause));
    this.attach();
    this.configure();
    this.controlView.renderValue();
    this.renderState();
    this.onCommit((next, prev, _cause, meta) => this.onState(next, prev, meta.focus));
    this.refitTagsOnResize(signal);
  }

  /** `maxVisibleTags: 'auto'`: the tags are fitted again when the control's width changes (and once it is laid out). */
  private refitTagsOnResize(signal: AbortSignal): void {
    if (typeof ResizeObserver === 'undefined') return;
    let width = -1;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? 0;
      if (next === width) return;
      width = next;
      const { multiple, maxVisibleTags } = this.port.derived.options;
      if (!multiple || maxVisibleTags !== 'auto' || this.port.state.value.length === 0) return;
      // Outside the observer's callback: the new tags change the control's height.
      requestAnimationFrame(() => {
        if (!signal.aborted) this.controlView.renderValue();
      });
    });
    observer.observe(this.control);
    signal.addEventListener('abort', () => observer.disconnect());
  }

  /**
   * Subscribes a renderer to the commits (after every listener subscribed
   * before it; each is isolated: one that throws is reported and the others
   * still run). Returns the unsubscribe function.
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
      mount.setAttribute('aria-hidden', 'true');
      mount.tabIndex = -1;
      mount.after(root);
    } else {
      mount.append(root);
    }
  }

  /** Applies options that shape attributes (theme, names, required). */
  configure(): void {
    const { port, root, control, name } = this;
    const { multiple, theme, required, sortable, readonly } = port.derived.options;
    root.className = `${partClass('root', cls.root, port.derived.options)} ${multiple ? cls.multiple : cls.single}`;
    root.classList.toggle(`${cls.root}--sortable`, multiple && sortable && !readonly);
    root.classList.toggle(cls.readonly, readonly);
    root.classList.toggle(cls.fitTags, multiple && port.derived.options.maxVisibleTags === 'auto');
    root.setAttribute('data-theme', theme);
    this.dropdownView.dropdown.setAttribute('data-theme', theme);
    attr(control, 'aria-labelledby', name.labelledBy);
    attr(control, 'aria-label', name.labelledBy ? null : name.label);
    attr(control, 'aria-required', required ? 'true' : null);
    attr(control, 'aria-readonly', readonly ? 'true' : null);
    this.dropdownView.configure(name.labelledBy, name.label);
    this.position.applyDirection();
    this.cache.clear();
    this.selectionCache.clear();
  }

  private onState(next: State, prev: State, focus: FocusIntent | undefined): void {
    // Options or language changed: attributes, classes and every text follow.
    const reconfigured = next.optionsVersion !== prev.optionsVersion || next.messages !== prev.messages;
    if (reconfigured) {
      this.configure();
      this.renderedRows = null;
    }
    // The value, or the selected options' labels (from the data and the templates).
    if (reconfigured || next.dataVersion !== prev.dataVersion || !sameValues(next.value, prev.value)) {
      this.controlView.renderValue();
    }
    if (next.open !== prev.open) {
      if (next.open) this.openDropdown(focus);
      else this.closeDropdown();
    }
    if (next.query !== prev.query && this.dropdownView.search.value !== next.query) {
      this.dropdownView.search.value = next.query;
    }
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
      if (open) {
        const rows = port.derived.rows();
        if (rows !== this.renderedRows) {
          this.renderedRows = rows;
          this.dropdownView.renderRows();
        } else this.dropdownView.renderMessage();
        active = this.dropdownView.refresh();
      }
    } finally {
      // Whatever failed above, the control never contradicts the state (aria-expanded).
      this.active = active;
      this.controlView.renderState();
      this.syncActiveDescendant();
    }
  }

  /**
   * Points aria-activedescendant of whichever combobox holds focus (the
   * search input or the control) at the highlighted row. Also runs when
   * focus moves between them while open (a blocked submit focuses the control).
   */
  syncActiveDescendant(): void {
    const { open } = this.port.state;
    const { search, list } = this.dropdownView;
    attr(search, 'aria-activedescendant', open ? this.active : null);
    const focusOnList = open && activeElementOf(list) === list;
    attr(list, 'aria-activedescendant', focusOnList ? this.active : null);
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
    const searchFocused = open && search.isConnected && activeElementOf(search) === search;
    attr(this.control, 'aria-hidden', searchFocused ? 'true' : null);
    this.control.tabIndex = searchFocused || this.port.state.disabled ? -1 : 0;
  }

  private openDropdown(focus: FocusIntent | undefined): void {
    const { dropdownView } = this;
    const { dropdown } = dropdownView;
    this.renderedRows = null;
    dropdownView.forgetReveal();
    dropdownView.search.value = this.port.state.query;
    this.dropdownView.configure(this.name.labelledBy, this.name.label);
    // Without widget-select/sheet, 'auto' is always the dropdown ('sheet' throws at install).
    const sheet = this.sheet?.wanted(this.port.derived.options.presentation) ? this.sheet : null;
    // Rows are touch targets in the sheet, whatever itemHeight says.
    dropdownView.minItemHeight = sheet?.minRowHeight ?? 0;
    if (sheet) {
      sheet.open(this.name.labelledBy, this.name.label);
      this.position.applyDirection();
    } else this.position.attach();
    this.renderState();
    for (const handler of this.openHandlers) {
      try {
        const cleanup = handler(dropdown, dropdownView.header);
        if (cleanup) this.closeCleanups.push(cleanup);
      } catch (error) {
        this.port.report(error, 'an onDropdownOpen handler');
      }
    }
    // After plugins filled the header, so the measured height is final.
    if (!this.sheet?.active) this.position.start();
    if (this.port.derived.searchVisible() && focus !== 'stay') {
      if (focus === 'search-quietly') focusQuietly(dropdownView.search);
      else dropdownView.search.focus({ preventScroll: true });
    } else if (this.sheet?.active) {
      // A modal dialog holds the focus; without a search field, its list
      // does (no on-screen keyboard) and takes the control's keys.
      this.focusFromCode(dropdownView.list);
      this.syncActiveDescendant();
    }
  }

  private closeDropdown(): void {
    const { dropdown } = this.dropdownView;
    const hadFocus =
      dropdown.contains(activeElementOf(dropdown)) || this.root.contains(activeElementOf(this.root));
    this.position.detach();
    this.sheet?.close();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
    this.dropdownView.header.replaceChildren();
    if (hadFocus) this.focusControl();
  }

  /** A blocked submit reported this field: focus on the combobox, unless already within the widget. */
  focusReported(): void {
    const search = this.dropdownView.search;
    const active = activeElementOf(this.control);
    if (search?.isConnected && active === search) return;
    if (!this.control.contains(active)) this.focusControl();
  }

  /** Focuses the combobox; `byKey` (one of the widget's keys moved focus) shows the ring. */
  focusControl(byKey = false): void {
    this.focusFromCode(this.control, byKey);
  }

  /** Focuses where typing goes: the open list's search field when it shows one, else the control; `byKey` shows the ring. */
  focusTyping(byKey = false): void {
    const { search } = this.dropdownView;
    if (this.port.state.open && this.port.derived.searchVisible() && search.isConnected) {
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

  onDropdownOpen(
    handler: (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void),
  ): () => void {
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
    this.position.detach();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
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
