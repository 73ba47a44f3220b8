/**
 * Checking a second factor (an e-mailed code, the MPIN or an authenticator code) under the member's
 * budget of wrong factors (limits.ts): every route that checks one goes through `guardFactor`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { CODE_RETIRED, tokenHash, tryCode, verifySecret, verifyTotp } from './auth.ts';
import { fail, type Ctx, type UserRow } from './http.ts';
import { closedText, rightFactor, SESSION_ENDED, takeTry, wrongFactor, type Budget } from './limits.ts';

type Member = UserRow & Record<string, unknown>;

export type Verdict = 'ok' | 'wrong' | 'retired' | 'expired';

const CODE_NAMES: Record<string, string> = { otp: 'OTP', mpin: 'MPIN', authenticator: 'authenticator code' };

/** The client's address as the socket says, never a header a client can write. */
export function clientAddress(c: Ctx): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/**
 * The client address a limit counts against (registrations, placement checks, wrong codes on the
 * anonymous routes): the socket's, never a header a client can write. IPv4 in IPv6 form is the IPv4 address; an IPv6 address counts by its /64,
 * the block one subscriber gets, so a device cannot step through its own addresses.
 */
export function addressKey(c: Ctx): string {
  const bare = (clientAddress(c) || '127.0.0.1').replace(/%.*$/, '').toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (v4) return v4[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function bearerToken(c: Ctx): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
}

/**
 * Checks a factor of `member` with `check`, under `budget`. Null when it was right; else the answer to
 * send: closed (429, when the budget is spent), retired code, the session ended after wrong factors in
 * a row, or `wrong` under `field`.
 */
export async function guardFactor(
  c: Ctx,
  member: { id: number; username: string },
  options: { budget: Budget; route: string; field: string; wrong: string; fieldWrong?: string },
  check: () => Verdict | Promise<Verdict>,
): Promise<Response | null> {
  const db = c.get('db');
  const token = bearerToken(c);
  const taken = takeTry(db, member, {
    budget: options.budget,
    route: options.route,
    ip: addressKey(c),
    tokenHash: token ? tokenHash(token) : null,
  });
  if ('until' in taken) {
    const message = closedText(taken.until);
    return fail(c, message, 429, { [options.field]: [message] });
  }
  const verdict = await check();
  if (verdict === 'ok') {
    rightFactor(db, taken);
    return null;
  }
  const { sessionEnded } = wrongFactor(db, taken);
  const message = sessionEnded ? SESSION_ENDED : verdict === 'retired' ? CODE_RETIRED : options.wrong;
  const fieldMessage = message === options.wrong ? (options.fieldWrong ?? message) : message;
  return fail(c, message, 422, { [options.field]: [fieldMessage] });
}

/**
 * The second-step credential of a security change, sent under a field named after the member's auth
 * type: an e-mailed OTP (consumed), the MPIN, or the authenticator code. Null when it is right, else the
 * answer to send. `emailed` also takes an e-mailed code under `otp` whatever the type: the owner's way
 * back into an account whose second factor someone else set up.
 */
export async function credentialRefusal(
  c: Ctx,
  user: Member,
  body: Record<string, unknown>,
  options: { emailed?: boolean; route?: string; required?: string } = {},
): Promise<Response | null> {
  const emailed = options.emailed && user.auth_type !== 'otp' && String(body.otp ?? '').trim() !== '';
  const type = emailed ? 'otp' : user.auth_type;
  const value = String(body[type] ?? '').trim();
  if (!value) {
    const message = options.required ?? `The ${type} field is required.`;
    return fail(c, message, 422, { [type]: [message] });
  }
  const db = c.get('db');
  return guardFactor(
    c,
    user,
    {
      budget: 'member',
      route: options.route ?? c.req.path,
      field: type,
      wrong: `Invalid ${CODE_NAMES[type] ?? type}.`,
    },
    async () => {
      if (type === 'otp') return tryCode(db, user.username, 'otp', value);
      if (type === 'mpin') return (await verifySecret(value, user.mpin_hash as string | null)) ? 'ok' : 'wrong';
      return type === 'authenticator' &&
        Number(user.status_2fa) === 1 &&
        verifyTotp(db, user.id, user.secret_2fa as string | null, value)
        ? 'ok'
        : 'wrong';
    },
  );
}
