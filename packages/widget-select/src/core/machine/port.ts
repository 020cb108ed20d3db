/**
 * The narrow port the view talks to the core through: the current state,
 * the derived data it renders (memoised selectors over the state, the data
 * set and the options), and `send(action)`: the same actions the reducer
 * reduces (core/machine/vocabulary.ts). An action that changes state becomes one
 * dispatch on the store (see docs/architecture.md, The one path); Retry and
 * paging start a load whose phases come back as dispatches of their own,
 * and a native select's new options are installed beside the state before
 * their one dispatch.
 */
import type { Controller } from './controller';
import type { State } from '../domain/state';
import type { Store } from './store';
import type { Action, Outcome } from './vocabulary';

/** Derived data, read-only: each selector is memoised on its explicit inputs. */
export type Derived<M> = Pick<
  Controller<M>,
  | 'options'
  | 'dataset'
  | 'rows'
  | 'message'
  | 'searchVisible'
  | 'labelMatches'
  | 'optionOf'
  | 'isSelected'
  | 'publicValue'
  | 'isEntrySelectable'
  | 'isDisabled'
  | 'explicitlyDisabled'
  | 'validity'
  | 'createOffered'
  | 'awaitingAnswer'
  | 'canLoadMore'
  | 'isPending'
  | 'resolving'
>;

export interface WidgetPort<M> {
  readonly state: State;
  readonly derived: Derived<M>;
  /** Sends an action (the one vocabulary, core/machine/vocabulary.ts); returns what it did (an arrow key on a tree leaf is `ignored`). */
  send(action: Action): Outcome;
  /** A user callback the view ran (a template, a row decorator) threw: reported once, never fatal. */
  report(error: unknown, where: string): void;
}

/** What the port is made from: the controller, as far as the view may reach it. */
export type PortSource<M> = Derived<M> & Pick<Controller<M>, 'state' | 'send' | 'faults'>;

/** What the View is handed: the port's source, and the commits its renderers subscribe to. */
export type ViewHost<M> = PortSource<M> & { readonly store: Pick<Store, 'subscribe'> };

export function portOf<M>(controller: PortSource<M>): WidgetPort<M> {
  return {
    get state() {
      return controller.state;
    },
    derived: controller,
    send: (action) => controller.send(action),
    report: (error, where) => controller.faults.report(error, where),
  };
}
