/**
 * Account: the dashboard numbers, news, profile and security settings (picture, 2FA, password, MPIN,
 * authentication type, withdraw account), KYC documents and deposits. A member reads and changes only
 * their own records.
 */
import * as z from 'zod/mini';
import type { Area } from '../area.ts';
import { all, one, run, type Db } from '../db.ts';
import { allowAttempt, hashSecret, newTotpSecret, otpauthUri, revokeOtherTokens, useCode, verifySecret, verifyTotp } from '../auth.ts';
import { recordSecurityChange } from '../hold.ts';
import { pngBands } from '../png.ts';
import { checkImage, fail, formBody, idempotent, idParam, jsonBody, ok, paginate, requireAuth, storeImage, type Ctx, type UserRow } from '../http.ts';
import {
  AuthenticationRequest,
  ChangeMpinRequest,
  ChangePasswordRequest,
  TwoFaRequest,
  UpdateProfileRequest,
  WithdrawSettingRequest,
} from '../../src/lib/profile/schema.ts';
import { KycUploadFields, type KycType } from '../../src/lib/kyc/schema.ts';

type Member = UserRow & Record<string, unknown>;

// ---- tables --------------------------------------------------------------------------------

const SCHEMA = `
CREATE TABLE IF NOT EXISTS account_stats (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  completed_withdraw REAL NOT NULL DEFAULT 0,
  pending_withdraw REAL NOT NULL DEFAULT 0,
  direct_bonus REAL NOT NULL DEFAULT 0,
  pti_bonus REAL NOT NULL DEFAULT 0,
  salary_bonus REAL NOT NULL DEFAULT 0,
  leadership_bonus REAL NOT NULL DEFAULT 0,
  binary_bonus REAL NOT NULL DEFAULT 0,
  level_bonus REAL NOT NULL DEFAULT 0,
  task_bonus REAL NOT NULL DEFAULT 0,
  level_achievement_bonus REAL NOT NULL DEFAULT 0,
  unpaid_bonus REAL NOT NULL DEFAULT 0,
  total_pending_income REAL NOT NULL DEFAULT 0,
  pending_matching REAL NOT NULL DEFAULT 0,
  income_limit REAL NOT NULL DEFAULT 0,
  paid_income REAL NOT NULL DEFAULT 0,
  current_leadership_rank TEXT NOT NULL DEFAULT 'N/A',
  next_leadership_rank TEXT NOT NULL DEFAULT 'N/A',
  current_salary TEXT NOT NULL DEFAULT 'N/A',
  next_salary TEXT NOT NULL DEFAULT 'N/A',
  subscription_date TEXT
);
CREATE TABLE IF NOT EXISTS news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  image TEXT,
  body TEXT NOT NULL,
  published_at TEXT NOT NULL,
  is_show INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS news_reads (
  user_id INTEGER NOT NULL REFERENCES users(id),
  news_id INTEGER NOT NULL REFERENCES news(id),
  PRIMARY KEY (user_id, news_id)
);
CREATE TABLE IF NOT EXISTS kyc_documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  document_type TEXT NOT NULL CHECK (document_type IN ('identity','address','photo')),
  document_name TEXT NOT NULL,
  document_number TEXT,
  front TEXT NOT NULL,
  back TEXT,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0,1,2)),
  remarks TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS kyc_documents_user ON kyc_documents(user_id);
CREATE TABLE IF NOT EXISTS deposits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  thash TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL CHECK (amount > 0),
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_user ON deposits(user_id);
`;

/** The document names members choose from, per proof type (underscores are shown as spaces). */
export const DOC_TYPES: Record<'identity' | 'address', string[]> = {
  identity: ['passport', 'national_id_card', 'driving_licence', 'voter_id_card'],
  address: ['utility_bill', 'bank_statement', 'rental_agreement', 'passport'],
};

/** change-picture has no text fields besides the photo. */
const NoFields = z.object({});

const sqlTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

// ---- answers -------------------------------------------------------------------------------

