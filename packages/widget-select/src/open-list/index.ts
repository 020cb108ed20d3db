/**
 * The open list's chunk: its factory gives every widget its dropdown. The
 * closed control asks for it at idle or first use (view/open-list-slot.ts);
 * the script-tag build provides it up front.
 */
import type { OpenListFactory } from '../view/open-list-part';
import { defaultHighlight, typeaheadTarget } from '../core/domain/highlight';
import { computeRows, selectedFirst, withoutSelected } from '../core/domain/rows';
import { LabelKeys } from '../core/domain/label-keys';
import { SearchIndex } from '../core/domain/search/engine';
import { listDerivations } from '../core/machine/list-derivations';
import { provideListRules, providePickTransition } from '../core/machine/list-rules';
import { matchingCount, reduceInList } from '../core/machine/list-transitions';
import { providePendingDecisions } from '../core/machine/pending-value';
import { picked } from '../core/machine/pick-transition';
import { provideSearchEngine } from '../core/machine/search-engine';
import { OpenList } from './open-list';
import { decisions } from './pending';

export const createOpenList: OpenListFactory = (view) => new OpenList(view);

/**
 * Installs what comes with the list: the pending value's decisions
 * (`commit: 'apply'`), the rows of a shown list, their derivations and the
 * list's actions, a row's pick, then the search engine (whose waiters, the
 * actions held for the list among them, read rows as it arrives). Not at
 * this module's evaluation: the rules compute rows, and a feature's rows
 * may be in its list part (the tree's), so the slot installs them once
 * every list part is there too (view/open-list-slot.ts); again after a
 * part named later arrived. Installing again changes nothing else.
 */
export function installListRules(): void {
  providePendingDecisions(decisions);
  provideListRules({
    computeRows,
    selectedFirst,
    withoutSelected,
    defaultHighlight,
    typeaheadTarget,
    derivations: listDerivations,
    reduce: reduceInList,
    matchingCount,
  });
  providePickTransition(picked);
  // The matches' highlighting and the label keys typeahead reads come with the engine.
  provideSearchEngine({
    index: (options, config, label) => new SearchIndex(options, config, label),
    labelKeys: (options, accentInsensitive) => new LabelKeys(options, accentInsensitive),
  });
}
