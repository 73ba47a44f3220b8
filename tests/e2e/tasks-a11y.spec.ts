/** Accessibility of the task and ticket screens in their opened states (the route sweep covers first paint). */
import { test, expect } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs } from './support/members.ts';
import { asNewMember, serveAdPages, smallPng } from './support/tasks.ts';
import { axeViolations } from './support/a11y.ts';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an open ticket with pictures and the Raise Ticket dialog have no axe violations', async ({ page }) => {
      await openAs(page, 'demo', '/user/chat');
      await page
        .getByRole('region', { name: text.support.list })
        .getByRole('button', { name: /^Withdrawal/ })
        .click();
      await expect(page.getByRole('log').getByRole('img').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: text.support.raiseTicket }).click();
      const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
      await dialog.getByLabel(text.support.subject).selectOption({ label: 'Others' });
      await dialog.getByLabel(text.support.images).setInputFiles(smallPng());
      await dialog.getByRole('button', { name: text.common.submit }).click();
      await expect(dialog.getByText(text.common.required).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("Today's Task with the upload dialog, and Completed Tasks with the preview, have no axe violations", async ({
      page,
    }) => {
      await openAs(page, 'demo', '/user/todayTask');
      await page.getByRole('article').first().getByRole('button', { name: text.tasks.uploadTask }).click();
      const dialog = page.getByRole('dialog', { name: text.tasks.uploadTask });
      await dialog.getByLabel(text.tasks.image).setInputFiles(smallPng());
      await dialog.getByRole('button', { name: text.tasks.upload }).click();
      await expect(dialog.getByText(text.common.required)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/user/doneTask');
      const row = page.getByRole('row').nth(1);
      // On a phone the row is a card: the image column opens with its Details button.
      if (width < 768) await row.getByRole('button', { name: new RegExp(`^${text.pager.details} `) }).click();
      await row.getByRole('button', { name: /^View/ }).click();
      await expect(page.getByRole('dialog', { name: text.tasks.imagePreview }).getByRole('img')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("the ad player and 'Verify For Reward' have no axe violations", async ({ page }, testInfo) => {
  await serveAdPages(page.context());
  // The clock keeps running (axe needs its timers); runFor only moves it on.
  await page.clock.install();
  await asNewMember(page, testInfo);
  await page.goto('/user/todayTask');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('article').first().getByRole('button', { name: text.tasks.view }).click();
  const popup = await popupPromise;
  await expect(popup.frameLocator('iframe').getByRole('heading', { name: 'Sponsored page' })).toBeVisible();
  expect(await axeViolations(popup)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.clock.runFor(15_000);
  await expect(page.getByRole('dialog', { name: text.tasks.verifyForReward })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