function profileOf(db: Db, user: Member) {
  return {
    id: user.id,
    user_id: user.id,
    avatar: user.avatar ?? null,
    deposit_address: user.deposit_address ?? null,
    phone: user.phone ?? '',
    total_subscription: user.total_subscription ?? 0,
    gender: user.gender ?? null,
    dob: user.dob ?? null,
    address_line1: user.address_line1 ?? null,
    address_line2: user.address_line2 ?? null,
    landmark: user.landmark ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    country: user.country_id ?? null,
    pincode: user.pincode ?? null,
    tax_id: user.tax_id ?? null,
    withdrawal_coin: user.withdrawal_coin ?? 'USDT BEP20',
    withdrawal_address: user.withdrawal_address ?? null,
    ac_no: user.ac_no ?? null,
    bank_name: user.bank_name ?? null,
    holder_name: user.holder_name ?? null,
    ifsc: user.ifsc ?? null,
    account_type: user.account_type ?? null,
    country_name: one<{ name: string }>(db, 'SELECT name FROM countries WHERE id = ?', user.country_id)?.name ?? null,
  };
}

/** The pending authenticator secret of a member whose 2FA is off (created on first need). */
function pendingSecret(db: Db, user: Member): string {
  if (user.secret_2fa) return String(user.secret_2fa);
  const secret = newTotpSecret();
  run(db, 'UPDATE users SET secret_2fa = ? WHERE id = ? AND secret_2fa IS NULL', secret, user.id);
  return String(one<{ secret_2fa: string }>(db, 'SELECT secret_2fa FROM users WHERE id = ?', user.id)!.secret_2fa);
}

function userAnswer(db: Db, user: Member) {
  const on = Number(user.status_2fa) === 1;
  return {
    username: user.username,
    email: user.email,
    email_verified_at: user.email_verified_at ?? null,
    status_2fa: on ? 1 : 0,
    // The QR (an otpauth:// URI drawn in the browser) exists only while 2FA is off.
    image_2fa: on ? null : otpauthUri(user.username, pendingSecret(db, user)),
    auth_type: user.auth_type,
    name: user.name,
    profile: profileOf(db, user),
  };
}

/** Members of the binary subtree under `rootId` (not counting the root). */
function teamCounts(db: Db, rootId: number): { total: number; paid: number } {
  const row = one<{ total: number; paid: number }>(
    db,
    `WITH RECURSIVE down(id, depth) AS (
       SELECT id, 1 FROM users WHERE parent_id = ?
       UNION ALL SELECT u.id, down.depth + 1 FROM users u JOIN down ON u.parent_id = down.id WHERE down.depth < 10000
     ) SELECT COUNT(*) AS total, COALESCE(SUM(u.is_paid), 0) AS paid FROM down JOIN users u ON u.id = down.id`,
    rootId,
  );
  return { total: Number(row?.total ?? 0), paid: Number(row?.paid ?? 0) };
}

function dashboardOf(db: Db, user: Member) {
  const stats = one<Record<string, number | string | null>>(db, 'SELECT * FROM account_stats WHERE user_id = ?', user.id) ?? {};
  const n = (key: string) => Number(stats[key] ?? 0);
  const t = (key: string) => String(stats[key] ?? 'N/A');
  const team = teamCounts(db, user.id);
  const referrals = one<{ total: number; paid: number }>(db, 'SELECT COUNT(*) AS total, COALESCE(SUM(is_paid), 0) AS paid FROM users WHERE sponsor_id = ?', user.id)!;
  const sponsor = user.sponsor_id ? one<{ username: string }>(db, 'SELECT username FROM users WHERE id = ?', user.sponsor_id)?.username : undefined;
  const deposited = one<{ total: number }>(db, 'SELECT COALESCE(SUM(amount), 0) AS total FROM deposits WHERE user_id = ? AND status = 1', user.id)!.total;
  const bonuses = ['direct_bonus', 'pti_bonus', 'salary_bonus', 'leadership_bonus', 'binary_bonus', 'level_bonus', 'task_bonus', 'level_achievement_bonus'];
  const totalIncome = bonuses.reduce((sum, key) => sum + n(key), 0);
  const money = (value: number) => Math.round(value * 100) / 100;
  return {
    username: user.username,
    pay_in_wallet: money(Number(user.pay_in_wallet ?? 0)),
    pay_out_wallet: money(Number(user.pay_out_wallet ?? 0)),
    completed_deposit: money(Number(deposited)),
    completed_withdraw: n('completed_withdraw'),
    pending_withdraw: n('pending_withdraw'),
    direct_bonus: n('direct_bonus'),
    pti_bonus: n('pti_bonus'),
    salary_bonus: n('salary_bonus'),
    leadership_bonus: n('leadership_bonus'),
    binary_bonus: n('binary_bonus'),
    level_bonus: n('level_bonus'),
    task_bonus: n('task_bonus'),
    level_achievement_bonus: n('level_achievement_bonus'),
    unpaid_bonus: n('unpaid_bonus'),
    totalPendingIncome: n('total_pending_income'),
    pendingMatchingForCommission: n('pending_matching'),
    current_leadership_rank: t('current_leadership_rank'),
    next_leadership_rank: t('next_leadership_rank'),
    current_salary: t('current_salary'),
    next_salary: t('next_salary'),
    total_team: team.total,
    paid_team: team.paid,
    income_limit: n('income_limit') || money(Number(user.total_subscription ?? 0) * 3),
    total_income: money(totalIncome),
    paid_income: n('paid_income'),
    total_referrals: Number(referrals.total),
    total_paid_referrals: Number(referrals.paid),
    my_sponsor: sponsor ?? 'N/A',
    total_subscription: money(Number(user.total_subscription ?? 0)),
    subscription_date: stats.subscription_date ?? null,
  };
}

