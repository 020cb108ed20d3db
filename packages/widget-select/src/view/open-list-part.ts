/**
 * The seam between the closed control and the open list, in both
 * directions: what the closed control's view offers the open list
 * ({@link OpenListHost}), and what it asks of the list once built
 * ({@link OpenListPart}). The open list's chunk (open-list/) provides a
 * factory of parts; neither side imports the other's modules.
 */
import type { FocusIntent } from '../core/machine/actions';
import type { WidgetPort } from '../core/machine/port';
import type { Listener } from '../core/machine/store';
import type { NativeBridge } from '../native/bridge';
import type { DropdownView } from '../open-list/dropdown';
import type { Descriptions } from './descriptions';
import type { partIds } from './ids';
import type { AccessibleName } from './mount';
import type { RowDecorator, TemplateCache } from './row';

/** What runs on the dropdown each time it opens (a plugin filling the header). */
export type OpenHandler = (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void);

/** The parts of the closed control's view the open list reads and acts through. */
export interface OpenListHost<M> {
  readonly port: WidgetPort<M>;
  readonly signal: AbortSignal;
  readonly root: HTMLElement;
  readonly control: HTMLElement;
  readonly native: NativeBridge<M> | null;
  readonly name: AccessibleName;
  readonly ids: ReturnType<typeof partIds>;
  readonly cache: TemplateCache<M>;
  readonly descriptions: Descriptions;
  readonly decorators: readonly RowDecorator<M>[];
  readonly openHandlers: readonly OpenHandler[];
  /** The polite live region. */
  readonly live: { say(text: string): void };
  /** The control's key handler, which the search field and the list share. */
  onKeydown(event: KeyboardEvent): void;
  onCommit(listener: Listener): () => void;
  renderState(): void;
  syncActiveDescendant(): void;
  focusControl(): void;
  focusFromCode(element: HTMLElement): void;
}

/** The open list of one widget, as the closed control's view drives it. */
export interface OpenListPart<M> {
  readonly dropdownView: DropdownView<M>;
  readonly search: HTMLInputElement;
  readonly dropdown: HTMLElement;
  /** Whether an input method is composing in the search field. */
  readonly composing: boolean;
  /** Attributes that follow the options (theme, names, roles, direction). */
  configure(): void;
  /** Renders rows (when they changed) and the highlight; returns the highlighted row's id. */
  render(): string | null;
  /** The search field's and the list's aria-activedescendant. */
  syncActive(active: string | null, open: boolean): void;
  /** Whether the search field holds focus. */
  searchFocused(): boolean;
  /** Makes ahead, while closed and detached, what the first open would (its first rows). */
  prepare(): void;
  /** The phone sheet's chunk on its way, which an opening waits for (view/opening.ts), or null. */
  arriving(): Promise<void> | null;
  open(focus: FocusIntent | undefined): void;
  close(): void;
  /** Takes the dropdown out of the page (the widget is destroyed). */
  detach(): void;
}

/** Builds the open list of a widget (what the open list's chunk provides). */
export type OpenListFactory = <M>(view: OpenListHost<M>) => OpenListPart<M>;

/** What the open list's chunk exports (open-list/index.ts). */
export interface OpenListChunk {
  readonly createOpenList: OpenListFactory;
}
