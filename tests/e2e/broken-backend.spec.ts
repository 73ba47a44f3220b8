/**
 * Member screens against a backend that answers wrongly: the page never throws, never leaves a blank
 * island, and tells the member what happened (a message, and a retry where a retry helps).
 */
import { test, expect, type Route } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { runsOf, sessionOf, useSession, walk } from './support/members.ts';

const screens = routes.filter((route) => route.member && route.path !== '/user/viewAds');

// Calls the shell needs to stay signed in and draw the menu are left alone: the sweep is about the screen.
const SHELL = /\/api\/(pre-register|get-picture|news)(\?|$)/;

const modes: Record<string, (route: Route) => Promise<void>> = {
  'HTML instead of JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  'wrong types and missing fields': (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: true, data: 'surprise', more_details: 7 }),
    }),
  'an empty body': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
  'a server error': (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
  'a dropped connection': (route) => route.abort('connectionreset'),
};

/**
 * One screen of each kind of island (each loads and fails in its own way); the kinds of failure are met
 * once where every call passes, in `call()` (src/lib/api/client.test.ts). Each screen gets a different
 * kind, so each kind still meets a screen.
 */
const KINDS_OF_SCREEN: Record<string, string> = {
  figures: '/user/dashboard',
  'paged table': '/user/transactionsList',
  tree: '/user/binaryTeam',
  'ticket desk': '/user/chat',
  tabs: '/user/profile',
  cards: '/user/packageList',
  'form with its settings': '/user/manualWithdraw',
  uploads: '/user/kyc',
  task: '/user/todayTask',
};
const kinds = Object.keys(modes);

const cases = Object.values(KINDS_OF_SCREEN).map((path, index) => ({
  screen: screens.find((route) => route.path === path)!,
  mode: kinds[index % kinds.length]!,
}));

// A few screens walked in one tab (support/members.ts, `walk`), each with its own broken backend.
for (const run of runsOf(cases, 5)) {
  test(`${run.map(({ screen, mode }) => `${screen.path} with ${mode}`).join(', ')}: each shows a message and no uncaught error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await useSession(page, sessionOf('demo'));
    await walk(
      run,
      ({ screen, mode }) => `${screen.path} with ${mode}`,
      async ({ screen, mode }) => {
        await page.route('**/api/**', (route) =>
          SHELL.test(route.request().url()) ? route.continue() : modes[mode]!(route),
        );
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        // Something tells the member: an alert (inline or toast) or a way to try again.
        const told = page
          .getByRole('alert')
          .or(page.getByRole('button', { name: /try again|retry/i }))
          .first();
        await expect(told).toBeVisible({ timeout: 15_000 });
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        expect(errors).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      },
      20_000,
    );
  });
}
