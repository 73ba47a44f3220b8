/**
 * Profile: the member's details and picture, and the security settings (2FA, password, MPIN,
 * authentication type, withdraw account). A change of security settings starts the withdrawal hold.
 */
import * as z from 'zod/mini';
import type { Area } from '../area.ts';
import { one, run, type Db } from '../db.ts';
import {
  allowAttempt,
  hashSecret,
  newTotpSecret,
  otpauthUri,
  revokeOtherTokens,
  useCode,
  verifySecret,
  verifyTotp,
} from '../auth.ts';
import { recordSecurityChange } from '../hold.ts';
import { checkImage, fail, formBody, jsonBody, ok, requireAuth, storeImage, type Ctx, type UserRow } from '../http.ts';
import {
  AuthenticationRequest,
  ChangeMpinRequest,
  ChangePasswordRequest,
  TwoFaRequest,
  UpdateProfileRequest,
  WithdrawSettingRequest,
} from '../../src/lib/profile/schema.ts';

type Member = UserRow & Record<string, unknown>;

/** change-picture has no text fields besides the photo. */
const NoFields = z.object({});

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

// ---- checks --------------------------------------------------------------------------------

const CODE_NAMES: Record<string, string> = { otp: 'OTP', mpin: 'MPIN', authenticator: 'authenticator code' };

/**
 * The second-step credential of a security change, sent under a field named after the member's auth
 * type: an e-mailed OTP (consumed), the MPIN, or the authenticator code. Null when it is right.
 */
async function credentialProblem(
  db: Db,
  user: Member,
  body: Record<string, unknown>,
): Promise<{ message: string; field: string; status?: 429 } | null> {
  const type = user.auth_type;
  const value = String(body[type] ?? '').trim();
  if (!value) return { message: `The ${type} field is required.`, field: type };
  if (!allowAttempt(`account-code:${user.id}`, 10, 15 * 60_000))
    return { message: 'Too many attempts. Please wait a few minutes and try again.', field: type, status: 429 };
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

export const profileArea: Area = {
  name: 'profile',
  routes: (api) => {
    api.get('/user', requireAuth, (c) => ok(c, { data: userAnswer(c.get('db'), c.get('user') as Member), errors: {} }));

    api.post('/update-profile', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, UpdateProfileRequest);
      const country = one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(body.country));
      if (!country)
        return fail(c, 'The selected country is invalid.', 422, { country: ['The selected country is invalid.'] });
      const email = body.email.trim();
      if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', email, user.id)) {
        return fail(c, 'The email has already been taken.', 422, { email: ['The email has already been taken.'] });
      }
      run(
        db,
        `UPDATE users SET name = ?, email = ?, country_id = ?, phone = ?, gender = ?, dob = ?, address_line1 = ?, address_line2 = ?,
           landmark = ?, city = ?, state = ?, pincode = ?, tax_id = ? WHERE id = ?`,
        body.name.trim(),
        email,
        country.id,
        body.phone.trim(),
        trimmed(body.gender),
        trimmed(body.dob),
        trimmed(body.address_line1),
        trimmed(body.address_line2),
        trimmed(body.landmark),
        trimmed(body.city),
        trimmed(body.state),
        trimmed(body.pincode),
        trimmed(body.tax_id),
        user.id,
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
      if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000))
        return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!verifyTotp(db, user.id, pendingSecret(db, user), body.code))
        return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
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
      if (!allowAttempt(`2fa:${user.id}`, 10, 15 * 60_000))
        return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!verifyTotp(db, user.id, user.secret_2fa as string | null, body.code))
        return fail(c, 'Invalid authenticator code.', 422, { code: ['Invalid authenticator code.'] });
      // A fresh secret for the next time 2FA is turned on: the old one may have been seen.
      run(db, 'UPDATE users SET status_2fa = 0, secret_2fa = ? WHERE id = ?', newTotpSecret(), user.id);
      recordSecurityChange(db, user, '2fa-off');
      return ok(c, { message: '2FA disabled successfully.' });
    });

    api.post('/change-password', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, ChangePasswordRequest);
      if (!allowAttempt(`password:${user.id}`, 10, 15 * 60_000))
        return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      if (!(await verifySecret(body.currentpassword, user.password_hash as string))) {
        return fail(c, 'The current password is incorrect.', 422, {
          currentpassword: ['The current password is incorrect.'],
        });
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
      if (!allowAttempt(`mpin:${user.id}`, 10, 15 * 60_000))
        return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
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
      return ok(c, {
        data: user.auth_type,
        more_details: { authenticator: Number(user.status_2fa) === 1, mpin: Boolean(user.mpin_hash) },
      });
    });

    api.post('/authentication', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, AuthenticationRequest);
      if (body.type === 'mpin' && !user.mpin_hash)
        return fail(c, 'Please Setup Your MPIN', 422, { type: ['Please Setup Your MPIN'] });
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
      const account = (row: Member) =>
        JSON.stringify([
          row.account_type,
          row.ac_no,
          row.bank_name,
          row.holder_name,
          row.ifsc,
          row.withdrawal_coin,
          row.withdrawal_address,
        ]);
      const before = account(user);
      if (body.account_type === 'bank') {
        run(
          db,
          'UPDATE users SET account_type = ?, ac_no = ?, bank_name = ?, holder_name = ?, ifsc = ? WHERE id = ?',
          'bank',
          trimmed(body.ac_no),
          trimmed(body.bank_name),
          trimmed(body.holder_name),
          trimmed(body.ifsc)?.toUpperCase() ?? null,
          user.id,
        );
      } else {
        run(
          db,
          'UPDATE users SET account_type = ?, withdrawal_coin = ?, withdrawal_address = ? WHERE id = ?',
          'crypto',
          'USDT BEP20',
          trimmed(body.coin_address),
          user.id,
        );
      }
      // Saving the same details again is no change and starts no hold.
      if (account(reload(db, user.id)) !== before) recordSecurityChange(db, user, 'withdraw-account');
      return ok(c, { message: 'Withdraw setting saved successfully.' });
    });
  },
};
