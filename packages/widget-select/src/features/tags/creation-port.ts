/**
 * The closed control's tag creation: a stand-in that answers whether the
 * create row is offered at once (creation-offer.ts) and forwards a creation
 * or a paste to the tag creation (creation.ts), which needs a query or a
 * paste and so comes with the tags' list part. Both reach the stand-in
 * before that part only when a plugin sends them, or when an Enter held
 * for the open list's chunk is replayed before the part's chunk is there:
 * the part is asked for then, and the creation runs with the query it was
 * asked for, once the part is there.
 */
import type { Cause } from '../../core/machine/actions';
import type { CreationPort, FeatureHost } from '../../core/machine/host';
import { createOffered } from './creation-offer';
import type { TagsList } from './tags-list';

/** The tag creation a widget's stand-in forwards to, made by the tags' list part. */
interface RealCreation extends CreationPort {
  create(label: string, cause: Cause, clearQuery: boolean): Promise<boolean>;
}

export class CreationStandIn<M> implements CreationPort {
  private real: RealCreation | null = null;
  private disposed = false;

  /** `part` is the tags' list part once it is there; `load` asks for it (with the open list). */
  constructor(
    private readonly host: FeatureHost<M>,
    private readonly part: () => TagsList | undefined,
    private readonly load: () => Promise<unknown>,
  ) {}

  /** The tag creation, made once the part is there (never after destroy). */
  private creation(): RealCreation | null {
    if (this.real || this.disposed) return this.real;
    const part = this.part();
    if (part) this.real = part.creation(this.host);
    return this.real;
  }

  /** Runs `then` on the tag creation now, or once the part is there; false if it never comes. */
  private forward<T>(then: (creation: RealCreation) => Promise<T>, none: T): Promise<T> {
    const now = this.creation();
    if (now) return then(now);
    return this.load().then(
      () => {
        const later = this.creation();
        return later ? then(later) : none;
      },
      // The list's load failing is reported at the list's next use; nothing is created.
      () => none,
    );
  }

  offered(query: string): boolean {
    return createOffered(this.host.options.allowCreate, this.host.dataset.options, query);
  }

  fromQuery(): Promise<boolean> {
    // The query as it is now: text typed while the part comes is not what Enter created.
    const label = this.host.state.query.trim();
    return this.forward((creation) => creation.create(label, 'user:create', true), false);
  }

  paste(text: string): Promise<void> {
    return this.forward((creation) => creation.paste(text), undefined);
  }

  abandon(): void {
    this.real?.abandon();
  }

  dispose(): void {
    this.disposed = true;
    this.real?.dispose();
  }
}
