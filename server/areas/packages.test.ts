/**
 * Contract of packages and subscriptions: every answer is parsed with the portal's own schema, the
 * wallet never goes below zero, and an Idempotency-Key makes a repeated purchase happen once.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { all, one, run } from '../db.ts';
import { DEMO_MPIN, DEMO_TOTP_SECRET, memberId } from '../seed.ts';
import { totp } from '../auth.ts';
import { accepted, refused, testServer } from '../testing.ts';
import {
  PackagesAnswer,
  ProfileAnswer,
  SubscriptionsAnswer,
  MessageAnswer,
  AvailabilityAnswer,
} from '../../src/lib/packages/schema.ts';
import { TransactionsAnswer } from '../../src/lib/ledgers/schema.ts';

const { db, send, signIn, mpinMember, wallets } = testServer();
const tokens = { demo: signIn('demo'), mpindemo: signIn('mpindemo'), authdemo: signIn('authdemo') };

describe('reads', () => {
  it('answers the packages, the buyer profile and the subscriptions in the shape the portal reads', async () => {
    const packages = accepted(PackagesAnswer, await send('packages', { token: tokens.demo }));
    expect(packages.data.data.map((p) => p.type)).toEqual(expect.arrayContaining(['fixed', 'variable']));
    expect(packages.more_details[0]?.title).toBeTruthy();
    expect(accepted(ProfileAnswer, await send('profile', { token: tokens.demo })).data.username).toBe('demo');

    const subs = accepted(SubscriptionsAnswer, await send('subscriptions', { token: tokens.demo }));
    expect(subs.cancel_data[0]?.fees.length).toBeGreaterThan(0);
    const statuses = new Set<number>();
    let url: string | null | undefined = 'subscriptions';
    while (url) {
      const page: z.output<typeof SubscriptionsAnswer> = accepted(
        SubscriptionsAnswer,
        await send(url, { token: tokens.demo }),
      );
      page.data.data.forEach((row) => statuses.add(row.status));
      url = page.data.next_page_url;
    }
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(accepted(AvailabilityAnswer, await send('check/mpindemo/sponsor', { token: tokens.demo })).data).toBe(
      'Available',
    );
  });

  it('refuses these routes without a session in the 401 shape', async () => {
    for (const path of ['packages', 'subscriptions']) {
      const answer = await send(path);
      expect(answer.status).toBe(401);
      expect(refused(answer).unauthorized).toBe(true);
    }
  });

  it('shows a member only their own records', async () => {
    const fresh = mpinMember('readsfresh');
    expect(accepted(SubscriptionsAnswer, await send('subscriptions', { token: fresh })).cancel_data).toEqual([]);
  });
});

describe('purchase', () => {
  it('debits the buyer, creates the subscription for the named member and records the transaction', async () => {
    const before = wallets('mpindemo');
    const packages = accepted(PackagesAnswer, await send('packages', { token: tokens.mpindemo })).data.data;
    const starter = packages.find((p) => p.type === 'fixed')!;
    const answer = await send('subscription/store', {
      token: tokens.mpindemo,
      json: {
        package_id: starter.id,
        subscription_type: 'fixed',
        investment_amount: String(starter.price),
        username: 'mpindemo',
      },
    });
    accepted(MessageAnswer, answer);
    expect(wallets('mpindemo').pay_in_wallet).toBeCloseTo(before.pay_in_wallet - starter.price, 2);
    const history = accepted(SubscriptionsAnswer, await send('subscriptions', { token: tokens.mpindemo }));
    expect(history.data.data[0]).toMatchObject({ package: starter.name, status: 1, username: 'mpindemo' });
    const transactions = accepted(TransactionsAnswer, await send('transactions', { token: tokens.mpindemo }));
    expect(transactions.data.data[0]).toMatchObject({ wallet: 'pay_in', type: 'debit', value: starter.price });
  });

  it('holds a variable package to its range and reports the field', async () => {
    const flexi = accepted(PackagesAnswer, await send('packages', { token: tokens.authdemo })).data.data.find(
      (p) => p.type === 'variable',
    )!;
    const before = wallets('authdemo');
    const verdict = refused(
      await send('subscription/store', {
        token: tokens.authdemo,
        json: {
          package_id: flexi.id,
          subscription_type: 'variable',
          investment_amount: String(flexi.maximum_price + 1),
          username: 'authdemo',
        },
      }),
    );
    expect(Object.keys(verdict.fieldErrors)).toContain('investment_amount');
    expect(wallets('authdemo')).toEqual(before);
    accepted(
      MessageAnswer,
      await send('subscription/store', {
        token: tokens.authdemo,
        json: {
          package_id: flexi.id,
          subscription_type: 'variable',
          investment_amount: String(flexi.minimum_price),
          username: 'authdemo',
        },
      }),
    );
    expect(wallets('authdemo').pay_in_wallet).toBeCloseTo(before.pay_in_wallet - flexi.minimum_price, 2);
  });

  it('refuses a purchase the wallet cannot pay and leaves the wallet at zero', async () => {
    const token = mpinMember('emptywallet');
    const verdict = refused(
      await send('subscription/store', {
        token,
        json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'emptywallet' },
      }),
    );
    expect(verdict.message).toMatch(/Insufficient balance/);
    expect(wallets('emptywallet')).toEqual({ pay_in_wallet: 0, pay_out_wallet: 0 });
    expect(all(db, 'SELECT id FROM subscriptions WHERE user_id = ?', memberId(db, 'emptywallet'))).toEqual([]);
  });

  it('refuses an unknown buyer username', async () => {
    const verdict = refused(
      await send('subscription/store', {
        token: tokens.demo,
        json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'nosuchmember' },
      }),
    );
    expect(verdict.fieldErrors.username).toBeTruthy();
  });

  it('debits once for the same Idempotency-Key, even when the repeats race', async () => {
    const before = wallets('demo').pay_in_wallet;
    const json = { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'demo' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('subscription/store', { token: tokens.demo, json, key: 'buy-once-1' })),
    );
    answers.forEach((answer) => accepted(MessageAnswer, answer));
    accepted(MessageAnswer, await send('subscription/store', { token: tokens.demo, json, key: 'buy-once-1' }));
    expect(wallets('demo').pay_in_wallet).toBeCloseTo(before - 50, 2);
    accepted(MessageAnswer, await send('subscription/store', { token: tokens.demo, json, key: 'buy-once-2' }));
    expect(wallets('demo').pay_in_wallet).toBeCloseTo(before - 100, 2);
  });

  it('never lets racing purchases take the wallet below zero', async () => {
    const token = mpinMember('racer');
    run(db, 'UPDATE users SET pay_in_wallet = 120 WHERE username = ?', 'racer');
    const json = { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'racer' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => send('subscription/store', { token, json, key: `race-${n}` })),
    );
    expect(answers.filter((answer) => answer.body.status === true)).toHaveLength(2);
    expect(wallets('racer').pay_in_wallet).toBeCloseTo(20, 2);
  });
});

describe('subscription cancel', () => {
  it("needs the reason and the member's code, then marks the subscription as requested", async () => {
    const token = mpinMember('canceller');
    run(db, 'UPDATE users SET pay_in_wallet = 100 WHERE username = ?', 'canceller');
    accepted(
      MessageAnswer,
      await send('subscription/store', {
        token,
        json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'canceller' },
      }),
    );
    const id = accepted(SubscriptionsAnswer, await send('subscriptions', { token })).data.data[0]!.id;
    expect(
      refused(await send(`subscription/${id}/cancel`, { token, json: { reason: '', mpin: DEMO_MPIN } })).fieldErrors
        .reason,
    ).toBe('This Field Is Required.');
    expect(
      refused(await send(`subscription/${id}/cancel`, { token, json: { reason: 'Moving', mpin: '0000' } })).fieldErrors
        .mpin,
    ).toBeTruthy();
    accepted(
      MessageAnswer,
      await send(`subscription/${id}/cancel`, { token, json: { reason: 'Moving', mpin: DEMO_MPIN } }),
    );
    expect(accepted(SubscriptionsAnswer, await send('subscriptions', { token })).data.data[0]!.status).toBe(3);
    expect(
      refused(await send(`subscription/${id}/cancel`, { token, json: { reason: 'Again', mpin: DEMO_MPIN } })).message,
    ).toMatch(/active/);
  });

  it('answers a resent cancel request with the same key as the first time', async () => {
    const token = mpinMember('recanceller');
    run(db, 'UPDATE users SET pay_in_wallet = 100 WHERE username = ?', 'recanceller');
    accepted(
      MessageAnswer,
      await send('subscription/store', {
        token,
        json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'recanceller' },
      }),
    );
    const id = accepted(SubscriptionsAnswer, await send('subscriptions', { token })).data.data[0]!.id;
    const json = { reason: 'Moving', mpin: DEMO_MPIN };
    accepted(MessageAnswer, await send(`subscription/${id}/cancel`, { token, json, key: 'cancel-once' }));
    const again = accepted(MessageAnswer, await send(`subscription/${id}/cancel`, { token, json, key: 'cancel-once' }));
    expect(again.msg).toBe('Cancellation request submitted successfully.');
  });

  it("does not let a member cancel another member's subscription", async () => {
    const other = one<{ id: number }>(
      db,
      'SELECT id FROM subscriptions WHERE user_id = ? AND status = 1',
      memberId(db, 'demo'),
    )!;
    expect(
      refused(
        await send(`subscription/${other.id}/cancel`, {
          token: tokens.authdemo,
          json: { reason: 'x', authenticator: totp(DEMO_TOTP_SECRET) },
        }),
      ).message,
    ).toBe('Subscription not found.');
  });
});

describe('wallet arithmetic', () => {
  it('never leaves a wallet below zero', () => {
    expect(all(db, 'SELECT username FROM users WHERE pay_in_wallet < 0 OR pay_out_wallet < 0')).toEqual([]);
    expect(() => run(db, 'UPDATE users SET pay_in_wallet = -1 WHERE username = ?', 'demo')).toThrow();
  });
});
