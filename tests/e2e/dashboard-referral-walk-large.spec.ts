/**
 * The dashboard's referral links on the reference server's large network (`SEED=large`: under demo a
 * left outer edge 2,000 members deep and a right one 300 deep), on a backend that does not place by
 * itself: the walk to each leg's free place asks nobody below the member before the links are reached,
 * and at most 10 `binary-details` calls a visit after. The rest of the suite needs the demo network, so
 * this spec runs only when the test server is started on the large one:
 *
 *   SEED=large npx playwright test tests/e2e/dashboard-referral-walk-large.spec.ts
 */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors } from './support/members.ts';
import { withoutAutoPlacement } from './support/placement.ts';

const LIMIT = 10;

const region = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('referral links on the large network', () => {
  test.skip(process.env.SEED !== 'large', 'runs with SEED=large (the test server on the large network)');
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('asks nobody below the member before the links are reached, then at most 10 binary-details calls', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await withoutAutoPlacement(page);
    await page.route('**/api/news', (route) => route.fulfill({ json: { status: true, data: [] } }));
    const asked: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/binary-details\/([^/?]+)$/.exec(request.url());
      if (match) asked.push(decodeURIComponent(match[1]!));
    });
    await openAs(page, 'demo', '/user/dashboard');
    await expect(page.getByRole('heading', { name: text.dashboard.greeting('demo') })).toBeVisible();
    await expect(region(page, text.dashboard.leftLink)).not.toBeInViewport();
    await page.waitForTimeout(3000);
    // The legs chart may read the member's own legs; nobody further down.
    expect(asked.filter((name) => name !== 'demo')).toEqual([]);

    await region(page, text.dashboard.leftLink).scrollIntoViewIfNeeded();
    // Both outer edges are deeper than a visit's calls reach: each leg says so, with the tree's Next free place.
    for (const [title, side] of [
      [text.dashboard.leftLink, 'L'],
      [text.dashboard.rightLink, 'R'],
    ] as const) {
      const leg = region(page, title);
      await expect(leg.getByText(text.dashboard.placeDeeper)).toBeVisible({ timeout: 20_000 });
      await expect(leg.getByRole('link', { name: text.dashboard.placeInTree })).toHaveAttribute(
        'href',
        `/user/binaryTeam?free=${side}`,
      );
    }
    await page.waitForTimeout(3000);
    test.info().annotations.push({ type: 'binary-details calls', description: String(asked.length) });
    console.log(`binary-details calls in the visit: ${asked.length} (${asked.join(', ')})`);
    expect(asked.length).toBeLessThanOrEqual(LIMIT);
    expect(new Set(asked).size).toBe(asked.length);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
