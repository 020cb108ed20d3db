import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
/** axe-core's own browser build, injected as a script (the Playwright integration needs a newer Node). */
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({ path: AXE_SOURCE });
}

/** Runs axe on the given selectors (and everything inside them). */
export async function axeViolations(page: Page, include: string[]): Promise<Result[]> {
  await injectAxe(page);
  const results = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      return axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags } },
      );
    },
    { include, tags: WCAG_TAGS },
  );
  return results.violations;
}

/** One line per failing node: rule, impact, target and axe's summary. */
export function formatViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}
