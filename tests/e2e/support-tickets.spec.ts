/** Tickets (/user/chat): the list, the conversation, Raise Ticket, Reopen, the narrow layout and load failures. */
import { test, expect, type Page } from '@playwright/test';
import * as text from '../../src/lib/text.ts';
import { openAs, watchErrors, FIRST_LOAD_TRIES } from './support/members.ts';
import { png } from './support/account.ts';
import { asNewMember, smallPng } from './support/tasks.ts';

const list = (page: Page) => page.getByRole('region', { name: text.support.list });
const ticketButton = (page: Page, subject: string) =>
  list(page).getByRole('button', { name: new RegExp(`^${subject}`) });
const conversation = (page: Page) => page.getByRole('log');

test('lists the tickets with subject, status and created date, and asks to pick one', async ({ page }) => {
  const errors = watchErrors(page);
  await openAs(page, 'demo', '/user/chat');
  await expect(page.getByRole('heading', { name: text.support.selectToken })).toBeVisible();
  const items = list(page).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const status of [0, 1, 2, 3])
    await expect(list(page).getByText(text.support.status[status]!, { exact: true }).first()).toBeVisible();
  await expect(items.first()).toContainText(/Created \d{2}-\d{2}-\d{4}/);
  await expect(ticketButton(page, 'Referral link question')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('opening a ticket tells member and support messages apart, with times and pictures', async ({ page }) => {
  await openAs(page, 'demo', '/user/chat');
  await ticketButton(page, 'Withdrawal').click();
  await expect(ticketButton(page, 'Withdrawal')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawal' })).toBeVisible();
  const log = conversation(page);
  const messages = log.getByRole('article');
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(0)).toContainText(text.support.you);
  await expect(messages.nth(1)).toContainText(text.support.support('support.anna'));
  await expect(messages.nth(0)).toHaveAttribute('data-from', 'member');
  await expect(messages.nth(1)).toHaveAttribute('data-from', 'support');
  await expect(messages.nth(0).locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  const picture = messages.nth(2).getByRole('img', { name: text.support.attachment(1) });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  await expect(messages.nth(2).getByRole('img')).toHaveCount(2);
  const link = messages.nth(2).getByRole('link', { name: text.support.openImage(1) });
  await expect(link).toHaveAttribute('href', /\/api\/images\/[0-9a-f]+\.png$/);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: text.support.reopen })).toHaveCount(0);
  await expect(page.getByLabel(text.support.message)).toBeEnabled();
});

test('a closed ticket disables the message box and Send, and offers Reopen', async ({ page }) => {
  await openAs(page, 'demo', '/user/chat');
  await ticketButton(page, 'Package').click();
  await expect(conversation(page).getByRole('article')).toHaveCount(4);
  await expect(page.getByText(text.support.closedNote)).toBeVisible();
  await expect(page.getByLabel(text.support.message)).toBeDisabled();
  await expect(page.getByRole('button', { name: text.support.send })).toBeDisabled();
  await expect(page.getByLabel(text.support.attach)).toBeDisabled();
  await expect(page.getByRole('button', { name: text.support.reopen })).toBeVisible();
});

