/**
 * Tag creation: the beforeCreate / createOption flow (sync or async, with a
 * pending state and refusals that lose nothing), maxSelections, and pasting a
 * list of tags. When "create «text»" is offered is the closed control's
 * (creation-offer.ts).
 */

import { copyAnswerItem } from '../../core/domain/answer-copy';
import { buildDataSet } from '../../core/domain/dataset';
import { isOption } from '../../core/domain/option-value';
import type { State } from '../../core/domain/state';
import type { Cause, Notice } from '../../core/machine/actions';
import type { CreationPort, FeatureHost } from '../../core/machine/host';
import { describe, SelectWidgetError } from '../../errors';
import { format } from '../../i18n/messages';
import type { Option } from '../../types';
import type { CreationOffer } from './creation-offer';
import { type PasteMaker, pasteTags } from './paste';

/**
 * The cap on adding an option that is not in the list yet (tag creation,
 * a pasted tag): the `maximum` notice when one more value would pass
 * `maxSelections` in multiple mode, else null. A value already selected
 * is never refused.
 */
export function capRefusal(
  options: { readonly multiple: boolean; readonly maxSelections?: number | undefined },
  value: readonly string[],
  option: Option<unknown>,
): Notice | null {
  const { multiple, maxSelections } = options;
  if (!multiple || maxSelections === undefined || value.length < maxSelections) return null;
  if (value.includes(option.value)) return null;
  return { name: 'maximum', payload: { limit: maxSelections, option } };
}

/** Splits pasted text into trimmed, non-empty tokens (duplicates removed). */
export function splitPaste(text: string, separators: RegExp): string[] {
  // A set keeps each token's first place.
  return [...new Set(text.split(separators).map((raw) => raw.trim()))].filter((token) => token !== '');
}

/** A remote answer to the query is on its way (debounced or loading) and not yet shown. */
const awaitsAnswer = (state: State) =>
  (state.remote === 'pending' || state.remote === 'loading') && state.remoteShown !== state.query;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value instanceof Promise || (typeof value === 'object' && value !== null && 'then' in value);

/** What a refusal (a createOption that threw or rejected) says in the create row. */
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const UNREADABLE = 'createOption returned an option that threw when read';

const notAnOption = (result: unknown) =>
  `createOption returned ${describe(result)}, which is not an option with a string value and label`;

export class Creation<M> implements CreationPort {
  /** Bumps with each creation so a late async answer of an abandoned one is ignored. */
  private sequence = 0;
  /** Set by destroy: a pending createOption or the rest of a pasted list creates nothing. */
  private disposed = false;

  /** `host`'s creation, with the offer's helpers of the closed control. */
  constructor(
    private readonly host: FeatureHost<M>,
    private readonly offer: CreationOffer,
  ) {}

  /** An existing option whose label (accent-insensitive) or value equals `label`. */
  findExisting(label: string): Option<M> | undefined {
    const { creationKey } = this.offer;
    const wanted = creationKey(label);
    const { dataset } = this.host;
    const byValue = dataset.byValue.get(label.trim());
    if (byValue !== undefined) return dataset.options[byValue];
    return dataset.options.find((option) => creationKey(option.label) === wanted);
  }

  offered(query: string): boolean {
    return this.offer.createOffered(this.host.options.allowCreate, this.host.dataset.options, query);
  }

  /** Creates a tag from the current query (Enter or a click on the create row). */
  fromQuery(): Promise<boolean> {
    return this.create(this.host.state.query.trim(), 'user:create', true);
  }

  /**
   * Runs beforeCreate and createOption for `label`, then selects the result.
   * A refusal or an invalid result creates nothing and shows why.
   */
  async create(label: string, cause: Cause, clearQuery: boolean): Promise<boolean> {
    const { host } = this;
    const { options } = host;
    // One creation at a time: a second Enter while createOption is pending does nothing.
    if (this.disposed || !label || host.state.disabled || host.state.create === 'pending') return false;
    const ticket = ++this.sequence;
    if (awaitsAnswer(host.state)) {
      // Enter before the answer to the query: it waits (busy), then picks that answer's option of the label.
      // Closed or disabled meanwhile, the list's answer never comes: nothing is created.
      host.send({ type: 'createPending', cause });
      const waiting = (state: State) => awaitsAnswer(state) && state.open && !state.disabled;
      await new Promise<void>((resolve) => {
        const stop = host.store.subscribe((next) => {
          if (!waiting(next)) resolve(stop());
        });
      });
      // A new query abandoned it (and cleared the busy row in its own dispatch).
      if (this.disposed || ticket !== this.sequence) return false;
      host.send({ type: 'createAnswered', cause });
      const { remote, remoteShown, query, open, disabled } = host.state;
      const answered = remoteShown === query || remote === 'error';
      if (!answered || !open || disabled) return false;
    }
    const existing = this.findExisting(label);
    if (existing) return this.select(existing, cause, clearQuery, false);
    if (this.refusedAtCap({ value: label, label })) return false;
    if (this.declined(label)) {
      // Said in the create row, as a createOption refusal is: Enter must not look ignored.
      this.refuse(format(host.messages.cannotCreate, { label }), cause);
      return false;
    }
    let result: unknown = { value: label, label };
    if (options.createOption) {
      try {
        result = options.createOption(label);
        if (isThenable(result)) {
          host.send({ type: 'createPending', cause });
          result = await result;
        }
      } catch (error) {
        if (ticket !== this.sequence) return false;
        const reason = reasonOf(error);
        if (host.state.open) this.refuse(reason, cause);
        else this.refusedClosed(label, reason, error, cause);
        return false;
      }
    }
    if (ticket !== this.sequence || this.disposed) return false;
    try {
      result = copyAnswerItem(result);
    } catch (error) {
      this.refuse(UNREADABLE, cause);
      host.announce({
        name: 'error',
        payload: new SelectWidgetError('callback-failed', UNREADABLE, { cause: error }),
      });
      return false;
    }
    if (!isOption(result)) {
      this.refuse(notAnOption(result), cause);
      return false;
    }
    // An answer that took a while ends the pending phase; a synchronous one never entered it.
    host.send({ type: 'createAnswered', cause });
    const option = result as Option<M>;
    const known = host.optionOf(option.value);
    if (known && host.state.value.includes(known.value)) {
      this.refuse(`"${option.value}" is already selected`, cause);
      return false;
    }
    return this.select(known ?? option, cause, clearQuery, !known);
  }

