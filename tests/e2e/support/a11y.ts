/** The axe sweep every accessibility check uses. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's axe violations, frames included, one line per rule with the elements it found
 * ("rule: target, target"); empty when there are none. `include` limits the sweep to a part of the page.
 *
 * Legacy mode runs axe inside the page and reaches the frames through axe's own messages, instead of
 * running each frame separately and merging the results in a blank page of its own: a second or more
 * less per sweep. It finds the same in the portal's frames (its own origin); a third party's page in
 * a frame (an advertiser's) is left unchecked, which is not the portal's to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only the violations are read: axe lists every node of the other results (passes, the inapplicable)
  // only when asked, which is a fifth of a sweep's CPU.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
