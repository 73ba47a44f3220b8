/** Secrets: scrypt hashes, random bearer tokens, one-time codes, TOTP and rate limits. */
import { createHash, createHmac, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { all, one, run, type Db } from './db.ts';
import { noticeItems } from './hold.ts';

// ---- hashing -------------------------------------------------------------------------------

const DEFAULT_COST = 16384;

/**
 * scrypt's cost (N) for new hashes: SCRYPT_COST lowers it for a throwaway server (the end-to-end run's
 * in-memory database, where a hundred sign-ups and sign-ins at full cost are a tenth of the server's
 * CPU): a power of two from 1024 up to the default. A hash made at another cost than the default says which
 * (`scrypt:1024$salt$key`), so each hash is checked at the cost it was made with.
 */
export function scryptCost(value = process.env.SCRYPT_COST): number {
  if (value === undefined || value === '') return DEFAULT_COST;
  const cost = Number(value);
  if (!validCost(cost))
    throw new Error(`SCRYPT_COST must be a power of two from 1024 to ${DEFAULT_COST}, not ${value}`);
  return cost;
}

const validCost = (cost: number) =>
  Number.isInteger(cost) && cost >= 1024 && cost <= DEFAULT_COST && (cost & (cost - 1)) === 0;

const COST = scryptCost();
const options = (N: number) => ({ N, r: 8, p: 1 });

/** scrypt on libuv's thread pool: a sign-in storm does not stall every other request. */
function derive(secret: string, salt: Buffer, length: number, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, length, options(N), (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const encode = (salt: Buffer, key: Buffer) =>
  `${COST === DEFAULT_COST ? 'scrypt' : `scrypt:${COST}`}$${salt.toString('base64')}$${key.toString('base64')}`;

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(secret, salt, 32, COST));
}

/** The same hash computed on the calling thread: only for seeding and test fixtures, never for a request. */
export function hashSecretSync(secret: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(secret, salt, 32, options(COST)));
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, salt, key] = stored.split('$');
  const cost = scheme === 'scrypt' ? DEFAULT_COST : Number(/^scrypt:(\d+)$/.exec(scheme ?? '')?.[1]);
  if (!validCost(cost) || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'), expected.length, cost);
  return timingSafeEqual(expected, actual);
}

// ---- bearer tokens -------------------------------------------------------------------------

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
/** How a bearer token is stored and named: its SHA-256. */
export const tokenHash = sha;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const TEMP_TTL_MS = 10 * 60 * 1000;

/** Issues a random token; only its hash is stored. */
export function issueToken(db: Db, userId: number, kind: 'temp' | 'session', now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  run(
    db,
    'INSERT INTO tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, ?, ?)',
    sha(token),
    userId,
    kind,
    now + (kind === 'session' ? SESSION_TTL_MS : TEMP_TTL_MS),
  );
  return token;
}

/** The user id a live token of `kind` belongs to. */
export function readToken(db: Db, token: string, kind: 'temp' | 'session', now = Date.now()): number | undefined {
  const row = one<{ user_id: number; expires_at: number }>(
    db,
    'SELECT user_id, expires_at FROM tokens WHERE token_hash = ? AND kind = ?',
    sha(token),
    kind,
  );
  if (!row || row.expires_at <= now) return undefined;
  return row.user_id;
}

export function revokeToken(db: Db, token: string): void {
  run(db, 'DELETE FROM tokens WHERE token_hash = ?', sha(token));
}

/** Ends every other session (and half-done sign-in) of the member; `keep` stays valid. */
export function revokeOtherTokens(db: Db, userId: number, keep: string): void {
  run(db, 'DELETE FROM tokens WHERE user_id = ? AND token_hash != ?', userId, sha(keep));
}

/** Moves a token's expiry (tests use it to prove expired tokens are refused). */
export function expireToken(db: Db, token: string): void {
  run(db, 'UPDATE tokens SET expires_at = 0 WHERE token_hash = ?', sha(token));
}

