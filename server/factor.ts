/** The second factor of a signed-in member's security change or money action. */
import { allowAttempt, CODE_RETIRED, tryCode, verifySecret, verifyTotp } from './auth.ts';
import type { Db } from './db.ts';
import { fail, type Ctx, type UserRow } from './http.ts';

type Member = UserRow & Record<string, unknown>;

const CODE_NAMES: Record<string, string> = { otp: 'OTP', mpin: 'MPIN', authenticator: 'authenticator code' };

/**
 * The second-step credential of a security change, sent under a field named after the member's auth
 * type: an e-mailed OTP (consumed), the MPIN, or the authenticator code. Null when it is right.
 * `emailed` also takes an e-mailed code under `otp` whatever the type: the owner's way back into an
 * account whose second factor someone else set up.
 */
export async function credentialProblem(
  db: Db,
  user: Member,
  body: Record<string, unknown>,
  options: { emailed?: boolean } = {},
): Promise<{ message: string; field: string; status?: 429 } | null> {
  const emailed = options.emailed && user.auth_type !== 'otp' && String(body.otp ?? '').trim() !== '';
  const type = emailed ? 'otp' : user.auth_type;
  const value = String(body[type] ?? '').trim();
  if (!value) return { message: `The ${type} field is required.`, field: type };
  if (!allowAttempt(`account-code:${user.id}`, 10, 15 * 60_000))
    return { message: 'Too many attempts. Please wait a few minutes and try again.', field: type, status: 429 };
  const verdict =
    type === 'otp'
      ? tryCode(db, user.username, 'otp', value)
      : (
            type === 'mpin'
              ? await verifySecret(value, user.mpin_hash as string | null)
              : type === 'authenticator' &&
                Number(user.status_2fa) === 1 &&
                verifyTotp(db, user.id, user.secret_2fa as string | null, value)
          )
        ? 'ok'
        : 'wrong';
  if (verdict === 'retired') return { message: CODE_RETIRED, field: type };
  return verdict === 'ok' ? null : { message: `Invalid ${CODE_NAMES[type] ?? type}.`, field: type };
}

export function failField(c: Ctx, problem: { message: string; field: string; status?: 429 }) {
  return fail(c, problem.message, problem.status ?? 422, { [problem.field]: [problem.message] });
}
