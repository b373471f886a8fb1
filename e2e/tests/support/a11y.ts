import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page as it is now has no axe violation of serious or critical impact; within the elements
 * `only` selects when given (a scan of the whole page takes seconds on a busy machine).
 */
export async function expectNoSeriousA11yViolations(page: Page, only: string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const selector of only) builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}
