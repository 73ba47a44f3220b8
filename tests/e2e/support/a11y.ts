/** The axe sweep every accessibility check uses. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

/** axe-core itself, put into each frame of the page before a sweep. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Frames answer axe's messages only from the portal's own origin (an advertiser's page is not the portal's to fix). */
const SETUP = `${AXE};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Puts axe into a frame; a frame that is gone, or does not answer within a second, is left out. */
async function inject(frame: Frame): Promise<void> {
  const late = new Promise<void>((done) => setTimeout(done, 1_000));
  await Promise.race([frame.evaluate(SETUP).catch(() => undefined), late]);
}

/**
 * The page's axe violations, frames included, one line per rule with the elements it found
 * ("rule: target, target"); empty when there are none. `include` limits the sweep to a part of the page.
 *
 * axe runs inside the page and reaches the frames through its own messages (each frame holds axe too),
 * and lists only the violations: the other results (passes, the inapplicable) list every node they
 * looked at, which is a fifth of a sweep's CPU. Each frame is given axe once (@axe-core/playwright gave
 * the page it twice: a third of a sweep's CPU).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  for (const frame of page.frames()) await inject(frame);
  const violations = await page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const results = await axe.run(within ? { include: [[within]] } : document, { resultTypes: ['violations'] });
    return results.violations.map((rule) => ({
      id: rule.id,
      targets: rule.nodes.map((node) => node.target.flat(Infinity).join(' ')),
    }));
  }, include);
  return violations.map((rule) => `${rule.id}: ${rule.targets.join(', ')}`);
}