// ---- checks --------------------------------------------------------------------------------

const CODE_NAMES: Record<string, string> = { otp: 'OTP', mpin: 'MPIN', authenticator: 'authenticator code' };

/**
 * The second-step credential of a security change, sent under a field named after the member's auth
 * type: an e-mailed OTP (consumed), the MPIN, or the authenticator code. Null when it is right.
 */
async function credentialProblem(db: Db, user: Member, body: Record<string, unknown>): Promise<{ message: string; field: string; status?: 429 } | null> {
  const type = user.auth_type;
  const value = String(body[type] ?? '').trim();
  if (!value) return { message: `The ${type} field is required.`, field: type };
  if (!allowAttempt(`account-code:${user.id}`, 10, 15 * 60_000)) return { message: 'Too many attempts. Please wait a few minutes and try again.', field: type, status: 429 };
  const valid =
    type === 'mpin'
      ? await verifySecret(value, user.mpin_hash as string | null)
      : type === 'authenticator'
        ? Number(user.status_2fa) === 1 && verifyTotp(db, user.id, user.secret_2fa as string | null, value)
        : useCode(db, user.username, 'otp', value);
  return valid ? null : { message: `Invalid ${CODE_NAMES[type] ?? type}.`, field: type };
}

function failField(c: Ctx, problem: { message: string; field: string; status?: 429 }) {
  return fail(c, problem.message, problem.status ?? 422, { [problem.field]: [problem.message] });
}

