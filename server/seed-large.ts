/**
 * The large network (`SEED=large npm start`): a network the size real ones reach, to measure what a
 * member's request costs there. About 100,000 members; under the demo member the outer edges are
 * 2,000 members deep on the left and 300 on the right (auto-placed newcomers pile up along them), the
 * demo member has 500 direct referrals, and long histories (transactions, payouts, withdrawals,
 * subscriptions, tickets). Reproducible (fixed seed), with the same logins as the demo.
 */
import { all, one, sqlTime, tx, type Db } from './db.ts';
import { loadInBulk } from './network-figures.ts';
import { createRng, type Rng } from './rng.ts';
import { COLORS, COUNTRIES, FIRST, demoLoginColumns, seedAreas, seedFounders } from './seed.ts';
import type { SeedContext } from './area.ts';

export const LARGE = {
  members: 100_000,
  leftEdge: 2_000,
  rightEdge: 300,
  referrals: 500,
  transactions: 20_000,
  payouts: 5_000,
  withdrawals: 1_000,
  subscriptions: 500,
  tickets: 200,
} as const;

const DAY_MS = 86_400_000;

export function seedLarge(db: Db, seedValue = 20240501): SeedContext {
  const rng = createRng(seedValue);
  const now = new Date();
  return tx(db, () =>
    loadInBulk(db, () => {
      const { demoId, base } = seedFounders(db, now);
      const founders = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n;
      const teamIds = seedTeam(db, rng, now, demoId, base, LARGE.members - founders);
      const context = seedAreas(db, 'large', { rng, now, demoId, teamIds });
      seedHistories(db, context);
      return context;
    }),
  );
}

/**
 * The demo member's team, in joining order from 399 days ago to yesterday. Every sponsor sits above
 * the member in the binary tree, as registration requires: the demo member for 500 of them, else the
 * parent or a member a few places above it.
 */
