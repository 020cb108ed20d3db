/**
 * Tests import source modules directly (the Controller, the view, the facade), not
 * only the default entry, so every optional feature and `<select>` mounts are
 * added here first, as the default entry does. The core-only tests re-import a fresh module graph
 * (`vi.resetModules`) or use the built `widget-select/core`.
 */
import '../src/features/all';
import '../src/features/native';
