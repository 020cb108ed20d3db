// The screen-reader record's check: reads a transcript as
// tests/sr/transcripts/*.txt keep it and compares it with a scenario's
// expected readings (tests/sr/scenarios.mjs). Plain ESM so the runner
// (scripts/screen-reader.mjs) and a unit test share it.

/** Speech that must never be heard anywhere: Orca's word for an empty object. */
export const NEVER = [/\bblank\b/i];

/**
 * A transcript as the runner writes it: a `#` header, then per step a `> keys`
 * line and the utterances Orca spoke, each indented by two spaces.
 * @param {string} text
 * @returns {{ keys: string, said: string[] }[]}
 */
export function parseTranscript(text) {
  const steps = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('> ')) steps.push({ keys: line.slice(2), said: [] });
    else if (line.startsWith('  ') && steps.length > 0) steps[steps.length - 1].said.push(line.slice(2));
  }
  return steps;
}

/**
 * @param {{ keys?: string, type?: string }} step
 * @returns {string} how a transcript names a step's input
 */
export const stepName = (step) => (step.type !== undefined ? `type "${step.type}"` : step.keys);

/**
 * Compares what Orca said with a scenario's expectations: each step's
 * `says` phrases in order, each `once` phrase exactly once in its step, and
 * `alsoSays` phrases anywhere in their step, none of a step's `never`
 * phrases, and nothing in {@link NEVER}.
 * @param {{ id: string, steps: { keys?: string, type?: string, says?: string[], alsoSays?: string[], once?: string[], never?: string[] }[] }} scenario
 * @param {{ keys: string, said: string[] }[]} heard
 * @returns {string[]} the failures, empty when the reading is as expected
 */
export function checkReading(scenario, heard) {
  const failures = [];
  scenario.steps.forEach((step, index) => {
    const name = stepName(step);
    const got = heard[index];
    if (!got || got.keys !== name) {
      failures.push(`${scenario.id}: step ${index + 1} (${name}) is missing from the transcript`);
      return;
    }
    const text = got.said.join(' | ');
    let from = 0;
    for (const phrase of step.says ?? []) {
      const at = text.indexOf(phrase, from);
      if (at < 0) {
        const anywhere = text.includes(phrase) ? ' (heard, but out of order)' : '';
        failures.push(
          `${scenario.id}: after ${name} (step ${index + 1}) Orca did not say "${phrase}"${anywhere}: ${text}`,
        );
      } else from = at + phrase.length;
    }
    for (const phrase of step.alsoSays ?? []) {
      if (!text.includes(phrase))
        failures.push(
          `${scenario.id}: after ${name} (step ${index + 1}) Orca did not say "${phrase}": ${text}`,
        );
    }
    for (const phrase of step.once ?? []) {
      const count = text.split(phrase).length - 1;
      if (count !== 1)
        failures.push(
          `${scenario.id}: after ${name} (step ${index + 1}) "${phrase}" was said ${count} times: ${text}`,
        );
    }
    for (const phrase of step.never ?? []) {
      if (text.includes(phrase))
        failures.push(`${scenario.id}: after ${name} (step ${index + 1}) Orca said "${phrase}": ${text}`);
    }
    for (const pattern of NEVER) {
      if (got.said.some((said) => pattern.test(said)))
        failures.push(`${scenario.id}: after ${name} (step ${index + 1}) Orca said ${pattern}: ${text}`);
    }
  });
  return failures;
}
