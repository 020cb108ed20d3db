/**
 * `widget-select/tags`: tag creation (`allowCreate`, `createOption`, pasting
 * a list), reordering tags by drag or keys (`sortable`), a multiple
 * list's ranges (Shift+click, Shift+arrows, Ctrl+Shift+Home / End), and the
 * "+N more" chip's list of what it hides.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tags';
 */

import { moveHighlight } from '../core/domain/navigation';
import { definePart } from '../load/loader';
import { addListPart, loadOpenList } from '../view/open-list-slot';
import type { FeatureView } from '../view/feature-view';
import { addFeature } from './registry';
import { announceMoves } from './tags/announce-moves';
import { creationOffer } from './tags/creation-offer';
import { CreationStandIn } from './tags/creation-port';
import { decideCreation } from './tags/creation-transitions';
import { bindMoreList, describeMore } from './tags/more-list';
import { rangePicked } from './tags/ranges';
import { reduceTags } from './tags/transitions';
import type { TagsFeature } from './types';

/**
 * What only the open list uses (the create row, the list's range input, the search field's paste of a tag
 * list, the tag creation) is a list part: it comes with the open list's chunk, and no list is built before
 * it is there. The chips' drag (`sortable`) comes with it too: it acts only once a user drags, and is bound
 * at a widget's first press on its chips.
 */
export const tagsListPart = addListPart(
  definePart(
    'tags list',
    () => import('./tags/tags-list'),
    (module) => module.tagsList(creationOffer),
  ),
);

/** The tags feature; importing this module adds it (`SelectWidget.use(tags)` does too). */
export const tags: TagsFeature = {
  name: 'tags',
  // Whether the create row is offered is the closed control's (a query can be set before any list);
  // creating needs a query or a paste, and comes with the list part (forwarded, creation-port.ts).
  creation: (host) => new CreationStandIn(host, () => tagsListPart.get(), loadOpenList),
  createRow: (host, id) => tagsListPart.get()?.createRow(host, id),
  // The reducer's decisions are the feature's, never waiting for the list part.
  reduce: (state, action, context) => reduceTags(state, action, context, decideCreation),
  range: (state, gesture, context, selectAll) =>
    rangePicked(state, gesture, context, moveHighlight, selectAll),
  describeMore,
  bind: (view) => {
    const host = view as FeatureView<unknown>;
    announceMoves(host);
    bindChipDrag(host);
    bindMoreList(host);
    // The list is built once its tags part is there, which binds then.
    host.whenOpenList((openList) => tagsListPart.get()?.bind(host, openList));
  },
};

/**
 * The chips' drag is bound at the first press on them, once the part is there (with the open list's
 * chunk). A press before that drags once it comes, if the button is still down and the chip still there.
 */
function bindChipDrag(host: FeatureView<unknown>): void {
  const { values } = host.controlView;
  let drag: ((event: PointerEvent) => void) | undefined;
  const press = (event: PointerEvent) => {
    const part = tagsListPart.get();
    if (part) {
      // Bound once: presses that waited together (two fingers) share it.
      drag ??= part.sortable(host);
      values.removeEventListener('pointerdown', press);
      drag(event);
      return;
    }
    // The wait ends at this pointer's release (not another's: a tap elsewhere, a second finger) or at
    // destroy, and its listeners with it.
    const waiting = new AbortController();
    const stopWaiting = tagsListPart.when(() => {
      // A chip that left meanwhile (its value went, or it was drawn again) starts nothing.
      if (!host.signal.aborted && (event.target as Node).isConnected) press(event);
    }, false);
    waiting.signal.addEventListener('abort', stopWaiting);
    const released = (other: PointerEvent) => other.pointerId === event.pointerId && waiting.abort();
    for (const type of ['pointerup', 'pointercancel'] as const)
      values.ownerDocument.addEventListener(type, released, { capture: true, signal: waiting.signal });
    host.signal.addEventListener('abort', () => waiting.abort(), { signal: waiting.signal });
  };
  values.addEventListener('pointerdown', press, { signal: host.signal });
}

addFeature(tags);