function reload(db: Db, id: number): Member {
  return one<Member>(db, 'SELECT * FROM users WHERE id = ?', id)!;
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim() || null;

/** KYC types whose latest document is not rejected (already uploaded, waiting or approved). */
function presentKycTypes(db: Db, userId: number): Set<string> {
  const rows = all<{ document_type: string; status: number }>(
    db,
    `SELECT document_type, status FROM kyc_documents d WHERE user_id = ? AND id = (SELECT MAX(id) FROM kyc_documents WHERE user_id = d.user_id AND document_type = d.document_type)`,
    userId,
  );
  return new Set(rows.filter((row) => row.status !== 2).map((row) => row.document_type));
}

// ---- seed ----------------------------------------------------------------------------------

const NEWS: { title: string; body: string; is_show: number; image?: [number, number, number][]; daysAgo: number }[] = [
  {
    title: 'Welcome to the new member portal',
    body:
      '<p>The portal has a <strong>new look</strong> and works on any phone.</p>' +
      '<ul><li>Share your <em>left</em> and <em>right</em> referral links</li><li>Check your deposits and KYC at a glance</li></ul>' +
      '<p>Questions? Raise a ticket under <a href="/user/chat">Support</a>.</p>',
    is_show: 1,
    daysAgo: 1,
  },
  {
    title: 'Sunday maintenance window',
    body: '<p>Withdrawals pause on <b>Sunday from 02:00 to 04:00 UTC</b> while we upgrade the payout service. Deposits are credited as usual.</p>',
    is_show: 1,
    image: [[29, 78, 216], [37, 99, 235], [96, 165, 250]],
    daysAgo: 3,
  },
  {
    title: 'Quarterly leadership results',
    body: '<p>Congratulations to every member who reached a new leadership rank this quarter.</p>',
    is_show: 0,
    daysAgo: 20,
  },
];

interface DemoStats {
  username: string;
  values: Record<string, number | string>;
  kyc: { type: KycType; name: string; number: string | null; status: number; remarks: string | null; daysAgo: number }[];
  deposits: number;
}

const DEMO_STATS: DemoStats[] = [
  {
    username: 'demo',
    values: {
      completed_withdraw: 820, pending_withdraw: 150, direct_bonus: 640.25, pti_bonus: 212.4, salary_bonus: 300, leadership_bonus: 175.5,
      binary_bonus: 980, level_bonus: 96.75, task_bonus: 48.3, level_achievement_bonus: 250, unpaid_bonus: 35.2, total_pending_income: 120.75,
      pending_matching: 410, income_limit: 3000, paid_income: 1925.4, current_leadership_rank: 'Gold', next_leadership_rank: 'Platinum',
      current_salary: '100', next_salary: '250',
    },
    kyc: [
      { type: 'identity', name: 'passport', number: 'P1234567', status: 1, remarks: 'Verified', daysAgo: 12 },
      { type: 'address', name: 'utility_bill', number: 'UB998877', status: 2, remarks: 'The document is blurred. Please upload a clearer copy.', daysAgo: 10 },
    ],
    deposits: 23,
  },
  {
    username: 'mpindemo',
    values: { direct_bonus: 120, binary_bonus: 60, level_bonus: 12.5, task_bonus: 8.25, income_limit: 1500, paid_income: 90 },
    kyc: [
      { type: 'identity', name: 'national_id_card', number: 'ID445566', status: 1, remarks: 'Verified', daysAgo: 40 },
      { type: 'address', name: 'bank_statement', number: 'BS112233', status: 1, remarks: 'Verified', daysAgo: 40 },
      { type: 'photo', name: 'photo', number: null, status: 1, remarks: 'Verified', daysAgo: 40 },
    ],
    deposits: 2,
  },
  {
    username: 'authdemo',
    values: { direct_bonus: 45, current_leadership_rank: 'Silver', next_leadership_rank: 'Gold', current_salary: 'N/A', next_salary: 'N/A' },
    kyc: [
      { type: 'identity', name: 'driving_licence', number: 'DL7788', status: 0, remarks: null, daysAgo: 2 },
      { type: 'address', name: 'rental_agreement', number: 'RA5566', status: 0, remarks: null, daysAgo: 2 },
      { type: 'photo', name: 'photo', number: null, status: 0, remarks: null, daysAgo: 2 },
    ],
    deposits: 0,
  },
];

// ---- area ----------------------------------------------------------------------------------

export const accountArea: Area = {
  name: 'account',
  schema: SCHEMA,
  seed: (db, ctx) => {
    const at = (daysAgo: number, minutes = 0) => sqlTime(new Date(ctx.now.getTime() - daysAgo * 86_400_000 - minutes * 60_000));
    for (const item of NEWS) {
      const image = item.image ? storeImage(db, null, pngBands(480, 200, item.image), 'png', 'news') : null;
      run(db, 'INSERT INTO news (title, image, body, published_at, is_show) VALUES (?, ?, ?, ?, ?)', item.title, image, item.body, at(item.daysAgo), item.is_show);
    }
    for (const member of DEMO_STATS) {
      const userId = one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', member.username)?.id;
      if (!userId) continue;
      const values = { ...member.values, subscription_date: at(90).slice(0, 10) };
      const keys = Object.keys(values);
      run(db, `INSERT INTO account_stats (user_id, ${keys.join(', ')}) VALUES (?, ${keys.map(() => '?').join(', ')})`, userId, ...keys.map((key) => values[key as keyof typeof values]));
      for (const doc of member.kyc) {
        const colours: [number, number, number][] = [[226, 232, 240], [148, 163, 184], [71, 85, 105]];
        const front = storeImage(db, userId, pngBands(320, 200, colours), 'png', 'kyc');
        const back = doc.type === 'photo' ? null : storeImage(db, userId, pngBands(320, 200, colours.slice().reverse()), 'png', 'kyc');
        run(
          db,
          'INSERT INTO kyc_documents (user_id, document_type, document_name, document_number, front, back, status, remarks, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          userId, doc.type, doc.name, doc.number, front, back, doc.status, doc.remarks, at(doc.daysAgo, 75),
        );
      }
      for (let i = 0; i < member.deposits; i += 1) {
        const hash = `0x${Array.from({ length: 64 }, () => '0123456789abcdef'[ctx.rng.int(0, 15)]).join('')}`;
        // Newest first: one pending, a failed one now and then, the rest credited.
        const status = i === 0 ? 0 : i % 7 === 3 ? 2 : 1;
        run(db, 'INSERT INTO deposits (user_id, thash, amount, status, created_at) VALUES (?, ?, ?, ?, ?)', userId, hash, ctx.rng.pick([25, 50, 100, 150, 250, 500]), status, at(i * 3 + 1, ctx.rng.int(0, 600)));
      }
    }
  },
  routes: (api) => {
    api.get('/get-picture', requireAuth, (c) => ok(c, { data: c.get('user').avatar ?? null }));

    // ---- dashboard and news ----

    api.get('/dashboard', requireAuth, (c) => ok(c, { data: dashboardOf(c.get('db'), c.get('user') as Member) }));

    api.get('/news', requireAuth, (c) => {
      const db = c.get('db');
      const rows = all<Record<string, unknown>>(
        db,
        `SELECT n.id, n.title, n.image, n.body, n.published_at,
                CASE WHEN n.is_show = 1 AND r.news_id IS NULL THEN 1 ELSE 0 END AS is_show
           FROM news n LEFT JOIN news_reads r ON r.news_id = n.id AND r.user_id = ?
          ORDER BY n.published_at DESC, n.id DESC`,
        c.get('user').id,
      );
      // Unread: every published item this member has not opened, pop-up or not.
      const unread = one<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM news n WHERE NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.news_id = n.id AND r.user_id = ?)',
        c.get('user').id,
      );
      return ok(c, { unread_count: unread?.n ?? 0, data: rows });
    });

    api.get('/news/:id/read', requireAuth, (c) => {
      const db = c.get('db');
      const id = idParam(c);
      if (id === undefined || !one(db, 'SELECT 1 FROM news WHERE id = ?', id)) return fail(c, 'News not found.', 404);
      run(db, 'INSERT OR IGNORE INTO news_reads (user_id, news_id) VALUES (?, ?)', c.get('user').id, id);
      return ok(c, { msg: 'News marked as read.' });
    });

    // ---- profile ----

    api.get('/user', requireAuth, (c) => ok(c, { data: userAnswer(c.get('db'), c.get('user') as Member), errors: {} }));

    api.post('/update-profile', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, UpdateProfileRequest);
      const country = one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(body.country));
      if (!country) return fail(c, 'The selected country is invalid.', 422, { country: ['The selected country is invalid.'] });
      const email = body.email.trim();
      if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', email, user.id)) {
        return fail(c, 'The email has already been taken.', 422, { email: ['The email has already been taken.'] });
      }
      run(
        db,
        `UPDATE users SET name = ?, email = ?, country_id = ?, phone = ?, gender = ?, dob = ?, address_line1 = ?, address_line2 = ?,
           landmark = ?, city = ?, state = ?, pincode = ?, tax_id = ? WHERE id = ?`,
        body.name.trim(), email, country.id, body.phone.trim(), trimmed(body.gender), trimmed(body.dob), trimmed(body.address_line1),
        trimmed(body.address_line2), trimmed(body.landmark), trimmed(body.city), trimmed(body.state), trimmed(body.pincode), trimmed(body.tax_id), user.id,
      );
      return ok(c, { message: 'Profile updated successfully.', data: userAnswer(db, reload(db, user.id)) });
    });

    api.post('/change-picture', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user');
      const { files } = await formBody(c, NoFields);
      const image = await checkImage(files.photo?.[0], 'photo');
      const name = storeImage(db, user.id, image.bytes, image.ext, 'avatar');
      const previous = user.avatar as string | null;
      run(db, 'UPDATE users SET avatar = ? WHERE id = ?', name, user.id);
      if (previous) run(db, 'DELETE FROM images WHERE name = ? AND owner_id = ?', previous, user.id);
      return ok(c, { message: 'Profile picture updated successfully.', data: name });
    });

    // ---- security ----

    api.post('/enable-2fa', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, TwoFaRequest);
      if (Number(user.status_2fa) === 1) return fail(c, '2FA is already enabled.', 422);
      if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!verifyTotp(db, user.id, pendingSecret(db, user), body.code)) return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
      run(db, 'UPDATE users SET status_2fa = 1 WHERE id = ?', user.id);
      recordSecurityChange(db, user, '2fa-on');
      return ok(c, { message: '2FA enabled successfully.' });
    });

    api.post('/disable-2fa', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, TwoFaRequest);
      if (Number(user.status_2fa) !== 1) return fail(c, '2FA is not enabled.', 422);
      if (user.auth_type === 'authenticator') {
        return fail(c, 'Your sign-in uses the authenticator. Choose another authentication type first.', 422);
      }
      if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!verifyTotp(db, user.id, user.secret_2fa as string | null, body.code)) return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
      // A fresh secret for the next time 2FA is turned on: the old one may have been seen.
      run(db, 'UPDATE users SET status_2fa = 0, secret_2fa = ? WHERE id = ?', newTotpSecret(), user.id);
      recordSecurityChange(db, user, '2fa-off');
      return ok(c, { message: '2FA disabled successfully.' });
    });

    api.post('/change-password', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, ChangePasswordRequest);
      if (!allowAttempt(`password:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!(await verifySecret(body.currentpassword, user.password_hash as string))) {
        return fail(c, 'The current password is incorrect.', 422, { currentpassword: ['The current password is incorrect.'] });
      }
      const problem = await credentialProblem(db, user, body);
      if (problem) return failField(c, problem);
      run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', await hashSecret(body.newpassword), user.id);
      // Whoever else holds a session of this member (a stolen one) is signed out; this one stays.
      revokeOtherTokens(db, user.id, c.get('token'));
      recordSecurityChange(db, user, 'password');
      return ok(c, { message: 'Password changed successfully.' });
    });

    api.post('/change-secondary-password', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, ChangeMpinRequest);
      if (!allowAttempt(`mpin:${user.id}`, 10, 15 * 60_000)) return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      // Without an MPIN yet, the account password proves it is the member.
      const valid = await verifySecret(body.old_password, (user.mpin_hash || user.password_hash) as string);
      if (!valid) {
        const message = user.mpin_hash ? 'The old MPIN is incorrect.' : 'The password is incorrect.';
        return fail(c, message, 422, { old_password: [message] });
      }
      run(db, 'UPDATE users SET mpin_hash = ? WHERE id = ?', await hashSecret(body.spassword), user.id);
      recordSecurityChange(db, user, 'mpin');
      return ok(c, { message: 'MPIN changed successfully.' });
    });

    api.get('/authentication', requireAuth, (c) => {
      const user = c.get('user') as Member;
      return ok(c, { data: user.auth_type, more_details: { authenticator: Number(user.status_2fa) === 1, mpin: Boolean(user.mpin_hash) } });
    });

    api.post('/authentication', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, AuthenticationRequest);
      if (body.type === 'mpin' && !user.mpin_hash) return fail(c, 'Please Setup Your MPIN', 422, { type: ['Please Setup Your MPIN'] });
      if (body.type === 'authenticator' && Number(user.status_2fa) !== 1) {
        return fail(c, 'Please Setup Your 2FA Authenticator', 422, { type: ['Please Setup Your 2FA Authenticator'] });
      }
      run(db, 'UPDATE users SET auth_type = ? WHERE id = ?', body.type, user.id);
      if (body.type !== user.auth_type) recordSecurityChange(db, user, 'authentication');
      return ok(c, { message: 'Authentication type updated successfully.', data: body.type });
    });

    api.post('/withdraw-setting', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, WithdrawSettingRequest);
      const problem = await credentialProblem(db, user, body);
      if (problem) return failField(c, problem);
      const account = (row: Member) => JSON.stringify([row.account_type, row.ac_no, row.bank_name, row.holder_name, row.ifsc, row.withdrawal_coin, row.withdrawal_address]);
      const before = account(user);
      if (body.account_type === 'bank') {
        run(
          db,
          'UPDATE users SET account_type = ?, ac_no = ?, bank_name = ?, holder_name = ?, ifsc = ? WHERE id = ?',
          'bank', trimmed(body.ac_no), trimmed(body.bank_name), trimmed(body.holder_name), trimmed(body.ifsc)?.toUpperCase() ?? null, user.id,
        );
      } else {
        run(db, 'UPDATE users SET account_type = ?, withdrawal_coin = ?, withdrawal_address = ? WHERE id = ?', 'crypto', 'USDT BEP20', trimmed(body.coin_address), user.id);
      }
      // Saving the same details again is no change and starts no hold.
      if (account(reload(db, user.id)) !== before) recordSecurityChange(db, user, 'withdraw-account');
      return ok(c, { message: 'Withdraw setting saved successfully.' });
    });

    // ---- KYC ----

    api.get('/get/doc-type', requireAuth, (c) => ok(c, { data: DOC_TYPES }));

    api.get('/kyc-list', requireAuth, (c) => {
      const db = c.get('db');
      const userId = c.get('user').id;
      const rows = all<Record<string, unknown>>(
        db,
        'SELECT id, document_type, document_name, document_number, front, back, status, remarks, created_at FROM kyc_documents WHERE user_id = ? ORDER BY id DESC',
        userId,
      );
      const latest = all<{ status: number }>(
        db,
        'SELECT status FROM kyc_documents d WHERE user_id = ? AND id = (SELECT MAX(id) FROM kyc_documents WHERE user_id = d.user_id AND document_type = d.document_type)',
        userId,
      );
      const verified = latest.length === 3 && latest.every((row) => row.status === 1);
      return ok(c, { kyc_status: verified ? 1 : 0, data: paginate(c, rows, 20) });
    });

    // A resend with the same Idempotency-Key (an answer lost on a slow link) replays the first answer.
    api.post('/kyc-doc-upload', requireAuth, (c) => idempotent(c, async () => {
      const db = c.get('db');
      const user = c.get('user');
      const { fields, files } = await formBody(c, KycUploadFields);
      const type = fields.document_type;
      if (type !== 'photo') {
        const names = DOC_TYPES[type];
        if (!names.includes(fields.document_name)) return fail(c, 'The selected document name is invalid.', 422, { document_name: ['The selected document name is invalid.'] });
        if (!fields.document_number?.trim()) return fail(c, 'This Field Is Required.', 422, { document_number: ['This Field Is Required.'] });
      }
      if (presentKycTypes(db, user.id).has(type)) return fail(c, `Your ${type} document is already uploaded.`, 409);
      const front = await checkImage(files.front?.[0], 'front');
      const back = type === 'photo' ? null : await checkImage(files.back?.[0], 'back');
      const frontName = storeImage(db, user.id, front.bytes, front.ext, 'kyc');
      const backName = back ? storeImage(db, user.id, back.bytes, back.ext, 'kyc') : null;
      run(
        db,
        'INSERT INTO kyc_documents (user_id, document_type, document_name, document_number, front, back, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
        user.id, type, type === 'photo' ? 'photo' : fields.document_name, fields.document_number?.trim() || null, frontName, backName, sqlTime(new Date()),
      );
      return ok(c, { message: 'Document uploaded successfully.' });
    }));

    // ---- deposits ----

    api.get('/deposit', requireAuth, (c) => {
      const db = c.get('db');
      const user = c.get('user');
      const rows = all(db, 'SELECT id, thash, amount, status, created_at FROM deposits WHERE user_id = ? ORDER BY created_at DESC, id DESC', user.id);
      return ok(c, { depositAddress: (user.deposit_address as string | null) ?? '', data: paginate(c, rows) });
    });

    api.get('/balance-sync', requireAuth, (c) => {
      const user = c.get('user');
      if (!allowAttempt(`sync:${user.id}`, 20, 60_000)) return fail(c, 'Please wait a minute before syncing again.', 429);
      // No chain here to watch: the reference server reports the wallet as it stands.
      return ok(c, { msg: 'Balance synced. No new deposits found.' });
    });
  },
};
