/**
 * Tests import source modules directly (the Controller, the view, the facade), not
 * only the default entry, so every optional feature and `<select>` mounts are
 * added here first, as the default entry does. The core-only tests re-import a fresh module graph
 * (`vi.resetModules`) or use the built `widget-select/core`.
 */
import '../src/features/all';
import '../src/features/native';
import { tagsList } from '../src/features/tags/tags-list';
import { treeList } from '../src/features/tree/tree-list';
import { NativeSyncJob } from '../src/native/slices';
import { provideSlices } from '../src/native/slices-slot';
import * as watchers from '../src/native/watchers';
import { provideWatchers } from '../src/native/watchers-slot';
import * as openList from '../src/open-list';
import { controlInput } from '../src/view/control-input';
import { provideControlInput } from '../src/view/control-input-slot';
import { provideListPart, provideOpenList } from '../src/view/open-list-slot';

// The open list from the start, as the script-tag build has it: tests act in the same task as they mount.
provideOpenList(openList);
// And the control's input (view/control-input.ts): keys and clicks act as they come.
provideControlInput(controlInput);
// With the tree's and the tags' parts of it (features/tree/tree-list.ts, features/tags/tags-list.ts).
provideListPart('tree', treeList);
provideListPart('tags', tagsList);
// And a large native select's slices (native/slices-slot.ts): its writes are in slices from its mount.
provideSlices(NativeSyncJob);
// And the watchers of what changes a select with no event (native/watchers-slot.ts): followed from the mount.
provideWatchers(watchers);
