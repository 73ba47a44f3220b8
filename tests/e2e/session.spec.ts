import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { newMember, useSession } from './support/members.ts';

test('a logout in one tab ends the session in every open tab', async ({ context, baseURL }, testInfo) => {
  const session = await newMember(String(baseURL), testInfo.parallelIndex);
  const first = await context.newPage();
  const second = await context.newPage();
  await useSession(first, session);
  await useSession(second, session);
  await first.goto('/user/dashboard');
  await second.goto('/user/profile');
  await expect(second.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await first.getByRole('button', { name: text.shell.logout }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(first.getByText(text.shell.loggedOut)).toBeVisible();
  await expect(second).toHaveURL(/\/login$/);
  expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // The server revoked the token too: it no longer opens anything.
  const answer = await fetch(new URL('/api/get-picture', String(baseURL)), {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(answer.status).toBe(401);
});

test("an expired session on any call ends it with the spec's message and returns to the landing page", async ({
  page,
}) => {
  await useSession(page, { username: 'demo', token: 'not-a-valid-token', auth_type: 'otp', email: '', status: '1' });
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
