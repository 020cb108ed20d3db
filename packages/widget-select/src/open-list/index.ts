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

// `commit: 'apply'`: the pending value's decisions come with the list that shows it.
providePendingDecisions(decisions);

// The rows of a shown list, their derivations and the list's actions come with
// the list, before the engine: the actions held for it read rows as it arrives.
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

// A row's pick comes with the rows it picks from.
providePickTransition(picked);

// The search engine and the matches' highlighting come with the list that shows a query's matches,
// and with them the label keys typeahead reads.
provideSearchEngine({
  index: (options, config, label) => new SearchIndex(options, config, label),
  labelKeys: (options, accentInsensitive) => new LabelKeys(options, accentInsensitive),
});
