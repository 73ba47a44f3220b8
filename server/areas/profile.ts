/**
 * Profile: the member's details and picture, and the security settings (password, MPIN, authentication
 * type, withdraw account; 2FA in profile-2fa.ts). A change of security settings starts the withdrawal hold.
 */
import * as z from 'zod/mini';
import type { Area } from '../area.ts';
import { one, run, type Db } from '../db.ts';
import {
  allowAttempt,
  CODE_RETIRED,
  hashSecret,
  otpauthUri,
  revokeOtherTokens,
  sendCode,
  tryCode,
  verifySecret,
} from '../auth.ts';
import { securityChange, sendNotice, utcText } from '../hold.ts';
import { credentialProblem, failField } from '../factor.ts';
import { pendingSecret, twoFaRoutes } from './profile-2fa.ts';
import { checkImage, fail, formBody, jsonBody, ok, requireAuth, storeImage, type UserRow } from '../http.ts';
import {
  AuthenticationRequest,
  ChangeMpinRequest,
  ConfirmEmailRequest,
  ChangePasswordRequest,
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

function userAnswer(db: Db, user: Member) {
  const on = Number(user.status_2fa) === 1;
  return {
    username: user.username,
    email: user.email,
    email_verified_at: user.email_verified_at ?? null,
    // A new address waiting for its code (confirm-email); null when none is.
    email_pending: user.pending_email ?? null,
    status_2fa: on ? 1 : 0,
    // The QR (an otpauth:// URI drawn in the browser) exists only while 2FA is off.
    image_2fa: on ? null : otpauthUri(user.username, pendingSecret(db, user)),
    auth_type: user.auth_type,
    name: user.name,
    profile: profileOf(db, user),
  };
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
      // The address receives the codes and the notices: a new one is a security change, asked for with
      // the current second factor and made only once a code sent to it comes back (confirm-email).
      const emailChange = email.toLowerCase() !== String(user.email).toLowerCase();
      if (emailChange) {
        const problem = await credentialProblem(db, user, body);
        if (problem) return failField(c, problem);
      }
      run(
        db,
        `UPDATE users SET name = ?, country_id = ?, phone = ?, gender = ?, dob = ?, address_line1 = ?, address_line2 = ?,
           landmark = ?, city = ?, state = ?, pincode = ?, tax_id = ?, email = CASE WHEN ? THEN email ELSE ? END WHERE id = ?`,
        body.name.trim(),
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
        emailChange ? 1 : 0,
        email,
        user.id,
      );
      if (emailChange) {
        run(db, 'UPDATE users SET pending_email = ? WHERE id = ?', email, user.id);
        sendCode(db, user.username, 'email', Date.now(), email);
        sendNotice(
          db,
          user,
          `A change of your account's e-mail address to ${email} was asked for on ${utcText(Date.now())}. It takes ` +
            "effect once the code sent there is entered. If this wasn't you, change your password at once " +
            '(this signs out every other session) and raise a support ticket.',
        );
        const message = `A code was sent to ${email}. Enter it to confirm your new e-mail address.`;
        return ok(c, { message, email_pending: email, data: userAnswer(db, reload(db, user.id)) });
      }
      return ok(c, { message: 'Profile updated successfully.', data: userAnswer(db, reload(db, user.id)) });
    });

    api.post('/confirm-email', requireAuth, async (c) => {
      const db = c.get('db');
      const user = c.get('user') as Member;
      const body = await jsonBody(c, ConfirmEmailRequest);
      const pending = user.pending_email as string | null;
      if (!pending) return fail(c, 'No new e-mail address is waiting to be confirmed.', 422);
      if (!allowAttempt(`email-code:${user.id}`, 10, 15 * 60_000))
        return fail(c, 'Too many attempts. Please wait a few minutes and try again.', 429);
      const verdict = tryCode(db, user.username, 'email', body.code);
      if (verdict !== 'ok') {
        const message = verdict === 'retired' ? CODE_RETIRED : 'Invalid or expired code.';
        return fail(c, message, 422, { code: [message] });
      }
      if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND id != ?', pending, user.id))
        return fail(c, 'The email has already been taken.', 422, { email: ['The email has already been taken.'] });
      // The notice goes to the old address: the new one may be a thief's.
      securityChange(
        db,
        user,
        'email',
        () => run(db, 'UPDATE users SET email = pending_email, pending_email = NULL WHERE id = ?', user.id),
        { to: String(user.email) },
      );
      return ok(c, { message: 'E-mail address changed successfully.', data: userAnswer(db, reload(db, user.id)) });
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

    twoFaRoutes(api);

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
      const problem = await credentialProblem(db, user, body, { emailed: true });
      if (problem) return failField(c, problem);
      const passwordHash = await hashSecret(body.newpassword);
      securityChange(db, user, 'password', () => {
        run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, user.id);
        // Whoever else holds a session of this member (a stolen one) is signed out; this one stays.
        revokeOtherTokens(db, user.id, c.get('token'));
      });
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
      const mpinHash = await hashSecret(body.spassword);
      securityChange(db, user, 'mpin', () => run(db, 'UPDATE users SET mpin_hash = ? WHERE id = ?', mpinHash, user.id));
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
      if (body.type === user.auth_type)
        return ok(c, { message: 'Authentication type updated successfully.', data: body.type });
      // The session alone must not swap the factor the owner signs in with: the current one proves the member.
      const problem = await credentialProblem(db, user, body);
      if (problem) return failField(c, problem);
      securityChange(db, user, 'authentication', () =>
        run(db, 'UPDATE users SET auth_type = ? WHERE id = ?', body.type, user.id),
      );
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
      // Saving the same details again is no change and starts no hold (apply answers false).
      securityChange(db, user, 'withdraw-account', () => {
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
        return account(reload(db, user.id)) !== before;
      });
      return ok(c, { message: 'Withdraw setting saved successfully.' });
    });
  },
};
