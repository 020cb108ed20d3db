/**
 * The reducer's decisions for the remote source's phases: a load's phase
 * and a reload while the list is closed. Pure, like the core's reducer,
 * which hands these actions to the remote feature (`reduceRemote`) and does
 * nothing with them without it (only the remote source sends them).
 */
import type { State } from '../../core/domain/state';
import type { Transition } from '../../core/machine/store';
import type { Action } from '../../core/machine/vocabulary';

/** The actions the remote feature decides. */
export type RemoteAction = Extract<Action, { type: 'remotePhase' | 'remoteStale' }>;

/** Decides a remote phase: the loader's phase, with what an error or the end of a sweep leaves. */
export function reduceRemote(state: State, action: RemoteAction): Transition {
  switch (action.type) {
    case 'remotePhase': {
      const { phase } = action;
      return {
        change: {
          remote: phase,
          ...(phase === 'error' && { remoteFailed: true }),
          // A sweep of the remaining pages (select all matching) ends with its loading phase.
          ...(phase !== 'loading' && state.remoteProgress !== null && { remoteProgress: null }),
        },
        cause: 'remote:load',
      };
    }
    case 'remoteStale':
      return { change: { remoteStale: true }, cause: 'remote:load' };
  }
}
