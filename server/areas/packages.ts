/**
 * Packages and subscriptions: the packages on sale, buying one for oneself or a team member (debits
 * the buyer's Pay In wallet once per Idempotency-Key), the subscription history and cancellation.
 */
import type { Area, SeedContext } from '../area.ts';
import { all, one, run, sqlTime, tx, type Db } from '../db.ts';
import { fail, idempotent, idParam, jsonBody, ok, paginate, requireAuth } from '../http.ts';
import { codeRefusal, debit, member, recordTransaction, round2, usd } from '../wallet.ts';
import { holdRefusal, withdrawHoldUntil } from '../hold.ts';
import { CancelRequest, SubscriptionRequest } from '../../src/lib/packages/schema.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS packages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('fixed','variable')),
  price REAL NOT NULL DEFAULT 0,
  minimum_price REAL NOT NULL DEFAULT 0,
  maximum_price REAL NOT NULL DEFAULT 0,
  roi_percentage REAL NOT NULL DEFAULT 0,
  minimum_ad_income REAL NOT NULL DEFAULT 0,
  per_ad_amount REAL NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  package_id INTEGER NOT NULL REFERENCES packages(id),
  done_by_id INTEGER REFERENCES users(id),
  subs_admin TEXT,
  price REAL NOT NULL,
  amount_paid REAL NOT NULL,
  roi_percentage REAL NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 4),
  cancel_reason TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions(user_id);
`;

export const CURRENCY = 'USDT';

interface PackageRow {
  id: number;
  name: string;
  type: 'fixed' | 'variable';
  price: number;
  minimum_price: number;
  maximum_price: number;
  roi_percentage: number;
  minimum_ad_income: number;
  per_ad_amount: number;
}

function subscriptionRows(db: Db, userId: number) {
  return all(
    db,
    `SELECT s.id, u.username, s.subs_admin, d.username AS s_done_by, p.name AS package, s.price, s.amount_paid,
            s.roi_percentage, s.created_at, s.status
       FROM subscriptions s
       JOIN users u ON u.id = s.user_id
       JOIN packages p ON p.id = s.package_id
       LEFT JOIN users d ON d.id = s.done_by_id
      WHERE s.user_id = ? OR s.done_by_id = ?
      ORDER BY s.created_at DESC, s.id DESC`,
    userId,
    userId,
  );
}

/** Fee lines for cancelling the member's latest active package. */
export function cancelData(db: Db, userId: number) {
  const active = one<{ name: string }>(
    db,
    `SELECT p.name FROM subscriptions s JOIN packages p ON p.id = s.package_id
      WHERE s.user_id = ? AND s.status = 1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    userId,
  );
  if (!active) return null;
  return {
    cancel_package: active.name,
    fees: [
      'Within 30 days of activation: 20% of the amount paid is charged as a cancellation fee.',
      'From 31 to 90 days: 10% of the amount paid is charged.',
      'After 90 days: 5% of the amount paid is charged.',
      'Income already received from the package is deducted from the refund.',
    ],
  };
}

// ---- demo data -------------------------------------------------------------------------------

const PACKAGES: Omit<PackageRow, 'id'>[] = [
  {
    name: 'Starter',
    type: 'fixed',
    price: 50,
    minimum_price: 0,
    maximum_price: 0,
    roi_percentage: 150,
    minimum_ad_income: 0.5,
    per_ad_amount: 1,
  },
  {
    name: 'Silver',
    type: 'fixed',
    price: 100,
    minimum_price: 0,
    maximum_price: 0,
    roi_percentage: 300,
    minimum_ad_income: 1,
    per_ad_amount: 1.5,
  },
  {
    name: 'Gold',
    type: 'fixed',
    price: 500,
    minimum_price: 0,
    maximum_price: 0,
    roi_percentage: 1500,
    minimum_ad_income: 5,
    per_ad_amount: 2,
  },
  {
    name: 'Flexi',
    type: 'variable',
    price: 0,
    minimum_price: 100,
    maximum_price: 1000,
    roi_percentage: 3000,
    minimum_ad_income: 2,
    per_ad_amount: 2.5,
  },
  {
    name: 'Platinum',
    type: 'fixed',
    price: 1000,
    minimum_price: 0,
    maximum_price: 0,
    roi_percentage: 5000,
    minimum_ad_income: 10,
    per_ad_amount: 3,
  },
  {
    name: 'Infinity',
    type: 'variable',
    price: 0,
    minimum_price: 1000,
    maximum_price: 10000,
    roi_percentage: 10_000_000,
    minimum_ad_income: 25,
    per_ad_amount: 3.5,
  },
];