// ---- one-time codes (e-mail / SMS in a real backend) ---------------------------------------

export const OTP_COOLDOWN_MS = 60_000;
export const CODE_TTL_MS = 10 * 60 * 1000;

export interface MailItem {
  username: string;
  purpose: string;
  /** Empty for a notice (purpose 'notice'), which carries a message instead. */
  code: string;
  message?: string;
  created_at: number;
}

/**
 * Creates a 4-digit code for `purpose` and "sends" it: printed on the console, kept for the dev mailbox.
 * `to` names the address when it is not the member's own (a new e-mail address being confirmed).
 */
export function sendCode(db: Db, username: string, purpose: string, now = Date.now(), to?: string): string {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  run(db, 'UPDATE codes SET used = 1 WHERE username = ? AND purpose = ? AND used = 0', username, purpose);
  run(db, 'INSERT INTO codes (username, purpose, code, created_at) VALUES (?, ?, ?, ?)', username, purpose, code, now);
  if (process.env.QUIET !== '1') console.log(`[mail] ${purpose} code for ${username}${to ? ` to ${to}` : ''}: ${code}`);
  return code;
}

/** Milliseconds until another code may be sent for `purpose` (0 when it may). */
export function codeCooldown(db: Db, username: string, purpose: string, now = Date.now()): number {
  const last = one<{ created_at: number }>(
    db,
    'SELECT created_at FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
    username,
    purpose,
  );
  if (!last) return 0;
  return Math.max(0, last.created_at + OTP_COOLDOWN_MS - now);
}

/** Wrong tries after which a code no longer works: 4 digits are too few to leave a code open to guessing. */
export const CODE_MAX_TRIES = 5;
export const CODE_RETIRED = 'That code no longer works after 5 wrong tries. Please request a new code.';

/**
 * Checks and consumes the newest code of `purpose`: 'ok' (used up now, unless `consume` is false),
 * 'wrong', 'retired' (this was its last wrong try, or an earlier one was) or 'expired' (none, used, or
 * too old).
 */
export function tryCode(
  db: Db,
  username: string,
  purpose: string,
  code: string,
  options: { consume?: boolean; now?: number } = {},
): 'ok' | 'wrong' | 'retired' | 'expired' {
  const now = options.now ?? Date.now();
  const row = one<{ id: number; code: string; created_at: number; used: number; tries: number }>(
    db,
    'SELECT id, code, created_at, used, tries FROM codes WHERE username = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
    username,
    purpose,
  );
  if (!row) return 'expired';
  if (row.tries >= CODE_MAX_TRIES) return 'retired';
  if (row.used || row.created_at + CODE_TTL_MS < now) return 'expired';
  if (row.code !== String(code)) {
    run(db, 'UPDATE codes SET tries = tries + 1, used = (tries + 1 >= ?) WHERE id = ?', CODE_MAX_TRIES, row.id);
    return row.tries + 1 >= CODE_MAX_TRIES ? 'retired' : 'wrong';
  }
  if (options.consume !== false) run(db, 'UPDATE codes SET used = 1 WHERE id = ?', row.id);
  return 'ok';
}

/**
 * Development mailbox: moves a member's codes a cool-down into the past, as if a minute had passed,
 * so the next code may be sent at once (tests of the cool-down's end need not wait it out).
 */
export function ageCodes(db: Db, username: string): void {
  run(db, 'UPDATE codes SET created_at = created_at - ? WHERE username = ?', OTP_COOLDOWN_MS, username);
}

/** Checks and consumes a code (tryCode, as yes or no). */
export function useCode(db: Db, username: string, purpose: string, code: string, now = Date.now()): boolean {
  return tryCode(db, username, purpose, code, { now }) === 'ok';
}

