/**
 * Permanent guard: seeded model-based fuzzing in real Chromium. Random
 * sequences of real key presses, real clicks, pastes and API calls drive
 * single, tags-with-creation and tree widgets mounted on native selects in
 * a form (form.reset() among the steps); after every step the widget, its
 * tags, the native select and the ARIA state must agree, the value holds
 * no duplicates, and nothing may throw (see fuzz-harness.ts). fast-check
 * shrinks a failure to a minimal sequence, printed with the seed; turn it
 * into a named test in fuzz-counterexamples.test.ts.
 *
 * Longer runs: `npm run fuzz`, or FUZZ_RUNS=200 FUZZ_SEED=7 with vitest.
 */
import fc from 'fast-check';
import { test } from 'vitest';
import { commands } from 'vitest/browser';
import { engine } from '../engines';
import { runSequence, type Step, stepArbitrary } from './fuzz-harness';

// WebKit is driven over classic WebDriver and Firefox over WebDriver BiDi, a
// round trip per action: fewer sequences there keep their runs in budget (the
// same seed, so the same first ones). Chromium runs them all.
const RUNS = engine === 'chromium' ? 15 : 5;
const STEPS = 25;
const SEED = 20261123;

test.each(['single', 'tags', 'tree'] as const)(
  'fuzz %s: widget, tags, native select and ARIA agree after every step',
  async (mode) => {
    const runs = await commands.envNumber('FUZZ_RUNS', RUNS);
    const seed = await commands.envNumber('FUZZ_SEED', SEED);
    // STEPS slots, each a step or null (skipped): shrinking turns the steps
    // that do not matter into nulls, so a counterexample keeps only the rest.
    const slots = fc.array(fc.option(stepArbitrary(mode), { nil: null }), {
      minLength: STEPS,
      maxLength: STEPS,
    });
    await fc.assert(
      fc.asyncProperty(slots, (steps) =>
        runSequence(
          mode,
          steps.filter((s): s is Step => s !== null),
        ),
      ),
      { seed, numRuns: runs },
    );
  },
  600_000,
);