test('Reopen turns a closed ticket into Reopen and lets the member write again', async ({ page }) => {
  await openAs(page, 'demo', '/user/chat');
  await ticketButton(page, 'Account').click();
  const pane = page.getByRole('region', { name: 'Account' });
  await expect(pane.getByText(text.support.status[2]!, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text.support.reopen }).click();
  await expect(page.getByText('Ticket reopened successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: text.support.reopen })).toHaveCount(0);
  await expect(ticketButton(page, 'Account')).toContainText(text.support.status[3]!);
  await expect(page.getByLabel(text.support.message)).toBeEnabled();
  await expect(page.getByRole('button', { name: text.support.send })).toBeEnabled();
});

test.describe('Raise Ticket', () => {
  test('asks for subject and message, and for a subject text when Others is chosen', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(dialog.getByText(text.common.required)).toHaveCount(2);
    await expect(dialog.getByLabel(text.support.otherSubject)).toHaveCount(0);
    await dialog.getByLabel(text.support.subject).selectOption({ label: 'Others' });
    await dialog.getByLabel(text.support.message).fill('Something else');
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(dialog.getByLabel(text.support.otherSubject)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(text.common.required)).toHaveCount(1);
  });

  test('marks the images as required in the label, as subject and message are, yet raises a ticket without one', async ({
    page,
  }, testInfo) => {
    await asNewMember(page, testInfo);
    await page.goto('/user/chat');
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    for (const label of [text.support.subject, text.support.message, text.support.images]) {
      await expect(dialog.locator('label').filter({ hasText: label })).toHaveText(`${label}*`);
      await expect(dialog.getByLabel(label)).toHaveAttribute('aria-required', 'true');
    }
    await dialog.getByLabel(text.support.subject).selectOption({ index: 1 });
    await dialog.getByLabel(text.support.message).fill('No picture this time.');
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(page.getByText(text.support.raised)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(conversation(page).getByRole('article').first()).toContainText('No picture this time.');
  });

  test('refuses a file that is not a PNG or JPEG', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    await dialog
      .getByLabel(text.support.images)
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await expect(dialog.getByText(text.errors.invalidImage)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });

  test('raises a ticket with an own subject and pictures; it opens as New at the top', async ({ page }, testInfo) => {
    await asNewMember(page, testInfo);
    await page.goto('/user/chat');
    await expect(list(page).getByText(text.support.noTickets)).toBeVisible();
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    await dialog.getByLabel(text.support.subject).selectOption({ label: 'Others' });
    await dialog.getByLabel(text.support.otherSubject).fill('Bonus question');
    await dialog.getByLabel(text.support.message).fill('When is the bonus paid?');
    await dialog
      .getByLabel(text.support.images)
      .setInputFiles([smallPng(), { name: 'second.png', mimeType: 'image/png', buffer: png(30, 20) }]);
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(page.getByText(text.support.raised)).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(ticketButton(page, 'Bonus question')).toHaveAttribute('aria-current', 'true');
    await expect(ticketButton(page, 'Bonus question')).toContainText(text.support.status[0]!);
    const first = conversation(page).getByRole('article').first();
    await expect(first).toContainText('When is the bonus paid?');
    await expect(first.getByRole('img')).toHaveCount(2);
  });

  test('a failed send keeps subject, message and pictures, and Submit tries again', async ({ page }, testInfo) => {
    await asNewMember(page, testInfo);
    await page.goto('/user/chat');
    let calls = 0;
    await page.route('**/api/raise-ticket', (route) => {
      calls += 1;
      return calls === 1 ? route.abort('failed') : route.fallback();
    });
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    await dialog.getByLabel(text.support.subject).selectOption({ label: 'Deposit' });
    await dialog.getByLabel(text.support.message).fill('Deposit missing');
    await dialog.getByLabel(text.support.images).setInputFiles(smallPng());
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text.support.raiseFailed);
    await expect(dialog.getByLabel(text.support.subject)).toHaveValue(/\d+/);
    await expect(dialog.getByLabel(text.support.message)).toHaveValue('Deposit missing');
    await expect(dialog.getByRole('button', { name: text.support.removeImage('proof.png') })).toBeVisible();
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(page.getByText(text.support.raised)).toBeVisible();
    await expect(conversation(page).getByRole('article').first().getByRole('img')).toHaveCount(1);
  });

  test("shows the server's field errors on their fields", async ({ page }) => {
    await page.route('**/api/raise-ticket', (route) =>
      route.fulfill({
        status: 422,
        json: {
          status: false,
          msg: 'The given data was invalid.',
          errors: { message: ['The message may not be greater than 5000 characters.'] },
        },
      }),
    );
    await openAs(page, 'demo', '/user/chat');
    await page.getByRole('button', { name: text.support.raiseTicket }).click();
    const dialog = page.getByRole('dialog', { name: text.support.raiseTicket });
    await dialog.getByLabel(text.support.subject).selectOption({ label: 'Task' });
    await dialog.getByLabel(text.support.message).fill('Long story');
    await dialog.getByRole('button', { name: text.common.submit }).click();
    await expect(dialog.getByLabel(text.support.message)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('The message may not be greater than 5000 characters.').first()).toBeVisible();
  });
});

test.describe('a long list', () => {
  /** The member's own tickets with older ones after them, 200 in all (the large network's count). */
  async function twoHundredTickets(page: Page) {
    await page.route('**/api/tickets*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { status: boolean; data: { id: number }[] };
      const older = Array.from({ length: 200 - body.data.length }, (_, index) => ({
        id: 1000 + index,
        subject: `Older question ${index + 1}`,
        username: 'demo',
        status: 2,
        last_reply_date: null,
        created_at: '2024-01-15 09:00:00',
      }));
      await route.fulfill({ response: answer, json: { ...body, data: [...body.data, ...older] } });
    });
  }

  test('shows the newest 20 of 200 tickets, and Show more adds the next 20 with the focus on the first of them', async ({
    page,
  }) => {
    await twoHundredTickets(page);
    await openAs(page, 'demo', '/user/chat');
    const items = list(page).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(ticketButton(page, 'Deposit')).toBeVisible();
    const more = list(page).getByRole('button', { name: text.support.showMore(20, 180) });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(40);
    // 6 tickets of demo's own, then the older ones: the 21st ticket is the 15th older one.
    await expect(ticketButton(page, 'Older question 15')).toBeFocused();
    await expect(list(page).getByRole('button', { name: text.support.showMore(20, 160) })).toBeVisible();
    for (let left = 160; left > 0; left -= 20)
      await list(page)
        .getByRole('button', { name: text.support.showMore(20, left) })
        .click();
    await expect(items).toHaveCount(200);
    await expect(list(page).getByRole('button', { name: /^Show \d+ more tickets/ })).toHaveCount(0);
    // The last press added tickets 181 to 200: the focus is on the 181st.
    await expect(ticketButton(page, 'Older question 175')).toBeFocused();
  });
});

