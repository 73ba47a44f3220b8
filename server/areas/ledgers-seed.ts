/** The ledgers' demo data: the demo member's wallet history, payouts, incomes and earlier sign-ins. */
import type { SeedContext } from '../area.ts';
import { one, run, type Db } from '../db.ts';
import { recordTransaction } from '../wallet.ts';

/** The demo member's wallet history. */
export function seedWalletHistory(db: Db, ctx: SeedContext): void {
  const { rng, demoId } = ctx;
  const sources: [string, 'pay_in' | 'pay_out', 'credit' | 'debit', string][] = [
    ['deposit', 'pay_in', 'credit', 'USDT deposit'],
    ['subscription', 'pay_in', 'debit', 'Package subscription'],
    ['direct', 'pay_out', 'credit', 'Direct bonus'],
    ['level', 'pay_out', 'credit', 'Level income'],
    ['withdraw', 'pay_out', 'debit', 'Withdrawal'],
    ['task', 'pay_out', 'credit', ''],
  ];
  for (let i = 0; i < 46; i += 1) {
    const [source, wallet, type, note] = rng.pick(sources);
    recordTransaction(db, demoId, {
      wallet,
      type,
      value: rng.int(5, 400) + rng.int(0, 99) / 100,
      note: note || null,
      source: source === 'task' ? null : source,
      created_at: ctx.ago(i * 6 + 1, rng.int(0, 900)),
    });
  }
}

/** The demo member's payouts, incomes and earlier sign-ins. */
export function seedIncomes(db: Db, ctx: SeedContext): void {
  const { rng, demoId, teamIds } = ctx;
  const nameOf = (id: number) => one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', id)!.username;

  // Payouts to the demo member from his team.
  for (let i = 0; i < 27; i += 1) {
    const from = rng.pick(teamIds.slice(0, 120));
    const level = rng.int(1, 10);
    const paid = rng.chance(0.6) ? 1 : 0;
    const source = rng.pick(['level', 'direct', 'binary']);
    run(
      db,
      'INSERT INTO payouts (user_id, from_user_id, level, wallet, amount, description, source, is_paid, process_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      demoId,
      from,
      level,
      'pay_out',
      rng.int(1, 80) + rng.int(0, 99) / 100,
      rng.chance(0.15) ? null : `Level ${level} ${source} income from ${nameOf(from)}`,
      source,
      paid,
      paid ? ctx.ago(i * 4) : null,
      ctx.ago(i * 4 + 1, rng.int(0, 900)),
    );
  }

  // Rank (13 rows: two pages), pool and salary incomes.
  // Each rank with the matching business it asks for (see rankBusiness): the demo's weaker leg has
  // reached the first six, the ranks with months paid.
  const ranks: [string, number][] = [
    ['Bronze', 1000],
    ['Silver', 2500],
    ['Gold', 5000],
    ['Ruby', 10000],
    ['Emerald', 20000],
    ['Sapphire', 40000],
    ['Diamond', 75000],
    ['Blue Diamond', 125000],
    ['Black Diamond', 200000],
    ['Crown', 300000],
    ['Royal Crown', 500000],
    ['Ambassador', 750000],
    ['Legend', 1000000],
  ];
  ranks.forEach(([name, required], i) => {
    const total = i < 4 ? 6 : 12;
    const paidMonths = i < 3 ? total : i < 6 ? rng.int(1, total - 1) : 0;
    run(
      db,
      'INSERT INTO rank_incomes (user_id, name, total_months, paid_months, per_month_amount, rewards, is_paid, business_required) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      demoId,
      name,
      total,
      paidMonths,
      25 * (i + 1),
      i % 3 === 1 ? null : (['Smart Watch', 'Mobile Phone', 'Laptop', 'Bike', 'Car'][Math.floor(i / 3)] ?? 'Car'),
      paidMonths === total ? 1 : 0,
      required,
    );
  });
  ['Leader 1', 'Leader 2', 'Leader 3', 'Leader 4', 'Leader 5'].forEach((name, i) => {
    const achieved = i < 2;
    run(
      db,
      'INSERT INTO pool_incomes (user_id, pool_name, cp_required, current_cp, bonus_date, is_paid, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
      demoId,
      name,
      5000 * (i + 1) ** 2,
      achieved ? 5000 * (i + 1) ** 2 + 1200 : 6200,
      achieved ? ctx.ago(60 - i * 20).slice(0, 10) : null,
      i === 0 ? 1 : 0,
      achieved ? 1 : 0,
    );
  });
  ['Salary Level 1', 'Salary Level 2', 'Salary Level 3', 'Salary Level 4'].forEach((name, i) => {
    run(
      db,
      'INSERT INTO salary_incomes (user_id, salary_name, paid_months, per_month_amount, status) VALUES (?, ?, ?, ?, ?)',
      demoId,
      name,
      i < 2 ? 6 - i * 3 : 0,
      100 * 2 ** i,
      i < 2 ? 1 : 0,
    );
  });

  // Earlier sign-ins of the demo member (new ones are added by the login route).
  for (let i = 0; i < 23; i += 1) {
    run(
      db,
      'INSERT INTO login_logs (user_id, ip, created_at) VALUES (?, ?, ?)',
      demoId,
      `${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      ctx.ago(i * 3 + 1, rng.int(0, 900)),
    );
  }
}
