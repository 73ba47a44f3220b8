/**
 * Contract tests of the money area: every answer is parsed with the portal's own schema, wallet
 * arithmetic never goes below zero, and an Idempotency-Key makes a repeated purchase or withdrawal
 * happen once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Hono } from 'hono';
import { openDb, one, all, run, type Db } from '../db.ts';
import { migrate, seed, memberId, DEMO_MPIN, DEMO_TOTP_SECRET } from '../seed.ts';
import { createApi } from '../app.ts';
import { issueToken, hashSecretSync, sendCode, totp, resetRateLimits } from '../auth.ts';
import type { AppEnv } from '../http.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { PackagesAnswer, ProfileAnswer, SubscriptionsAnswer, MessageAnswer, AvailabilityAnswer } from '../../src/lib/packages/schema.ts';
import { WithdrawSettingsAnswer, WithdrawListAnswer, UserAnswer } from '../../src/lib/withdrawals/schema.ts';
import {
  DownlineAnswer,
  LogsAnswer,
  PayoutsAnswer,
  PoolIncomesAnswer,
  RankIncomesAnswer,
  SalaryIncomesAnswer,
  TransactionsAnswer,
} from '../../src/lib/ledgers/schema.ts';

let db: Db;
let api: Hono<AppEnv>;
const tokens: Record<string, string> = {};

beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
  seed(db);
  api = createApi(db, { demo: true });
  for (const name of ['demo', 'mpindemo', 'authdemo']) tokens[name] = issueToken(db, memberId(db, name), 'session');
}, 60_000);

interface Answer {
  http: number;
  body: Record<string, unknown>;
}

async function send(path: string, token: string | undefined, init: { method?: string; json?: unknown; key?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = await api.request(path.startsWith('http') ? path : `http://portal.test/${path}`, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Parses an accepted answer with the portal's schema, as `call` does. */
function accepted<S extends z.ZodMiniType>(schema: S, answer: Answer): z.output<S> {
  const verdict = readEnvelope(answer.body, answer.http < 300);
  expect(verdict.ok, JSON.stringify(answer.body)).toBe(true);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`schema mismatch: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/** A rejected answer as the portal reads it. */
function rejected(answer: Answer) {
  const verdict = readEnvelope(answer.body, answer.http < 300);
  expect(verdict.ok, JSON.stringify(answer.body)).toBe(false);
  if (verdict.ok) throw new Error('unreachable');
  return verdict;
}

const wallets = (username: string) => one<{ pay_in_wallet: number; pay_out_wallet: number }>(db, 'SELECT pay_in_wallet, pay_out_wallet FROM users WHERE username = ?', username)!;

/** A member with empty wallets, created directly in the database. */
function freshMember(username: string, authType = 'mpin'): string {
  run(
    db,
    `INSERT INTO users (username, name, email, password_hash, mpin_hash, auth_type, email_verified_at, sponsor_id) VALUES (?, ?, ?, ?, ?, ?, datetime('now'), ?)`,
    username, username, `${username}@example.test`, hashSecretSync('Secret@123'), hashSecretSync(DEMO_MPIN), authType, memberId(db, 'demo'),
  );
  return issueToken(db, memberId(db, username), 'session');
}

describe('reads', () => {
  it('answers every list of the money area in the shape the portal reads', async () => {
    const packages = accepted(PackagesAnswer, await send('packages', tokens.demo));
    expect(packages.data.data.map((p) => p.type)).toEqual(expect.arrayContaining(['fixed', 'variable']));
    expect(packages.more_details[0]?.title).toBeTruthy();
    expect(accepted(ProfileAnswer, await send('profile', tokens.demo)).data.username).toBe('demo');

    const subs = accepted(SubscriptionsAnswer, await send('subscriptions', tokens.demo));
    expect(subs.cancel_data[0]?.fees.length).toBeGreaterThan(0);
    const statuses = new Set<number>();
    let url: string | null | undefined = 'subscriptions';
    while (url) {
      const page: z.output<typeof SubscriptionsAnswer> = accepted(SubscriptionsAnswer, await send(url, tokens.demo));
      page.data.data.forEach((row) => statuses.add(row.status));
      url = page.data.next_page_url;
    }
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4]);

    const settings = accepted(WithdrawSettingsAnswer, await send('withdraw', tokens.demo));
    expect(settings.data.min_limit_for_paid_user).toBeGreaterThan(0);
    expect(settings.more_details.length).toBeGreaterThan(0);

    const withdrawals = accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', tokens.demo));
    expect(withdrawals.data.total).toBeGreaterThan(10);
    const rows = [...withdrawals.data.data, ...accepted(WithdrawListAnswer, await send(withdrawals.data.next_page_url!, tokens.demo)).data.data];
    expect(new Set(rows.map((row) => row.coin_type))).toEqual(new Set(['bank', 'crypto']));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));

    const transactions = accepted(TransactionsAnswer, await send('transactions', tokens.demo));
    expect(transactions.data.last_page).toBeGreaterThan(2);
    expect(transactions.more_details.length).toBe(2);
    expect(accepted(PayoutsAnswer, await send('payouts', tokens.demo)).data.data[0]?.from_username).toBeTruthy();
    expect(accepted(DownlineAnswer, await send('user-team-details', tokens.demo)).downlineDetails[0]?.level).toBe('1');
    const ranks = accepted(RankIncomesAnswer, await send('rank/incomes', tokens.demo));
    expect(ranks.data).toMatchObject({ from: 1, to: 10, last_page: 2 });
    expect(accepted(RankIncomesAnswer, await send(ranks.data.next_page_url!, tokens.demo)).data).toMatchObject({ from: 11, current_page: 2 });
    expect(accepted(PoolIncomesAnswer, await send('pool-incomes', tokens.demo)).data).toHaveLength(5);
    const salary = accepted(SalaryIncomesAnswer, await send('salary/incomes?export=true', tokens.demo));
    expect(salary.export_data).toHaveLength(4);
    expect(accepted(LogsAnswer, await send('logs', tokens.demo)).data.data.length).toBe(10);
    expect(accepted(AvailabilityAnswer, await send('check/mpindemo/sponsor', tokens.demo)).data).toBe('Available');
  });

  it('refuses the money routes without a session in the 401 shape', async () => {
    for (const path of ['packages', 'subscriptions', 'withdraw', 'transactions', 'payouts', 'user-team-details', 'rank/incomes', 'pool-incomes', 'salary/incomes?export=true', 'logs', 'user/manual/withdraw/list']) {
      const answer = await send(path, undefined);
      expect(answer.http).toBe(401);
      expect(rejected(answer).unauthorized).toBe(true);
    }
  });

  it('shows a member only their own records', async () => {
    const fresh = freshMember('readsfresh');
    expect(accepted(TransactionsAnswer, await send('transactions', fresh)).data.data).toEqual([]);
    expect(accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', fresh)).data.total).toBe(0);
    expect(accepted(SubscriptionsAnswer, await send('subscriptions', fresh)).cancel_data).toEqual([]);
  });
});

describe('purchase', () => {
  it('debits the buyer, creates the subscription for the named member and records the transaction', async () => {
    const before = wallets('mpindemo');
    const packages = accepted(PackagesAnswer, await send('packages', tokens.mpindemo)).data.data;
    const starter = packages.find((p) => p.type === 'fixed')!;
    const answer = await send('subscription/store', tokens.mpindemo, {
      json: { package_id: starter.id, subscription_type: 'fixed', investment_amount: String(starter.price), username: 'mpindemo' },
    });
    accepted(MessageAnswer, answer);
    expect(wallets('mpindemo').pay_in_wallet).toBeCloseTo(before.pay_in_wallet - starter.price, 2);
    const history = accepted(SubscriptionsAnswer, await send('subscriptions', tokens.mpindemo));
    expect(history.data.data[0]).toMatchObject({ package: starter.name, status: 1, username: 'mpindemo' });
    const transactions = accepted(TransactionsAnswer, await send('transactions', tokens.mpindemo));
    expect(transactions.data.data[0]).toMatchObject({ wallet: 'pay_in', type: 'debit', value: starter.price });
  });

  it('holds a variable package to its range and reports the field', async () => {
    const flexi = accepted(PackagesAnswer, await send('packages', tokens.authdemo)).data.data.find((p) => p.type === 'variable')!;
    const before = wallets('authdemo');
    const verdict = rejected(await send('subscription/store', tokens.authdemo, {
      json: { package_id: flexi.id, subscription_type: 'variable', investment_amount: String(flexi.maximum_price + 1), username: 'authdemo' },
    }));
    expect(Object.keys(verdict.fieldErrors)).toContain('investment_amount');
    expect(wallets('authdemo')).toEqual(before);
    accepted(MessageAnswer, await send('subscription/store', tokens.authdemo, {
      json: { package_id: flexi.id, subscription_type: 'variable', investment_amount: String(flexi.minimum_price), username: 'demo' },
    }));
    expect(wallets('authdemo').pay_in_wallet).toBeCloseTo(before.pay_in_wallet - flexi.minimum_price, 2);
  });

  it('refuses a purchase the wallet cannot pay and leaves the wallet at zero', async () => {
    const token = freshMember('emptywallet');
    const verdict = rejected(await send('subscription/store', token, {
      json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'emptywallet' },
    }));
    expect(verdict.message).toMatch(/Insufficient balance/);
    expect(wallets('emptywallet')).toEqual({ pay_in_wallet: 0, pay_out_wallet: 0 });
    expect(all(db, 'SELECT id FROM subscriptions WHERE user_id = ?', memberId(db, 'emptywallet'))).toEqual([]);
  });

  it('refuses an unknown buyer username', async () => {
    const verdict = rejected(await send('subscription/store', tokens.demo, {
      json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'nosuchmember' },
    }));
    expect(verdict.fieldErrors.username).toBeTruthy();
  });

  it('debits once for the same Idempotency-Key, even when the repeats race', async () => {
    const before = wallets('demo').pay_in_wallet;
    const json = { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'demo' };
    const answers = await Promise.all([1, 2, 3].map(() => send('subscription/store', tokens.demo, { json, key: 'buy-once-1' })));
    answers.forEach((answer) => accepted(MessageAnswer, answer));
    accepted(MessageAnswer, await send('subscription/store', tokens.demo, { json, key: 'buy-once-1' }));
    expect(wallets('demo').pay_in_wallet).toBeCloseTo(before - 50, 2);
    accepted(MessageAnswer, await send('subscription/store', tokens.demo, { json, key: 'buy-once-2' }));
    expect(wallets('demo').pay_in_wallet).toBeCloseTo(before - 100, 2);
  });

  it('never lets racing purchases take the wallet below zero', async () => {
    const token = freshMember('racer');
    run(db, 'UPDATE users SET pay_in_wallet = 120 WHERE username = ?', 'racer');
    const json = { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'racer' };
    const answers = await Promise.all([1, 2, 3, 4].map((n) => send('subscription/store', token, { json, key: `race-${n}` })));
    expect(answers.filter((answer) => answer.body.status === true)).toHaveLength(2);
    expect(wallets('racer').pay_in_wallet).toBeCloseTo(20, 2);
  });
});

describe('subscription cancel', () => {
  it('needs the reason and the member\'s code, then marks the subscription as requested', async () => {
    const token = freshMember('canceller');
    run(db, 'UPDATE users SET pay_in_wallet = 100 WHERE username = ?', 'canceller');
    accepted(MessageAnswer, await send('subscription/store', token, { json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'canceller' } }));
    const id = accepted(SubscriptionsAnswer, await send('subscriptions', token)).data.data[0]!.id;
    expect(rejected(await send(`subscription/${id}/cancel`, token, { json: { reason: '', mpin: DEMO_MPIN } })).fieldErrors.reason).toBe('This Field Is Required.');
    expect(rejected(await send(`subscription/${id}/cancel`, token, { json: { reason: 'Moving', mpin: '0000' } })).fieldErrors.mpin).toBeTruthy();
    accepted(MessageAnswer, await send(`subscription/${id}/cancel`, token, { json: { reason: 'Moving', mpin: DEMO_MPIN } }));
    expect(accepted(SubscriptionsAnswer, await send('subscriptions', token)).data.data[0]!.status).toBe(3);
    expect(rejected(await send(`subscription/${id}/cancel`, token, { json: { reason: 'Again', mpin: DEMO_MPIN } })).message).toMatch(/active/);
  });

  it('answers a resent cancel request with the same key as the first time', async () => {
    const token = freshMember('recanceller');
    run(db, 'UPDATE users SET pay_in_wallet = 100 WHERE username = ?', 'recanceller');
    accepted(MessageAnswer, await send('subscription/store', token, { json: { package_id: 1, subscription_type: 'fixed', investment_amount: '50', username: 'recanceller' } }));
    const id = accepted(SubscriptionsAnswer, await send('subscriptions', token)).data.data[0]!.id;
    const json = { reason: 'Moving', mpin: DEMO_MPIN };
    accepted(MessageAnswer, await send(`subscription/${id}/cancel`, token, { json, key: 'cancel-once' }));
    const again = accepted(MessageAnswer, await send(`subscription/${id}/cancel`, token, { json, key: 'cancel-once' }));
    expect(again.msg).toBe('Cancellation request submitted successfully.');
  });

  it('does not let a member cancel another member\'s subscription', async () => {
    const other = one<{ id: number }>(db, 'SELECT id FROM subscriptions WHERE user_id = ? AND status = 1', memberId(db, 'demo'))!;
    expect(rejected(await send(`subscription/${other.id}/cancel`, tokens.authdemo, { json: { reason: 'x', authenticator: totp(DEMO_TOTP_SECRET) } })).message).toBe('Subscription not found.');
  });
});

describe('withdraw', () => {
  it('checks the MPIN, debits the Pay Out wallet and lists the request as Pending', async () => {
    resetRateLimits();
    const before = wallets('mpindemo').pay_out_wallet;
    const wrong = rejected(await send('withdraw', tokens.mpindemo, { json: { amount: '25', mpin: '9999' } }));
    expect(wrong.fieldErrors.mpin).toBeTruthy();
    expect(wallets('mpindemo').pay_out_wallet).toBe(before);
    accepted(MessageAnswer, await send('withdraw', tokens.mpindemo, { json: { amount: '25.5', mpin: DEMO_MPIN }, key: 'wd-mpin-1' }));
    expect(wallets('mpindemo').pay_out_wallet).toBeCloseTo(before - 25.5, 2);
    const list = accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', tokens.mpindemo));
    expect(list.data.data[0]).toMatchObject({ status: 0, coin_type: 'bank', amount_from: 25.5, holder_name: 'Mpin Demo' });
    const settings = accepted(WithdrawSettingsAnswer, await send('withdraw', tokens.mpindemo));
    expect(settings.data.wallet_balance).toBeCloseTo(before - 25.5, 2);
  });

  it('checks an authenticator code and an e-mailed OTP', async () => {
    const before = wallets('authdemo').pay_out_wallet;
    accepted(MessageAnswer, await send('withdraw', tokens.authdemo, { json: { amount: '10', authenticator: totp(DEMO_TOTP_SECRET) } }));
    expect(wallets('authdemo').pay_out_wallet).toBeCloseTo(before - 10, 2);
    expect(accepted(WithdrawListAnswer, await send('user/manual/withdraw/list', tokens.authdemo)).data.data[0]).toMatchObject({ coin_type: 'crypto', network: 'USDT BEP20' });

    const demoBefore = wallets('demo').pay_out_wallet;
    expect(rejected(await send('withdraw', tokens.demo, { json: { amount: '5', otp: '0000' } })).fieldErrors.otp).toBeTruthy();
    const code = sendCode(db, 'demo', 'otp');
    accepted(MessageAnswer, await send('withdraw', tokens.demo, { json: { amount: '5', otp: code } }));
    expect(wallets('demo').pay_out_wallet).toBeCloseTo(demoBefore - 5, 2);
  });

  it('refuses more than the balance, and a wallet under the limit, without a debit', async () => {
    const before = wallets('mpindemo').pay_out_wallet;
    expect(rejected(await send('withdraw', tokens.mpindemo, { json: { amount: String(before + 1), mpin: DEMO_MPIN } })).message).toBe('Insufficient Balance');
    const token = freshMember('smallwallet');
    run(db, "UPDATE users SET pay_out_wallet = 20, account_type = 'bank', bank_name = 'B', ac_no = '1', holder_name = 'H', ifsc = 'I' WHERE username = 'smallwallet'");
    expect(rejected(await send('withdraw', token, { json: { amount: '5', mpin: DEMO_MPIN } })).message).toMatch(/at least \$50\.00/);
    expect(wallets('mpindemo').pay_out_wallet).toBe(before);
    expect(wallets('smallwallet').pay_out_wallet).toBe(20);
  });

  it('asks for account details first', async () => {
    const token = freshMember('noaccount');
    run(db, "UPDATE users SET pay_out_wallet = 500, is_paid = 1 WHERE username = 'noaccount'");
    expect(rejected(await send('withdraw', token, { json: { amount: '5', mpin: DEMO_MPIN } })).message).toBe('Set Account Details. Go to profile setting');
  });

  it('debits once for the same Idempotency-Key', async () => {
    const before = wallets('mpindemo').pay_out_wallet;
    const json = { amount: '7', mpin: DEMO_MPIN };
    const answers = await Promise.all([1, 2].map(() => send('withdraw', tokens.mpindemo, { json, key: 'wd-once' })));
    answers.forEach((answer) => accepted(MessageAnswer, answer));
    expect(wallets('mpindemo').pay_out_wallet).toBeCloseTo(before - 7, 2);
    expect(all(db, "SELECT id FROM withdrawals WHERE user_id = ? AND amount_from = 7", memberId(db, 'mpindemo'))).toHaveLength(1);
  });
});

describe('wallet arithmetic', () => {
  it('never leaves a wallet below zero', () => {
    expect(all(db, 'SELECT username FROM users WHERE pay_in_wallet < 0 OR pay_out_wallet < 0')).toEqual([]);
    expect(() => run(db, 'UPDATE users SET pay_in_wallet = -1 WHERE username = ?', 'demo')).toThrow();
  });

  it('reads GET user with the withdrawal account when the account area answers it', async () => {
    const answer = await send('user', tokens.mpindemo);
    if (answer.http === 404) return; // the account area owns GET user
    expect(accepted(UserAnswer, answer).data.profile).toMatchObject({ account_type: 'bank' });
  });
});