function seedTeam(
  db: Db,
  rng: Rng,
  now: Date,
  demoId: number,
  base: { password_hash: string; mpin_hash: string; email_verified_at: string },
  size: number,
): number[] {
  const insert = db.prepare(
    `INSERT INTO users (username, name, email, phone, country_id, password_hash, mpin_hash, email_verified_at,
       auth_type, secret_2fa, status_2fa, sponsor_id, parent_id, position, is_paid, color_code, total_subscription,
       pay_in_wallet, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Places in the tree by index: 0 is the demo member, i + 1 the i-th newcomer.
  const ids = [demoId];
  const parentOf = [-1];
  const free: ('L' | 'R')[][] = [[]];
  // Members with a free place a newcomer may take at random (the edges' outward places are kept).
  const open: number[] = [];
  const edge = { L: 0, R: 0 };
  const edgeLength = { L: 0, R: 0 };
  // mpindemo and authdemo, then 498 more at random.
  const directs = pickIndices(rng, LARGE.referrals - 2, 2, size);
  const first = now.getTime() - 399 * DAY_MS;
  const step = (398 * DAY_MS) / size;

  const takeRandomPlace = (): { parent: number; position: 'L' | 'R' } => {
    for (;;) {
      const k = rng.int(0, open.length - 1);
      const node = open[k]!;
      const places = free[node]!.filter((side) => edge[side] !== node);
      if (places.length) {
        const position = rng.pick(places);
        free[node] = free[node]!.filter((side) => side !== position);
        return { parent: node, position };
      }
      open[k] = open.at(-1)!;
      open.pop();
    }
  };

  for (let i = 0; i < size; i += 1) {
    // The edges grow evenly over time to their full length; mpindemo and authdemo head them.
    const grows = (side: 'L' | 'R') =>
      edgeLength[side] < Math.ceil(((i + 1) * (side === 'L' ? LARGE.leftEdge : LARGE.rightEdge)) / size);
    const side = grows('L') ? 'L' : grows('R') ? 'R' : undefined;
    const place = side ? { parent: edge[side], position: side } : takeRandomPlace();
    const node = ids.length;
    if (side) {
      free[place.parent] = free[place.parent]!.filter((taken) => taken !== side);
      edge[side] = node;
      edgeLength[side] += 1;
    }
    const special = i === 0 ? 'mpindemo' : i === 1 ? 'authdemo' : undefined;
    let sponsor = place.parent;
    if (special || directs.has(i)) sponsor = 0;
    else
      for (let up = rng.int(0, 7); up > 0 && parentOf[sponsor]! > 0 && rng.chance(0.6); up -= 1)
        sponsor = parentOf[sponsor]!;
    const paid = rng.chance(0.65);
    const given = rng.pick(FIRST);
    const username = special ?? `${given.toLowerCase()}${String(i + 1).padStart(6, '0')}`;
    const login = demoLoginColumns(special);
    const id = insert.run(
      username,
      `${given} ${FIRST[(i * 7) % FIRST.length]}`,
      `${username}@example.test`,
      `+91${String(9_000_000_000 + i)}`,
      rng.int(1, COUNTRIES.length),
      base.password_hash,
      base.mpin_hash,
      base.email_verified_at,
      login.auth_type,
      login.secret_2fa,
      login.status_2fa,
      ids[sponsor]!,
      ids[place.parent]!,
      place.position,
      paid ? 1 : 0,
      paid ? rng.pick(COLORS) : null,
      paid ? rng.pick([50, 100, 250, 500, 1000]) : 0,
      special ? 1500 : rng.int(0, 300),
      sqlTime(new Date(first + i * step)),
    ).lastInsertRowid;
    ids.push(Number(id));
    parentOf.push(place.parent);
    free.push(['L', 'R']);
    open.push(node);
  }
  return ids.slice(1);
}

/** `count` distinct whole numbers from `from` (included) to `to` (excluded). */
function pickIndices(rng: Rng, count: number, from: number, to: number): Set<number> {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(rng.int(from, to - 1));
  return picked;
}

/** The demo member's rows topped up to the large network's counts, spread over two years. */
function seedHistories(db: Db, ctx: SeedContext): void {
  const { rng, demoId, teamIds } = ctx;
  const owned = (table: string) =>
    one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, demoId)!.n;
  const when = () => ctx.ago(rng.int(0, 730), rng.int(0, 1439));
  const amount = (low: number, high: number) => rng.int(low, high) + rng.int(0, 99) / 100;

  const transaction = db.prepare(
    'INSERT INTO wallet_transactions (user_id, wallet, txid, type, value, note, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const kinds = [
    ['deposit', 'pay_in', 'credit', 'USDT deposit'],
    ['subscription', 'pay_in', 'debit', 'Package subscription'],
    ['direct', 'pay_out', 'credit', 'Direct bonus'],
    ['level', 'pay_out', 'credit', 'Level income'],
    ['withdraw', 'pay_out', 'debit', 'Withdrawal'],
  ] as const;
  for (let n = owned('wallet_transactions'); n < LARGE.transactions; n += 1) {
    const [source, wallet, type, note] = rng.pick(kinds);
    transaction.run(demoId, wallet, `TXNL${String(n).padStart(8, '0')}`, type, amount(5, 400), note, source, when());
  }

  const payout = db.prepare(
    'INSERT INTO payouts (user_id, from_user_id, level, wallet, amount, description, source, is_paid, process_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let n = owned('payouts'); n < LARGE.payouts; n += 1) {
    const level = rng.int(1, 10);
    const source = rng.pick(['level', 'direct', 'binary']);
    const paid = rng.chance(0.6);
    const created = when();
    payout.run(
      demoId,
      rng.pick(teamIds.slice(0, 5000)),
      level,
      'pay_out',
      amount(1, 80),
      `Level ${level} ${source} income`,
      source,
      paid ? 1 : 0,
      paid ? created : null,
      created,
    );
  }

  const withdrawal = db.prepare(
    `INSERT INTO withdrawals (user_id, code, coin_type, t_hash, network, address, amount_from, amount_to, net_amount, remarks, status, created_at)
     VALUES (?, ?, 'crypto', ?, 'USDT BEP20', '0x8a9d5e1b3c4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b', ?, ?, ?, ?, ?, ?)`,
  );
  for (let n = owned('withdrawals'); n < LARGE.withdrawals; n += 1) {
    const status = rng.pick([0, 1, 1, 1, 2]);
    const value = amount(10, 500);
    withdrawal.run(
      demoId,
      `WL${String(n).padStart(7, '0')}`,
      status === 1 ? `0x${String(n).padStart(64, '0')}` : null,
      value,
      value,
      Math.round(value * 95) / 100,
      status === 2 ? 'Account details did not match.' : status === 1 ? 'Paid' : null,
      status,
      when(),
    );
  }

  const packages = all<{ id: number; price: number; roi_percentage: number }>(
    db,
    'SELECT id, COALESCE(price, minimum_price) AS price, roi_percentage FROM packages',
  );
  const subscription = db.prepare(
    'INSERT INTO subscriptions (user_id, package_id, done_by_id, price, amount_paid, roi_percentage, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let n = owned('subscriptions'); n < LARGE.subscriptions; n += 1) {
    const pack = rng.pick(packages);
    subscription.run(demoId, pack.id, demoId, pack.price, pack.price, pack.roi_percentage, rng.pick([1, 2, 4]), when());
  }

  const ticket = db.prepare(
    'INSERT INTO tickets (user_id, subject_id, subject, status, last_reply_date, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const message = db.prepare(
    'INSERT INTO ticket_messages (ticket_id, user_id, admin_username, message, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const subjects = all<{ id: number; subject: string }>(db, 'SELECT id, subject FROM ticket_subjects');
  for (let n = owned('tickets'); n < LARGE.tickets; n += 1) {
    const subject = rng.pick(subjects);
    const created = when();
    const answered = rng.chance(0.7);
    const id = ticket.run(demoId, subject.id, subject.subject, answered ? 2 : 0, answered ? created : null, created);
    message.run(id.lastInsertRowid, demoId, null, `Question ${n + 1} about ${subject.subject.toLowerCase()}.`, created);
    if (answered) message.run(id.lastInsertRowid, null, 'support.anna', 'Answered: see the steps above.', created);
  }
}
