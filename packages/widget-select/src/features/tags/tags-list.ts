/**
 * The tags' part of the open list, a chunk imported with the open list's (view/open-list-slot.ts): what
 * runs only once a list exists. The create row (create-row.ts), the list's ranges by Shift+click and
 * Shift+arrows (range-input.ts; the feature decides them, ranges.ts), the search field's paste of a tag
 * list (paste-field.ts, carried out by paste.ts), and the tag creation (creation.ts), which needs a query
 * or a paste (the feature decides what it sends, creation-transitions.ts). And the drag of sortable chips
 * (sortable.ts), which acts only once a user drags: it is bound at the first press on the chips once the part
 * is there, with no list needed (a press before that drags once it comes, if still held). The closed control's tag parts (the creation's stand-in,
 * creation-port.ts, which says whether the create row is offered and forwards to it, the reducer's tag
 * actions, the chips and where a moved tag now is, the "+N more" chip) stay in features/tags.ts.
 */
import type { CreateRowPort, FeatureHost } from '../../core/machine/host';
import type { OpenListPart } from '../../view/open-list-part';
import type { FeatureView } from '../../view/feature-view';
import { CreateRowView } from './create-row';
import { Creation } from './creation';
import type { CreationOffer } from './creation-offer';
import { bindPaste } from './paste-field';
import { bindRanges } from './range-input';
import { bindSortable } from './sortable';

/** The part, handed the offer's helpers of the closed control as it arrives. */
export const tagsList = (offer: CreationOffer) => ({
  createRow: <M>(port: CreateRowPort<M>, id: string) => new CreateRowView(port, id, offer.creationKey),
  /** A widget's tag creation (its stand-in in the closed control forwards to it). */
  creation: <M>(host: FeatureHost<M>) => new Creation(host, offer),
  /** Binds the drag of a widget's chips (at the first press on them); returns its press handler. */
  sortable: bindSortable,
  /** Binds the list's tag parts to a widget's list, as it is built. */
  bind<M>(view: FeatureView<M>, openList: OpenListPart<M>): void {
    bindRanges(view, openList);
    // A creation refused after the list closed has no row to show it: the live region says why.
    view.onCommit((next, prev) => {
      if (!next.open && next.create === 'error' && prev.create !== 'error') view.live.say(next.createMessage);
    });
    bindPaste(view, openList.search);
  },
});

export type TagsList = ReturnType<typeof tagsList>;
