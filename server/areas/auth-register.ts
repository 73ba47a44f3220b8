/** Registration: countries, the availability and placement checks, and the new member's account. */
import type { Hono } from 'hono';
import { all, one, run, sqlTime, tx, type Db } from '../db.ts';
import { hashSecret, sendCode } from '../auth.ts';
import { fail, jsonBody, ok, type AppEnv, type Ctx, type UserRow } from '../http.ts';
import { inPlacementTree } from '../network.ts';
import { addressKey } from '../factor.ts';
import { utcText } from '../hold.ts';
import { planSettings } from './session.ts';
import * as text from '../../src/lib/text.ts';
import { RegisterRequest } from '../../src/lib/auth/schema.ts';

const findUser = (db: Db, username: string) =>
  one<UserRow & Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username);

const sideWord = (position: string) => (position === 'L' ? 'left' : 'right');

/** The placement rule: the parent exists, sits under the sponsor, and its `position` slot is free. */
function placementProblem(db: Db, sponsor: string, parent: string, position: string): string | null {
  const sponsorRow = findUser(db, sponsor);
  if (!sponsorRow) return 'Sponsor not found.';
  const parentRow = findUser(db, parent);
  if (!parentRow) return 'Parent not found.';
  if (position !== 'L' && position !== 'R') return 'Position must be L or R.';
  if (!inPlacementTree(db, sponsorRow.id, parentRow.id)) return 'Parent is not in the sponsor\u2019s team.';
  const taken = one(db, 'SELECT 1 FROM users WHERE parent_id = ? AND position = ?', parentRow.id, position);
  if (taken) return `The ${sideWord(position)} position under ${parentRow.username} is already taken.`;
  return null;
}

/**
 * Auto placement: the outermost free place of the sponsor's `side` leg, found by following the leg's
 * outer edge (the left child of the left child … for L) to the first member whose `side` place is
 * free, as the dashboard's walk does. One recursive query, a look-up of the users_slot index per level.
 */
function outermostFreePlace(db: Db, sponsorId: number, side: 'L' | 'R'): { id: number; username: string } {
  return one<{ id: number; username: string }>(
    db,
    `WITH RECURSIVE edge(id, depth) AS (
       SELECT ?, 0
       UNION ALL
       SELECT u.id, edge.depth + 1 FROM users u JOIN edge ON u.parent_id = edge.id AND u.position = ?
     ) SELECT users.id, users.username FROM edge JOIN users ON users.id = edge.id ORDER BY edge.depth DESC LIMIT 1`,
    sponsorId,
    side,
  )!;
}

// ---- registrations per client address ---------------------------------------------------------

const HOUR_MS = 3_600_000;
/** Enough for a family, an event or a carrier's NAT (ten newcomers an hour), not for a script. */
export const DEFAULT_REGISTRATIONS_PER_HOUR = 20;

/**
 * An hourly limit per client address from the environment variable `name` (0 turns it off), else
 * `fallback`. A value that is not a whole number throws: registerRoutes reads both as the server starts.
 */
function perHour(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const limit = Number(raw);
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new Error(`${name} must be a whole number, 0 for no limit (it is "${raw}").`);
  return limit;
}

/** Registrations one client address may make in an hour (REGISTRATIONS_PER_HOUR). */
export const registrationsPerHour = () => perHour('REGISTRATIONS_PER_HOUR', DEFAULT_REGISTRATIONS_PER_HOUR);

/**
 * Anonymous placement checks one client address may make in an hour (PLACEMENT_CHECKS_PER_HOUR; 0 turns
 * the limit off): plenty for newcomers registering behind one network, far too few to map a team by
 * asking who sits under whom (a network of 100,000 would take a single address months).
 */
export const DEFAULT_PLACEMENT_CHECKS_PER_HOUR = 200;

export const placementChecksPerHour = () => perHour('PLACEMENT_CHECKS_PER_HOUR', DEFAULT_PLACEMENT_CHECKS_PER_HOUR);

/** Counts a placement check of `address`; the refusal once its hour's checks are spent (not counted). */
function placementCheckLimit(c: Ctx, db: Db, address: string, now: number) {
  const limit = placementChecksPerHour();
  if (limit === 0) return null;
  const spent = one<{ created_at: number }>(
    db,
    'SELECT created_at FROM placement_checks WHERE ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
    address,
    now - HOUR_MS,
    limit - 1,
  );
  if (spent) {
    const message = `Too many placement checks from your network. Please try again after ${utcText(spent.created_at + HOUR_MS)}.`;
    return c.json({ status: false, data: message, msg: message, message, errors: {} }, 429);
  }
  run(db, 'DELETE FROM placement_checks WHERE ip = ? AND created_at <= ?', address, now - HOUR_MS);
  run(db, 'INSERT INTO placement_checks (ip, created_at) VALUES (?, ?)', address, now);
  return null;
}

/** The refusal once `address` has made its hour's registrations, or null while it may make another. */
function registrationLimit(c: Ctx, db: Db, address: string, now: number) {
  const limit = registrationsPerHour();
  if (limit === 0) return null;
  const recent = all<{ created_at: number }>(
    db,
    'SELECT created_at FROM registrations WHERE ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?',
    address,
    now - HOUR_MS,
    limit,
  );
  if (recent.length < limit) return null;
  const until = recent[limit - 1]!.created_at + HOUR_MS;
  return fail(
    c,
    `Too many accounts have been registered from your network in the last hour. Please try again after ${utcText(until)}.`,
    429,
  );
}