/** Codes and security-change notices, newest first. */
export function mailbox(db: Db, username?: string): MailItem[] {
  const limit = username ? 20 : 50;
  const codes = username
    ? all<MailItem>(
        db,
        'SELECT username, purpose, code, created_at FROM codes WHERE username = ? ORDER BY id DESC LIMIT 20',
        username,
      )
    : all<MailItem>(db, 'SELECT username, purpose, code, created_at FROM codes ORDER BY id DESC LIMIT 50');
  return [...codes, ...noticeItems(db, username, limit)].sort((a, b) => b.created_at - a.created_at).slice(0, limit);
}

// ---- TOTP (RFC 6238, SHA-1, 6 digits, 30 s) ------------------------------------------------

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newTotpSecret(): string {
  return Array.from(randomBytes(20), (byte) => B32[byte % 32]).join('');
}

function base32Decode(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const index = B32.indexOf(char);
    if (index < 0) continue;
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totp(secret: string, now = Date.now(), step = 0): string {
  const counter = Math.floor(now / 30_000) + step;
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32Decode(secret)).update(buffer).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * Accepts the code of this 30 s window or the one either side (clock drift), once: the step of an
 * accepted code is remembered per member, and a code of that step or an earlier one is refused, so a
 * code seen over a member's shoulder or in a log cannot be used again.
 */
export function verifyTotp(
  db: Db,
  userId: number,
  secret: string | null | undefined,
  code: string,
  now = Date.now(),
): boolean {
  if (!secret) return false;
  const current = Math.floor(now / 30_000);
  const last = one<{ step: number }>(db, 'SELECT step FROM totp_steps WHERE user_id = ?', userId)?.step ?? -Infinity;
  const step = [-1, 0, 1].find((offset) => current + offset > last && totp(secret, now, offset) === String(code));
  if (step === undefined) return false;
  run(
    db,
    'INSERT INTO totp_steps (user_id, step) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET step = excluded.step',
    userId,
    current + step,
  );
  return true;
}

export function otpauthUri(username: string, secret: string): string {
  return `otpauth://totp/MemberPortal:${encodeURIComponent(username)}?secret=${secret}&issuer=MemberPortal`;
}

// ---- rate limits ---------------------------------------------------------------------------

/**
 * Request throttles (how often a member may ask for a code, try a password…), in memory. They protect no
 * secret on their own: wrong factors are counted in the database (limits.ts). Callers key them by
 * members that exist, never by what a client typed, so the keys are bounded by the members; and a full
 * store refuses a new key rather than forget an old one.
 */
const attempts = new Map<string, number[]>();

/** Most keys the throttles keep; past it, expired keys go, and a new key is refused while none has. */
export const MAX_LIMITER_KEYS = 100_000;

/**
 * Counts an attempt under `key`; false when `max` attempts were already counted within `windowMs`, or
 * when the store is full of live keys. A refused attempt is not counted, so a lock runs from the last
 * counted attempt and ends.
 */
export function allowAttempt(key: string, max: number, windowMs: number, now = Date.now()): boolean {
  const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
  if (recent.length >= max) return false;
  if (!attempts.has(key) && attempts.size >= MAX_LIMITER_KEYS) {
    // One sweep a second at most: a flood of new keys against a full store costs no more than that.
    if (now - lastPrune >= 1000 || now < lastPrune) pruneAttempts(now, windowMs);
    if (attempts.size >= MAX_LIMITER_KEYS) return false;
  }
  recent.push(now);
  attempts.set(key, recent);
  return true;
}

/** Drops the keys whose last attempt is older than `windowMs` (the longest window a throttle uses). */
let lastPrune = 0;

function pruneAttempts(now: number, windowMs: number): void {
  lastPrune = now;
  const horizon = Math.max(windowMs, LONGEST_THROTTLE_MS);
  for (const [key, times] of attempts) if (times.at(-1)! <= now - horizon) attempts.delete(key);
}

/** The longest window any throttle uses: a key idle that long can count nothing any more. */
const LONGEST_THROTTLE_MS = 15 * 60_000;

/** How many keys the throttles hold (tests prove the bound). */
export function rateLimitKeys(): number {
  return attempts.size;
}

export function resetRateLimits(): void {
  attempts.clear();
  lastPrune = 0;
}