test.describe('on a phone (412 px, touch)', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('opens on the list, folds it away when a ticket is chosen, and the menu button brings it back', async ({
    page,
  }) => {
    await openAs(page, 'demo', '/user/chat');
    await expect(list(page)).toBeVisible();
    await expect(ticketButton(page, 'Withdrawal')).toBeInViewport();
    // Not the empty "pick one" pane: the list is what the page opens on.
    await expect(page.getByRole('heading', { name: text.support.selectToken })).toBeHidden();
    await expect(page.getByRole('button', { name: text.support.hideList })).toHaveAttribute('aria-expanded', 'true');
    await ticketButton(page, 'Withdrawal').tap();
    await expect(list(page)).toBeHidden();
    await expect(conversation(page).getByRole('article')).toHaveCount(4);
    const toggle = page.getByRole('button', { name: text.support.showList });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await expect(list(page)).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('list and conversation sit side by side without a menu button', async ({ page }) => {
    await openAs(page, 'demo', '/user/chat');
    await expect(list(page)).toBeVisible();
    await expect(page.getByRole('button', { name: text.support.showList })).toBeHidden();
  });
});

test.describe('load failures', () => {
  test('a network failure offers Try again', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/tickets*', (route) => {
      calls += 1;
      return calls <= FIRST_LOAD_TRIES ? route.abort('failed') : route.fallback();
    });
    await openAs(page, 'demo', '/user/chat');
    await expect(list(page).getByRole('alert')).toContainText(text.errors.network);
    await list(page).getByRole('button', { name: text.common.retry }).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(6);
  });

  test('an unreadable list is explained', async ({ page }) => {
    await page.route('**/api/tickets*', (route) => route.fulfill({ json: { status: true, data: [{ id: 'x' }] } }));
    await openAs(page, 'demo', '/user/chat');
    await expect(list(page).getByRole('alert')).toContainText(text.errors.shape);
  });

  test('an expired session ends on the login page', async ({ page }) => {
    await page.route('**/api/tickets*', (route) =>
      route.fulfill({ status: 401, json: { status: false, msg: 401, message: 'Unauthenticated.' } }),
    );
    await openAs(page, 'demo', '/user/chat');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(text.errors.unauthorized)).toBeVisible();
  });

  test("another member's ticket is refused by the server", async ({ page }) => {
    // The list is made to offer a ticket of someone else; the server must not show it.
    await page.route('**/api/tickets*', (route) =>
      route.fulfill({
        json: {
          status: true,
          data: [
            {
              id: 7,
              subject: 'Not mine',
              username: 'outsider',
              status: 0,
              last_reply_date: null,
              created_at: '2024-05-01 10:00:00',
            },
          ],
        },
      }),
    );
    await openAs(page, 'demo', '/user/chat');
    await ticketButton(page, 'Not mine').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ticket not found.' })).toBeVisible();
    await expect(conversation(page)).toHaveCount(0);
  });
});
