/**
 * Demo data, reproducible (fixed seed): members for each auth type, a team of several hundred under
 * the main demo member in binary placement (vacant slots included), then each area's own rows.
 */
import { addColumn, all, one, run, sqlTime, tx, type Db } from './db.ts';
import { loadInBulk, NETWORK_SCHEMA } from './network-figures.ts';
import { hashSecretSync } from './auth.ts';
import { createRng } from './rng.ts';
import { CORE_SCHEMA } from './db.ts';
import { HOLD_SCHEMA } from './hold.ts';
import { areas } from './app.ts';
import type { SeedContext } from './area.ts';
import { seedNews } from './areas/news.ts';
import { seedDashboard } from './areas/dashboard.ts';
import { seedKyc } from './areas/kyc.ts';
import { seedDeposits } from './areas/deposits.ts';
import { seedPackages } from './areas/packages.ts';
import { seedIncomes, seedWalletHistory } from './areas/ledgers-seed.ts';
import { seedWithdrawals } from './areas/withdrawals.ts';
import { seedTasks } from './areas/tasks.ts';
import { seedTickets } from './areas/support-seed.ts';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_MPIN = '1234';
/** Fixed so an authenticator app (or a test) can produce codes for the "authdemo" member. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const TEAM_SIZE = 600;
export const TRIAL_MEMBERS = 8;

export interface DemoLogin {
  username: string;
  password: string;
  auth_type: string;
  note: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    username: 'demo',
    password: DEMO_PASSWORD,
    auth_type: 'otp',
    note: 'main demo member with a team; OTP codes appear in the console and the dev mailbox',
  },
  { username: 'mpindemo', password: DEMO_PASSWORD, auth_type: 'mpin', note: `MPIN ${DEMO_MPIN}` },
  {
    username: 'authdemo',
    password: DEMO_PASSWORD,
    auth_type: 'authenticator',
    note: `TOTP secret ${DEMO_TOTP_SECRET}`,
  },
];

export const COUNTRIES: [string, string][] = [
  ['India', '+91'],
  ['United States', '+1'],
  ['United Kingdom', '+44'],
  ['Nigeria', '+234'],
  ['Pakistan', '+92'],
  ['Bangladesh', '+880'],
  ['Philippines', '+63'],
  ['Indonesia', '+62'],
  ['Vietnam', '+84'],
  ['Kenya', '+254'],
  ['Ghana', '+233'],
  ['South Africa', '+27'],
  ['United Arab Emirates', '+971'],
  ['Brazil', '+55'],
  ['Germany', '+49'],
];

export const FIRST = [
  'Asha',
  'Ben',
  'Chidi',
  'Dana',
  'Eli',
  'Farah',
  'Gopal',
  'Hana',
  'Ivan',
  'Jaya',
  'Kofi',
  'Lina',
  'Musa',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Ravi',
  'Sara',
  'Tomas',
  'Uma',
  'Vik',
  'Wen',
  'Yara',
  'Zane',
];
export const COLORS = ['#15803d', '#1d4ed8', '#b45309', '#7e22ce', '#be123c'];

/**
 * The areas' demo rows, in the order they draw from the one random stream: another order would give
 * other amounts, dates and statuses than the demo (and its screenshots) has always had.
 */
const AREA_SEEDS: ((db: Db, ctx: SeedContext) => void)[] = [
  seedNews,
  seedDashboard,
  seedKyc,
  seedDeposits,
  seedPackages,
  seedWalletHistory,
  seedWithdrawals,
  seedIncomes,
  seedTasks,
  seedTickets,
];

export function migrate(db: Db): void {
  db.exec(CORE_SCHEMA);
  db.exec(HOLD_SCHEMA);
  addColumn(db, 'codes', 'tries', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'users', 'pending_email', 'TEXT');
  addColumn(db, 'idempotency_keys', 'created_at', 'INTEGER NOT NULL DEFAULT 0');
  db.exec('CREATE INDEX IF NOT EXISTS idempotency_keys_age ON idempotency_keys(created_at)');
  db.exec(NETWORK_SCHEMA);
  for (const area of areas) if (area.schema) db.exec(area.schema);
  addColumn(db, 'rank_incomes', 'business_required', 'REAL');
}

