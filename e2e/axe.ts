import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each WCAG 2.2 A/AA violation axe finds on the page as it stands, one line per rule and element. */
export async function violationsOf(page: Page, where: string): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  if (passes.length === 0) return [`${where}: axe checked nothing`];
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} at ${node.target.join(' ')}: ${violation.help}`),
  );
}
