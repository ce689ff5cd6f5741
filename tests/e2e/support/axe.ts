import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = Results['violations'][number];

/**
 * Waits until every transition and finite animation on the page has ended: a dialog fading in has text
 * at part of its opacity, which reads as too little contrast, though no user reads it in that state.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The serious and critical accessibility violations on the page once it has settled (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** A readable list of violations for a failure message: rule, impact, help and the offending elements. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}