export function isSeeded(db: Db): boolean {
  return Boolean(one(db, "SELECT 1 FROM users WHERE username = 'demo'"));
}

/** The seeds a database can start with: `demo` (the default) and `large` (seed-large.ts). */
export const SEEDS = ['demo', 'large'] as const;
export type SeedName = (typeof SEEDS)[number];

/** The seed that made this database (one seeded before the name was kept is the demo). */
export function seededWith(db: Db): SeedName | undefined {
  if (!isSeeded(db)) return undefined;
  return one<{ value: string }>(db, "SELECT value FROM settings WHERE key = 'seed'")?.value === 'large'
    ? 'large'
    : 'demo';
}

/** Adds a member with these columns; its id. */
export type AddMember = (values: Record<string, unknown>) => number;

/**
 * The members every seed starts with: the company at the root, the demo member on its left, an
 * outsider on its right (outside the demo member's downline: team endpoints must refuse it to
 * "demo") and below the outsider a line of members with free slots, for trying registration with a
 * sponsor and a placement (trial1 … trial8, each with its right slot free).
 */
export function seedFounders(db: Db, now: Date) {
  COUNTRIES.forEach(([name, code], index) =>
    run(db, 'INSERT INTO countries (id, name, calling_code) VALUES (?, ?, ?)', index + 1, name, code),
  );
  const password = hashSecretSync(DEMO_PASSWORD);
  const mpin = hashSecretSync(DEMO_MPIN);
  const addMember: AddMember = (values) => {
    const keys = Object.keys(values);
    return run(
      db,
      `INSERT INTO users (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      ...keys.map((k) => values[k]),
    ).lastInsertRowid;
  };
  const joined = (daysAgo: number) => sqlTime(new Date(now.getTime() - daysAgo * 86_400_000));
  const base = { password_hash: password, mpin_hash: mpin, email_verified_at: joined(400), country_id: 1 };

  const companyId = addMember({
    ...base,
    username: 'company',
    name: 'Company Root',
    email: 'root@example.test',
    phone: '+910000000000',
    is_paid: 1,
    color_code: '#1d4ed8',
    created_at: joined(420),
  });
  const demoId = addMember({
    ...base,
    username: 'demo',
    name: 'Demo Member',
    email: 'demo@example.test',
    phone: '+919876543210',
    auth_type: 'otp',
    sponsor_id: companyId,
    parent_id: companyId,
    position: 'L',
    is_paid: 1,
    color_code: '#15803d',
    pay_in_wallet: 2500,
    pay_out_wallet: 1340.5,
    total_subscription: 1000,
    gender: 'female',
    dob: '1990-04-12',
    address_line1: '12 Market Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    account_type: 'crypto',
    withdrawal_coin: 'USDT BEP20',
    withdrawal_address: '0x8a9d5e1b3c4f6a7b8c9d0e1f2a3b4c5d6e7f8a9b',
    deposit_address: '0x4b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c',
    created_at: joined(400),
  });
  const outsiderId = addMember({
    ...base,
    username: 'outsider',
    name: 'Outside Member',
    email: 'outsider@example.test',
    phone: '+15550000000',
    sponsor_id: companyId,
    parent_id: companyId,
    position: 'R',
    created_at: joined(390),
  });
  let trialParent = outsiderId;
  for (let n = 1; n <= TRIAL_MEMBERS; n += 1) {
    trialParent = addMember({
      ...base,
      username: `trial${n}`,
      name: `Trial Member ${n}`,
      email: `trial${n}@example.test`,
      phone: `+1555000000${n}`,
      sponsor_id: outsiderId,
      parent_id: trialParent,
      position: 'L',
      created_at: joined(380),
    });
  }
  return { demoId, base, addMember };
}

/** The columns of a team member that are the demo logins "mpindemo" and "authdemo". */
export function demoLoginColumns(special: 'mpindemo' | 'authdemo' | undefined) {
  return {
    auth_type: special === 'mpindemo' ? 'mpin' : special === 'authdemo' ? 'authenticator' : 'otp',
    secret_2fa: special === 'authdemo' ? DEMO_TOTP_SECRET : null,
    status_2fa: special === 'authdemo' ? 1 : 0,
  };
}

/** The seed's context for the areas, then each area's demo rows, then the seed's name. */
export function seedAreas(db: Db, name: SeedName, fields: Pick<SeedContext, 'rng' | 'now' | 'demoId' | 'teamIds'>) {
  const { now } = fields;
  const context: SeedContext = {
    ...fields,
    ago: (days, minutes = 0) => sqlTime(new Date(now.getTime() - days * 86_400_000 - minutes * 60_000)),
    idOf: (username) => one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username)?.id,
  };
  for (const seedArea of AREA_SEEDS) seedArea(db, context);
  run(db, "INSERT OR REPLACE INTO settings (key, value) VALUES ('seed', ?)", name);
  return context;
}

/** The demo network: the founders, a team of several hundred under the demo member, each area's rows. */
export function seed(db: Db, seedValue = 20240501): SeedContext {
  const rng = createRng(seedValue);
  const now = new Date();
  return tx(db, () =>
    loadInBulk(db, () => {
      const { demoId, base, addMember } = seedFounders(db, now);
      const joined = (daysAgo: number) => sqlTime(new Date(now.getTime() - daysAgo * 86_400_000));

      // The team: each newcomer takes a random free slot under a random member already placed (so
      // some slots stay vacant), and is sponsored by a random earlier member of the team (not always
      // one above the slot, as registration would: the network is then walked as a graph).
      const placed: { id: number; depth: number; L: boolean; R: boolean }[] = [
        { id: demoId, depth: 0, L: false, R: false },
      ];
      const teamIds: number[] = [];
      for (let i = 0; i < TEAM_SIZE; i += 1) {
        const special = i === 0 ? 'mpindemo' : i === 1 ? 'authdemo' : undefined;
        const username = special ?? `${rng.pick(FIRST).toLowerCase()}${String(i + 1).padStart(3, '0')}`;
        let parent = placed[Math.floor(Math.pow(rng.next(), 1.6) * placed.length)]!;
        for (let guard = 0; parent.L && parent.R && guard < 50; guard += 1)
          parent = placed[rng.int(0, placed.length - 1)]!;
        if (parent.L && parent.R) parent = placed.find((p) => !p.L || !p.R)!;
        const position: 'L' | 'R' = !parent.L && (parent.R || rng.chance(0.5)) ? 'L' : 'R';
        parent[position] = true;
        const sponsorId = i < 14 || rng.chance(0.15) ? demoId : teamIds.length ? rng.pick(teamIds) : demoId;
        const paid = rng.chance(0.65);
        const id = addMember({
          ...base,
          username,
          name: `${username.replace(/\d+$/, '').replace(/^./, (c) => c.toUpperCase())} ${FIRST[(i * 7) % FIRST.length]}`,
          email: `${username}@example.test`,
          phone: `+91${String(9000000000 + i)}`,
          country_id: rng.int(1, COUNTRIES.length),
          ...demoLoginColumns(special),
          sponsor_id: sponsorId,
          parent_id: parent.id,
          position,
          is_paid: paid ? 1 : 0,
          color_code: paid ? rng.pick(COLORS) : null,
          total_subscription: paid ? rng.pick([50, 100, 250, 500, 1000]) : 0,
          pay_in_wallet: special ? 1500 : rng.int(0, 300),
          created_at: joined(380 - Math.floor((i / TEAM_SIZE) * 370)),
        });
        placed.push({ id, depth: parent.depth + 1, L: false, R: false });
        teamIds.push(id);
      }
      return seedAreas(db, 'demo', { rng, now, demoId, teamIds });
    }),
  );
}

/** Members by username → id, for area seeds and tests. */
export function memberId(db: Db, username: string): number {
  const row = one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username);
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

export function countMembers(db: Db): number {
  return all(db, 'SELECT id FROM users').length;
}
