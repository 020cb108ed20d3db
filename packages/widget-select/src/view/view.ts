/**
 * Assembles the DOM of one widget and renders the model into it on every
 * state change. Input handling lives in `input.ts`.
 */
import type { Cause } from '../core/actions';
import type { Model } from '../core/model';
import type { RowList } from '../core/rows';
import type { State } from '../core/state';
import { sameValues } from '../core/state';
import { cls } from './classes';
import { ControlView } from './control';
import { activeElementOf, attr, el } from './dom';
import { DropdownView } from './dropdown';
import { nextInstanceId, partIds } from './ids';
import { LiveRegion } from './live-region';
import { type AccessibleName, AttributeSnapshot, accessibleName } from './mount';
import { NativeSelect } from './native';
import { DropdownPosition } from './position';
import { TemplateCache } from './row';
import { ValidityView } from './validity';

export class View<M> {
  readonly root: HTMLElement;
  readonly controlView: ControlView<M>;
  readonly dropdownView: DropdownView<M>;
  readonly native: NativeSelect | null;
  readonly ids: ReturnType<typeof partIds>;
  readonly name: AccessibleName;
  /** Template output for rows and for the selection, cached separately. */
  readonly cache = new TemplateCache<M>();
  readonly selectionCache = new TemplateCache<M>();
  readonly validity: ValidityView<M>;
  readonly position: DropdownPosition;
  readonly live: LiveRegion<M>;
  /** Set while the widget moves focus itself, so openOnFocus ignores it. */
  programmaticFocus = false;
  /** Set while typeahead opens the dropdown, so focus stays on the control. */
  keepFocusOnOpen = false;
  private readonly snapshots: AttributeSnapshot[] = [];
  private renderedRows: RowList | null = null;
  private readonly openHandlers: ((
    dropdown: HTMLElement,
    header: HTMLElement,
  ) => undefined | (() => void))[] = [];
  private closeCleanups: (() => void)[] = [];

  constructor(
    readonly mount: HTMLElement,
    readonly model: Model<M>,
    readonly signal: AbortSignal,
  ) {
    const base = nextInstanceId();
    this.ids = partIds(base);
    this.snapshots.push(new AttributeSnapshot(mount));
    if (mount instanceof HTMLSelectElement) {
      for (const label of Array.from(mount.labels ?? [])) this.snapshots.push(new AttributeSnapshot(label));
    }
    this.name = accessibleName(mount, (n) => `${base}-label-${n}`);
    this.native = mount instanceof HTMLSelectElement ? new NativeSelect(mount) : null;
    this.root = el('div', cls.root);
    this.controlView = new ControlView(model, this.selectionCache, this.ids.list);
    this.dropdownView = new DropdownView(model, this.cache, this.ids, signal);
    this.root.append(this.controlView.control);
    this.validity = new ValidityView(model, this.controlView.control, this.native, signal);
    this.position = new DropdownPosition(
      this.root,
      this.control,
      this.dropdownView.dropdown,
      () => model.options,
      signal,
    );
    this.live = new LiveRegion(model, this.root, signal);
    this.attach();
    this.configure();
    this.controlView.renderValue();
    // A native mount usually already shows the value it was read from.
    if (this.native && !this.native.matches(model.state.value)) {
      this.native.sync(model.state.value, (v) => model.optionOf(v)?.label ?? v);
    }
    this.renderState();
    model.store.subscribe((next, prev, cause) => this.onState(next, prev, cause));
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
    const { model, root, control, name } = this;
    const { multiple, theme, required } = model.options;
    root.className = `${cls.root} ${multiple ? cls.multiple : cls.single}`;
    root.classList.toggle(`${cls.root}--sortable`, multiple && model.options.sortable);
    root.setAttribute('data-theme', theme);
    this.dropdownView.dropdown.setAttribute('data-theme', theme);
    attr(control, 'aria-labelledby', name.labelledBy);
    attr(control, 'aria-label', name.labelledBy ? null : name.label);
    attr(control, 'aria-required', required ? 'true' : null);
    if (this.native) this.native.select.required = required;
    this.dropdownView.configure(name.labelledBy, name.label);
    this.position.applyDirection();
    this.cache.clear();
    this.selectionCache.clear();
  }

  /** Full re-render after option or data changes. */
  refreshAll(): void {
    this.configure();
    this.controlView.renderValue();
    this.renderedRows = null;
    this.renderState();
  }

  private onState(next: State, prev: State, cause: Cause): void {
    if (!sameValues(next.value, prev.value)) {
      this.controlView.renderValue();
      this.native?.sync(next.value, (v) => this.model.optionOf(v)?.label ?? v);
      if (this.native && cause.startsWith('user:')) this.native.notify();
    }
    if (next.open !== prev.open) {
      if (next.open) this.openDropdown();
      else this.closeDropdown();
    }
    if (next.query !== prev.query && this.dropdownView.search.value !== next.query) {
      this.dropdownView.search.value = next.query;
    }
    this.renderState();
  }

  /** Syncs the parts that follow state: classes, ARIA, rows. */
  renderState(): void {
    const { model, root } = this;
    const { open, disabled } = model.state;
    root.classList.toggle(cls.open, open);
    root.classList.toggle(cls.disabled, disabled);
    // Like a native disabled <select>, a disabled widget does not submit its value.
    if (this.native && this.native.select.disabled !== disabled) this.native.select.disabled = disabled;
    let active: string | null = null;
    if (open) {
      const rows = model.rows();
      if (rows !== this.renderedRows) {
        this.renderedRows = rows;
        this.dropdownView.renderRows();
      } else this.dropdownView.renderMessage();
      active = this.dropdownView.refresh();
    }
    const searchShown = model.searchVisible();
    attr(this.dropdownView.search, 'aria-activedescendant', active);
    this.controlView.renderState(active, searchShown);
  }

  private openDropdown(): void {
    const { dropdownView } = this;
    const { dropdown } = dropdownView;
    this.renderedRows = null;
    dropdownView.search.value = this.model.state.query;
    this.dropdownView.configure(this.name.labelledBy, this.name.label);
    this.position.attach();
    this.renderState();
    for (const handler of this.openHandlers) {
      const cleanup = handler(dropdown, dropdownView.header);
      if (cleanup) this.closeCleanups.push(cleanup);
    }
    // After plugins filled the header, so the measured height is final.
    this.position.start();
    if (this.model.searchVisible() && !this.keepFocusOnOpen)
      dropdownView.search.focus({ preventScroll: true });
  }

  private closeDropdown(): void {
    const { dropdown } = this.dropdownView;
    const hadFocus =
      dropdown.contains(activeElementOf(dropdown)) || this.root.contains(activeElementOf(this.root));
    dropdown.remove();
    this.position.stop();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
    this.dropdownView.header.replaceChildren();
    if (hadFocus) this.focusControl();
  }

  focusControl(): void {
    this.programmaticFocus = true;
    this.control.focus({ preventScroll: true });
    this.programmaticFocus = false;
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

  /** Removes the widget and restores the mount element exactly. */
  destroy(): void {
    this.dropdownView.dropdown.remove();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
    this.root.remove();
    // Attributes first: a <select> without `multiple` for a moment keeps one
    // selected option only, so the selection is read before and set after.
    const selected = this.native?.selectedValues();
    for (const snapshot of this.snapshots) snapshot.restore();
    if (selected) this.native?.restore(selected);
  }
}
