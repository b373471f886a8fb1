import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page as it is now has no axe violation of serious or critical impact. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}