export function registerRoutes(api: Hono<AppEnv>): void {
  // A bad REGISTRATIONS_PER_HOUR or PLACEMENT_CHECKS_PER_HOUR stops the start here, not the first request.
  registrationsPerHour();
  placementChecksPerHour();

  api.get('/country', (c) =>
    ok(c, { data: all(c.get('db'), 'SELECT id, name, calling_code FROM countries ORDER BY name') }),
  );

  api.get('/check/:username/username', (c) => {
    const username = c.req.param('username');
    const valid = /^[A-Za-z0-9]+$/.test(username);
    const taken = findUser(c.get('db'), username);
    return ok(c, { data: valid && !taken ? 'Available' : 'Not Available', info: null });
  });

  api.get('/check/:sponsor/sponsor', (c) => {
    const row = findUser(c.get('db'), c.req.param('sponsor'));
    return ok(c, { data: row ? 'Available' : 'Not Available', info: row ? `${row.name} (${row.username})` : null });
  });

  // The parent may be empty (check-demo--L-placement): with auto placement the sponsor and side are enough.
  api.get('/:check{check-[A-Za-z0-9]+-[A-Za-z0-9]*-[A-Za-z]+-placement}', (c) => {
    const db = c.get('db');
    const limited = placementCheckLimit(c, db, addressKey(c), Date.now());
    if (limited) return limited;
    const [, sponsor = '', parent = '', side = ''] =
      /^check-([A-Za-z0-9]+)-([A-Za-z0-9]*)-([A-Za-z]+)-placement$/.exec(c.req.param('check')) ?? [];
    const position = side.toUpperCase();
    const refuse = (problem: string) =>
      c.json({ status: false, data: problem, msg: problem, message: problem, errors: {} });
    if (!parent) {
      const sponsorRow = findUser(db, sponsor);
      if (!sponsorRow) return refuse('Sponsor not found.');
      if (position !== 'L' && position !== 'R') return refuse('Position must be L or R.');
      if (!planSettings(db).auto_placement) return refuse(text.auth.parentRequired);
      const place = outermostFreePlace(db, sponsorRow.id, position);
      const message = `Placement available: the next free place of ${sponsorRow.username}'s ${sideWord(position)} team is under ${place.username}.`;
      return ok(c, { data: message, message, parent: place.username, position });
    }
    const problem = placementProblem(db, sponsor, parent, position);
    if (problem) return refuse(problem);
    return ok(c, { data: 'Placement available.', message: 'Placement available.' });
  });

  api.post('/register', async (c) => {
    const db = c.get('db');
    const address = addressKey(c);
    // Refused before the hashing too: an address past its limit costs no scrypt.
    const early = registrationLimit(c, db, address, Date.now());
    if (early) return early;
    const body = await jsonBody(c, RegisterRequest);
    const passwordHash = await hashSecret(body.password);
    const mpinHash = body.spassword ? await hashSecret(body.spassword) : null;
    // From the checks to the insert nothing awaits, in one transaction: registrations racing for one
    // username, e-mail or place (a link shared with many, auto placement's next free place) are
    // decided one after the other, each seeing the ones before it.
    return tx(db, () => {
      const now = Date.now();
      const limited = registrationLimit(c, db, address, now);
      if (limited) return limited;
      const plan = planSettings(db);
      const errors: Record<string, string[]> = {};
      if (findUser(db, body.username)) errors.username = ['The username has already been taken.'];
      if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE', body.email.trim()))
        errors.email = ['The email has already been taken.'];
      const country = one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(body.country));
      if (!country) errors.country = [text.auth.countryRequired];
      if (!plan.email_required && !body.spassword) errors.spassword = [text.auth.mpinRequired];
      let sponsorId: number | null = null;
      let parent: { id: number; username: string } | null = null;
      let position: 'L' | 'R' | null = null;
      if (plan.user_count > 0) {
        const sponsor = body.sponsor ? findUser(db, body.sponsor) : undefined;
        if (!sponsor) errors.sponsor = [body.sponsor ? 'Sponsor not found.' : text.auth.sponsorRequired];
        sponsorId = sponsor?.id ?? null;
        if (plan.binary) {
          const side = (body.position ?? '').toUpperCase();
          if (side === 'L' || side === 'R') position = side;
          else errors.position = [text.auth.positionRequired];
          if (!body.parent) {
            if (!plan.auto_placement) errors.parent = [text.auth.parentRequired];
            else if (sponsor && position) parent = outermostFreePlace(db, sponsor.id, position);
          } else if (sponsor && position) {
            const problem = placementProblem(db, sponsor.username, body.parent, position);
            if (problem) errors.parent = [problem];
            else parent = findUser(db, body.parent)!;
          }
        }
      }
      const first = Object.values(errors)[0]?.[0];
      if (first) return fail(c, first, 422, errors);
      run(
        db,
        `INSERT INTO users (username, name, email, phone, country_id, password_hash, mpin_hash, sponsor_id, parent_id, position, email_verified_at, deposit_address)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        body.username,
        body.name,
        body.email,
        body.phone,
        country!.id,
        passwordHash,
        mpinHash,
        sponsorId,
        parent?.id ?? null,
        parent ? position : null,
        plan.email_required ? null : sqlTime(new Date()),
        `0x${Buffer.from(body.username.padEnd(20, '0')).toString('hex').slice(0, 40)}`,
      );
      run(db, 'DELETE FROM registrations WHERE ip = ? AND created_at <= ?', address, now - HOUR_MS);
      run(db, 'INSERT INTO registrations (ip, created_at) VALUES (?, ?)', address, now);
      if (plan.email_required) sendCode(db, body.username, 'verify');
      return ok(c, {
        username: body.username,
        // Where the member was placed: with auto placement the newcomer learns it only from here.
        parent: parent?.username ?? null,
        position: parent ? position : null,
        message: plan.email_required
          ? 'Registered successfully. Enter the code sent to your e-mail.'
          : 'Registered successfully. Please sign in.',
      });
    });
  });
}