  /**
   * Selects an option that tag creation produced or found; a new one joins
   * the internal list only (never the caller's array) and emits `create`.
   */
  private select(option: Option<M>, cause: Cause, clearQuery: boolean, isNew: boolean): boolean {
    const { host } = this;
    if (this.refusedAtCap(option)) return false;
    if (isNew) this.add([option]);
    const picked = host.send({ type: 'pickCreated', option, isNew, clearQuery, cause }) === 'applied';
    // A pick beforeSelect refused leaves the new option in the list: its rows show it, the create row goes.
    if (isNew && !picked) host.replaceDataset(host.dataset, {}, cause, true);
    return picked;
  }

  /** One rule for every creation path (capRefusal): at the cap, the `maximum` notice and nothing created. */
  private refusedAtCap(option: Option<unknown>): boolean {
    const refusal = capRefusal(this.host.options, this.host.state.value, option);
    if (refusal) this.host.announce(refusal);
    return refusal !== null;
  }

  /**
   * A refusal that came after the list closed (Escape or Tab while the server
   * decided): told at once (`error`, and the live region reads the create
   * row's state), and kept findable: the next opening has the typed text
   * back in the search, with the reason in the create row.
   */
  private refusedClosed(label: string, reason: string, error: unknown, cause: Cause): void {
    const { host } = this;
    this.refuse(reason, cause);
    const failure = new SelectWidgetError('callback-failed', `createOption refused "${label}": ${reason}`, {
      cause: error,
    });
    host.announce({ name: 'error', payload: failure });
    const stop = host.store.subscribe((next, prev) => {
      if (!next.open || prev.open) return;
      stop();
      if (this.disposed || next.create !== 'error') return;
      host.send({ type: 'setQuery', query: label, cause: 'user:type' });
      this.refuse(reason, cause);
    });
  }

  /** Whether beforeCreate declines `label` (one that throws is reported, and declines it). */
  private declined(label: string): boolean {
    const { beforeCreate } = this.host.options;
    return (
      !!beforeCreate && this.host.faults.call('beforeCreate', () => beforeCreate(label), false) === false
    );
  }

  private refuse(message: string, cause: Cause): void {
    this.host.send({ type: 'createRefused', message, cause });
  }

  /** Adds new options to the internal list (never the caller's array). */
  private add(created: readonly Option<M>[]): void {
    const { host } = this;
    host.dataset = buildDataSet<M>([...host.dataset.items, ...created], 'data');
    host.dataChanged();
    for (const option of created) host.memory.remember(option);
  }

  /** A new query abandons a pending creation (the controller clears its state in the same dispatch). */
  abandon(): void {
    this.sequence++;
  }

  /** Destroy: abandons pending and later creations. */
  dispose(): void {
    this.disposed = true;
    this.sequence++;
  }

  /**
   * Pastes a list of tags: existing options are selected, others created,
   * duplicates skipped, stopping at maxSelections; one dispatch at the end.
   */
  async paste(text: string): Promise<void> {
    const { state } = this.host;
    if (this.disposed || state.disabled || state.create === 'pending') return;
    await pasteTags(this.host, this.pasteMaker, splitPaste(text, this.offer.PASTE_SEPARATORS));
  }

  private readonly pasteMaker: PasteMaker<M> = {
    key: (label) => this.offer.creationKey(label),
    stopped: () => this.disposed,
    add: (created) => this.add(created),
    make: (label) => {
      const { createOption } = this.host.options;
      if (this.declined(label)) return null;
      if (!createOption) return { value: label, label } as Option<M>;
      // An answer that throws when read refuses its tag, as a rejection does.
      const checked = (result: unknown) => {
        let copy: unknown;
        try {
          copy = copyAnswerItem(result);
        } catch {
          return UNREADABLE;
        }
        return isOption(copy) ? (copy as Option<M>) : notAnOption(copy);
      };
      try {
        const result: unknown = createOption(label);
        return isThenable(result) ? Promise.resolve(result).then(checked, reasonOf) : checked(result);
      } catch (error) {
        return reasonOf(error);
      }
    },
  };
}
