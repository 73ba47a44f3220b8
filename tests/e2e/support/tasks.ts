/** Helpers of the task and support specs: fresh members, pictures drawn on the fly, ad pages served locally. */
import { png } from './account.ts';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { newMember, useSession, type StoredSession } from './members.ts';

/** Signs a brand-new member in for `page` (tests that change data act on their own member). */
export async function asNewMember(page: Page, testInfo: TestInfo): Promise<StoredSession> {
  const session = await newMember(String(testInfo.project.use.baseURL), testInfo.workerIndex);
  await useSession(page, session);
  return session;
}

export const smallPng = () => ({ name: 'proof.png', mimeType: 'image/png', buffer: png(40, 30) });

/** The demo's task links, answered locally so no test leaves the machine. */
export async function serveAdPages(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(example\.(com|org|net)|www\.wikipedia\.org|developer\.mozilla\.org)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Ad</title><h1>Sponsored page</h1>',
    }),
  );
}

/** Makes the page report itself hidden or visible, as when its window goes behind another. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
