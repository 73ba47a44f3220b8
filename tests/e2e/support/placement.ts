/** Placement in the e2e specs: a backend with the spec's endpoints only (no auto placement). */
import type { Page } from '@playwright/test';

/**
 * The reference server's pre-register answer without its `auto_placement` extension, as a backend
 * with only the spec's endpoints gives it: the portal places as the spec says (Parent asked, the
 * dashboard's links carry the leg's free place).
 */
export async function withoutAutoPlacement(page: Page): Promise<void> {
  await page.route('**/api/pre-register', async (route) => {
    const answer = (await route
      .fetch()
      .then((response) => response.json())
      .catch(() => undefined)) as Record<string, unknown> | undefined;
    // The page moved on while the answer was on its way (its answer is disposed of): nothing to hand back.
    if (!answer) return;
    delete answer.auto_placement;
    await route.fulfill({ json: answer });
  });
}