/** The packages, and subscriptions of the demo member (one in every status) and part of the team. */
export function seedPackages(db: Db, ctx: SeedContext): void {
  const { rng, demoId, teamIds } = ctx;

  const packageIds = PACKAGES.map(
    (p) =>
      run(
        db,
        'INSERT INTO packages (name, type, price, minimum_price, maximum_price, roi_percentage, minimum_ad_income, per_ad_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        p.name,
        p.type,
        p.price,
        p.minimum_price,
        p.maximum_price,
        p.roi_percentage,
        p.minimum_ad_income,
        p.per_ad_amount,
      ).lastInsertRowid,
  );
  const subscribe = (
    userId: number,
    index: number,
    status: number,
    daysAgo: number,
    extra: { doneBy?: number; admin?: string; amount?: number } = {},
  ) => {
    const p = PACKAGES[index]!;
    const amount = extra.amount ?? (p.type === 'fixed' ? p.price : p.minimum_price);
    run(
      db,
      `INSERT INTO subscriptions (user_id, package_id, done_by_id, subs_admin, price, amount_paid, roi_percentage, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      userId,
      packageIds[index]!,
      extra.doneBy ?? userId,
      extra.admin ?? null,
      amount,
      amount,
      p.roi_percentage,
      status,
      ctx.ago(daysAgo, rng.int(0, 600)),
    );
  };

  // The demo member: one subscription in every status, some bought by or for others.
  subscribe(demoId, 3, 1, 20, { amount: 500 });
  subscribe(demoId, 2, 4, 380);
  subscribe(demoId, 1, 2, 300);
  subscribe(demoId, 0, 3, 120);
  subscribe(demoId, 1, 0, 2);
  subscribe(demoId, 0, 1, 200, { admin: 'admin' });
  for (let i = 0; i < 8; i += 1) subscribe(teamIds[i]!, i % 3, rng.pick([1, 1, 4]), 10 + i * 13, { doneBy: demoId });
  for (const id of teamIds.slice(8, 80)) if (rng.chance(0.5)) subscribe(id, rng.int(0, 2), 1, rng.int(5, 300));
}

// ---- routes ----------------------------------------------------------------------------------

export const packagesArea: Area = {
  name: 'packages',
  schema: SCHEMA,
  routes: (api) => {
    api.get('/packages', requireAuth, (c) => {
      const user = member(c);
      const packages = all(c.get('db'), 'SELECT * FROM packages ORDER BY id');
      const holdUntil = withdrawHoldUntil(c.get('db'), user.id);
      return ok(c, {
        data: { data: packages },
        more_details: [{ title: 'Pay In Wallet Balance', value: usd(user.pay_in_wallet) }],
        // ISO time (UTC) until which buying for another member waits after a security change; null when it does not.
        hold_until: holdUntil === null ? null : new Date(holdUntil).toISOString(),
      });
    });

    api.get('/profile', requireAuth, (c) => {
      const user = member(c);
      return ok(c, { data: { username: user.username, name: user.name, email: user.email } });
    });

    api.post('/subscription/store', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const body = await jsonBody(c, SubscriptionRequest);
        const buyer = member(c);
        const pack = one<PackageRow>(db, 'SELECT * FROM packages WHERE id = ?', Number(body.package_id));
        if (!pack)
          return fail(c, 'The selected package is invalid.', 422, { package_id: ['The selected package is invalid.'] });
        const target = one<{ id: number; username: string }>(
          db,
          'SELECT id, username FROM users WHERE username = ?',
          body.username,
        );
        if (!target)
          return fail(c, 'The selected username is invalid.', 422, { username: ['The selected username is invalid.'] });
        const amount = pack.type === 'fixed' ? pack.price : round2(Number(body.investment_amount));
        if (pack.type === 'variable' && !(amount >= pack.minimum_price && amount <= pack.maximum_price)) {
          return fail(c, 'Amount Should be b/w range!!!', 422, {
            investment_amount: [
              `The investment amount must be between ${pack.minimum_price} and ${pack.maximum_price}.`,
            ],
          });
        }
        // A package for another member moves value out of the account: like a withdrawal it waits out
        // the hold after a security change and needs the second factor. One for oneself does not.
        if (target.id !== buyer.id) {
          const held = () => withdrawHoldUntil(db, buyer.id);
          const before = held();
          if (before !== null) return fail(c, holdRefusal(before, 'gift'), 422);
          const refusal = await codeRefusal(c, buyer, body);
          if (refusal) return refusal;
          // Again after the code check awaited: a security change sent meanwhile starts the hold now.
          const after = held();
          if (after !== null) return fail(c, holdRefusal(after, 'gift'), 422);
        }
        const done = tx(db, () => {
          if (!debit(db, buyer.id, 'pay_in_wallet', amount)) return false;
          run(
            db,
            `INSERT INTO subscriptions (user_id, package_id, done_by_id, price, amount_paid, roi_percentage, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
            target.id,
            pack.id,
            buyer.id,
            amount,
            amount,
            pack.roi_percentage,
            sqlTime(new Date()),
          );
          run(
            db,
            'UPDATE users SET total_subscription = total_subscription + ?, is_paid = 1 WHERE id = ?',
            amount,
            target.id,
          );
          recordTransaction(db, buyer.id, {
            wallet: 'pay_in',
            type: 'debit',
            value: amount,
            note: `${pack.name} package for ${target.username}`,
            source: 'subscription',
          });
          return true;
        });
        if (!done) {
          return fail(c, `Insufficient balance in your Pay In Wallet (${usd(buyer.pay_in_wallet)}).`, 422);
        }
        return ok(c, { msg: 'Package Subscribed Successfully', message: 'Package Subscribed Successfully' });
      }),
    );

    api.get('/subscriptions', requireAuth, (c) => {
      const db = c.get('db');
      const user = member(c);
      return ok(c, {
        currency: CURRENCY,
        cancel_data: cancelData(db, user.id),
        data: paginate(c, subscriptionRows(db, user.id)),
      });
    });

    api.post('/subscription/:id/cancel', requireAuth, (c) =>
      idempotent(c, async () => {
        const db = c.get('db');
        const body = await jsonBody(c, CancelRequest);
        const user = member(c);
        const id = idParam(c);
        const row =
          id !== undefined
            ? one<{ id: number; user_id: number; status: number }>(
                db,
                'SELECT id, user_id, status FROM subscriptions WHERE id = ?',
                id,
              )
            : undefined;
        if (!row || row.user_id !== user.id) return fail(c, 'Subscription not found.', 404);
        if (row.status !== 1) return fail(c, 'Only an active subscription can be cancelled.', 422);
        const refusal = await codeRefusal(c, user, body);
        if (refusal) return refusal;
        run(db, 'UPDATE subscriptions SET status = 3, cancel_reason = ? WHERE id = ?', body.reason.trim(), row.id);
        return ok(c, { msg: 'Cancellation request submitted successfully.' });
      }),
    );
  },
};
