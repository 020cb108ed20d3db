/**
 * The work the reducer asks for beside the state (a `Command`): starting a
 * creation or a paste, remote retries and pages, typeahead, and the value,
 * options and disabled state from a native select. Whatever it changes comes
 * back down the one path as actions.
 */
import type { Cause } from './actions';
import { buildDataSet, type DataSet } from '../domain/dataset';
import type { CreationPort } from './host';
import { type HighlightContext, typeaheadTarget } from '../domain/highlight';
import type { RemoteSource } from './remote-port';
import type { SelectionContext } from './selection-changes';
import type { State } from '../domain/state';
import type { Change } from './store';
import type { Typeahead } from '../domain/typeahead';
import type { Action, Command, Outcome } from './vocabulary';
import type { SetValueOptions } from '../../types';

/** What carrying out a command reads and calls of the controller. */
export type CommandHost<M> = SelectionContext<M> & HighlightContext<M> & CommandHostCalls<M>;

interface CommandHostCalls<M> {
  readonly state: State;
  readonly creation: CreationPort;
  readonly remote: RemoteSource | null;
  readonly typeaheadBuffer: Typeahead;
  send(action: Action): Outcome;
  setValue(input: unknown, options: SetValueOptions, cause: Cause, also: Change): Outcome;
  replaceDataset(dataset: DataSet<M>, change: Change, cause: Cause, keepHighlight: boolean): Outcome;
  setDisabled(disabled: boolean, byForm: boolean): Outcome;
}

/** Carries out `command` for `host`: its own changes come back as actions. */
export function carryOut<M>(host: CommandHost<M>, command: Command): Outcome {
  switch (command.run) {
    case 'create':
      void host.creation.fromQuery();
      return 'started';
    case 'paste':
      void host.creation.paste(command.text);
      return 'started';
    case 'retry':
      host.remote?.retry();
      return host.remote ? 'started' : 'ignored';
    case 'loadMore':
      return host.remote?.loadMore() ? 'started' : 'ignored';
    case 'loadMatching': {
      const { action } = command;
      const then = () => host.send({ ...action, allPages: true });
      // The remote source loads the pages the outcome depends on first, if any.
      return host.remote?.loadMatching(action.type, then) ? 'started' : then();
    }
    case 'typeahead': {
      const { state, typeaheadBuffer } = host;
      // Space adds to a typeahead in progress ("New Y"), as on a native select; otherwise it picks.
      if (command.char === ' ' && !typeaheadBuffer.continues(command.now))
        return host.send({ type: 'pickHighlighted' });
      const entry = typeaheadTarget(host, state, typeaheadBuffer, command);
      return entry >= 0 ? host.send({ type: 'highlight', entry }) : 'ignored';
    }
    case 'setValue':
      return host.setValue(command.value.slice(), {}, command.cause, command.also);
    case 'installOptions':
      return host.replaceDataset(
        buildDataSet<M>(command.data),
        { value: command.value },
        'native:change',
        false,
      );
    case 'setDisabled':
      return host.setDisabled(command.disabled, command.byForm);
  }
}
