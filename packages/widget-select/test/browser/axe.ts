/** axe-core over a part of the test page, as a list of readable findings. */
import axe from 'axe-core';

/** Page-level rules judge the test page (landmarks, a heading), not the component. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

/** "Needs review" results that are real ARIA errors for a widget: reported like violations. */
const STRICT_INCOMPLETE = ['aria-valid-attr-value', 'aria-prohibited-attr'];

/**
 * The axe violations inside `context`. With `strict`, the ARIA attribute
 * checks axe leaves for review count too, except a closed control's
 * `aria-controls` (its list is not in the DOM until it opens).
 */
export async function axeViolations(context: Element, { strict = false } = {}): Promise<string[]> {
  const result = await axe.run(context, {
    rules: Object.fromEntries(PAGE_RULES.map((id) => [id, { enabled: false }])),
  });
  const violations = result.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  if (!strict) return violations;
  const review = result.incomplete
    .filter((v) => STRICT_INCOMPLETE.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `incomplete ${v.id}: ${n.target.join(' ')} ${n.failureSummary}`))
    .filter((line) => !/aria-controls="[^"]*-list"/.test(line));
  return [...violations, ...review];
}
