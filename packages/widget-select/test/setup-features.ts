/**
 * Tests import source modules directly (the Controller, the view, the facade), not
 * only the default entry, so every optional feature and `<select>` mounts are
 * added here first, as the default entry does. The core-only tests re-import a fresh module graph
 * (`vi.resetModules`) or use the built `widget-select/core`.
 */
import '../src/features/all';
import '../src/features/native';
import { slicesPart } from '../src/native/sync';
import { watchersPart } from '../src/native/follow';
import { loadOpenList } from '../src/view/open-list-slot';
import { searchEnginePart } from '../src/view/search-engine-part';

// Every part loaded on demand is loaded first, through the one loader, as the script-tag build does:
// tests act in the same task as they mount. A test of a late or failed part holds it with the
// loader's test gate (test/load-gate.ts) on a fresh module graph.
await Promise.all([loadOpenList(), slicesPart.load(), watchersPart.load(), searchEnginePart.load()]);
