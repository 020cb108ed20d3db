/**
 * The view's side of the seam with the features: exactly the parts of a widget's view that a feature's
 * binding reads and acts through. The View implements it; features import this type, never the View class,
 * so a feature depends on these hooks only and the view may change behind them.
 */
import type { WidgetPort } from '../core/machine/port';
import type { Listener } from '../core/machine/store';
import type { FeatureViewHost } from '../features/types';
import type { partIds } from './ids';
import type { LiveRegion } from './live-region';
import type { AccessibleName } from './mount';
import type { OpenListPart } from './open-list-part';
import type { TemplateCache } from './row';

/** A widget's view as a feature binds to it. */
export interface FeatureView<M> extends FeatureViewHost {
  readonly port: WidgetPort<M>;
  /** Aborts when the widget is destroyed: every listener a feature adds goes with it. */
  readonly signal: AbortSignal;
  readonly control: HTMLElement;
  readonly name: AccessibleName;
  readonly ids: ReturnType<typeof partIds>;
  /** Template output for rows (the columns render rows of their own). */
  readonly cache: TemplateCache<M>;
  readonly live: LiveRegion<M>;
  /** The control's tags and "+N more" chip are in `values`. */
  readonly controlView: { readonly values: HTMLElement };
  /** What the open list waits for besides its chunk: a lazy feature on its way that renders in it (the columns), or null. */
  openListWaits: () => Promise<void> | null;
  /** Subscribes to the commits; returns the unsubscribe function. */
  onCommit(listener: Listener): () => void;
  /** Runs `then` with the open list: now when it is built, else once it is. */
  whenOpenList(then: (openList: OpenListPart<M>) => void): void;
  /** Builds the open list when its chunk is there, else asks for it. */
  requestOpenList(): unknown;
  /** Renders the state into the control and the open list. */
  renderState(): void;
  /** Focuses the combobox; `byKey` shows the ring. */
  focusControl(byKey?: boolean): void;
  /** Focuses where typing goes (the search field when shown, else the control); `byKey` shows the ring. */
  focusTyping(byKey?: boolean): void;
}
