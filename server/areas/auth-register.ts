/** Registration: countries, the availability and placement checks, and the new member's account. */
import type { Hono } from 'hono';
import { all, one, run, sqlTime, type Db } from '../db.ts';
import { hashSecret, sendCode } from '../auth.ts';
import { fail, jsonBody, ok, type AppEnv, type UserRow } from '../http.ts';
import { inPlacementTree } from '../network.ts';
import { planSettings } from './session.ts';
import * as text from '../../src/lib/text.ts';
import { RegisterRequest } from '../../src/lib/auth/schema.ts';

const findUser = (db: Db, username: string) =>
  one<UserRow & Record<string, unknown>>(db, 'SELECT * FROM users WHERE username = ?', username);

/** The placement rule: the parent exists, sits under the sponsor, and its `position` slot is free. */
function placementProblem(db: Db, sponsor: string, parent: string, position: string): string | null {
  const sponsorRow = findUser(db, sponsor);
  if (!sponsorRow) return 'Sponsor not found.';
  const parentRow = findUser(db, parent);
  if (!parentRow) return 'Parent not found.';
  if (position !== 'L' && position !== 'R') return 'Position must be L or R.';
  if (!inPlacementTree(db, sponsorRow.id, parentRow.id)) return 'Parent is not in the sponsor\u2019s team.';
  const taken = one(db, 'SELECT 1 FROM users WHERE parent_id = ? AND position = ?', parentRow.id, position);
  if (taken) return `The ${position === 'L' ? 'left' : 'right'} position under ${parentRow.username} is already taken.`;
  return null;
}

export function registerRoutes(api: Hono<AppEnv>): void {
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

  api.get('/:check{check-[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z]+-placement}', (c) => {
    const [, sponsor = '', parent = '', position = ''] =
      /^check-([A-Za-z0-9]+)-([A-Za-z0-9]+)-([A-Za-z]+)-placement$/.exec(c.req.param('check')) ?? [];
    const problem = placementProblem(c.get('db'), sponsor, parent, position.toUpperCase());
    if (problem) return c.json({ status: false, data: problem, msg: problem, message: problem, errors: {} });
    return ok(c, { data: 'Placement available.', message: 'Placement available.' });
  });

  api.post('/register', async (c) => {
    const db = c.get('db');
    const body = await jsonBody(c, RegisterRequest);
    // Hash first: from the checks to the insert nothing may await, or two registrations racing for
    // one username, e-mail or placement would both pass the checks.
    const passwordHash = await hashSecret(body.password);
    const mpinHash = body.spassword ? await hashSecret(body.spassword) : null;
    const plan = planSettings(db);
    const errors: Record<string, string[]> = {};
    if (findUser(db, body.username)) errors.username = ['The username has already been taken.'];
    if (one(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE', body.email.trim()))
      errors.email = ['The email has already been taken.'];
    const country = one<{ id: number }>(db, 'SELECT id FROM countries WHERE id = ?', Number(body.country));
    if (!country) errors.country = [text.auth.countryRequired];
    if (!plan.email_required && !body.spassword) errors.spassword = [text.auth.mpinRequired];
    let sponsorId: number | null = null;
    let parentId: number | null = null;
    let position: string | null = null;
    if (plan.user_count > 0) {
      const sponsor = body.sponsor ? findUser(db, body.sponsor) : undefined;
      if (!sponsor) errors.sponsor = [body.sponsor ? 'Sponsor not found.' : text.auth.sponsorRequired];
      sponsorId = sponsor?.id ?? null;
      if (plan.binary) {
        position = (body.position ?? '').toUpperCase();
        if (position !== 'L' && position !== 'R') errors.position = [text.auth.positionRequired];
        if (!body.parent) errors.parent = [text.auth.parentRequired];
        else if (sponsor && !errors.position) {
          const problem = placementProblem(db, sponsor.username, body.parent, position);
          if (problem) errors.parent = [problem];
          else parentId = findUser(db, body.parent)!.id;
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
      parentId,
      position,
      plan.email_required ? null : sqlTime(new Date()),
      `0x${Buffer.from(body.username.padEnd(20, '0')).toString('hex').slice(0, 40)}`,
    );
    if (plan.email_required) sendCode(db, body.username, 'verify');
    return ok(c, {
      username: body.username,
      message: plan.email_required
        ? 'Registered successfully. Enter the code sent to your e-mail.'
        : 'Registered successfully. Please sign in.',
    });
  });
}
