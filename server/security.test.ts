/**
 * Proofs for the whole API at once: every member endpoint refuses a missing or expired token, and every
 * POST answers a malformed body in the spec's error shape without storing anything.
 */
import { describe, it, expect } from 'vitest';
import { all } from './db.ts';
import { expireToken, issueToken } from './auth.ts';
import { testServer } from './testing.ts';

const PUBLIC = new Set([
  'GET /pre-register',
  'GET /country',
  'GET /check/:username/username',
  'GET /check/:sponsor/sponsor',
  'GET /:check{check-[A-Za-z0-9]+-[A-Za-z0-9]+-[A-Za-z]+-placement}',
  'GET /:check{check-[A-Za-z0-9]+-[A-Za-z0-9]*-[A-Za-z]+-placement}',
  'POST /register',
  'POST /verify-email',
  'POST /resendotp',
  'POST /forget-password',
  'POST /undo-email',
  'POST /pre-login',
  'POST /login',
  'GET /images/:name',
  'GET /dev/mailbox',
  'POST /dev/mailbox/age',
]);

const { db, api } = testServer();
const expired = issueToken(db, 2, 'session');
expireToken(db, expired);

function concrete(path: string): string {
  return path
    .replace(/:check\{[^}]*\}/, 'check-demo-demo-L-placement')
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, (param) => (/id/i.test(param) ? '1' : 'demo'));
}

function endpoints() {
  const seen = new Set<string>();
  return api.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function tableCounts(): Record<string, number> {
  const tables = all<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('tokens', 'codes', 'sqlite_sequence')",
  );
  return Object.fromEntries(
    tables.map(({ name }) => [name, Number(all<{ n: number }>(db, `SELECT COUNT(*) AS n FROM "${name}"`)[0]!.n)]),
  );
}

describe('member endpoints', () => {
  it('lists member endpoints to check', () => {
    expect(endpoints().filter((route) => !PUBLIC.has(`${route.method} ${route.path}`)).length).toBeGreaterThan(0);
  });

  it('refuse a request without a token with HTTP 401 and msg 401', async () => {
    const failures: string[] = [];
    for (const route of endpoints()) {
      if (PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const response = await api.request(concrete(route.path), {
        method: route.method,
        headers: { 'Content-Type': 'application/json' },
        body: route.method === 'POST' ? '{}' : undefined,
      });
      const body = (await response.json().catch(() => ({}))) as { msg?: unknown; status?: unknown };
      if (response.status !== 401 || body.msg !== 401 || body.status !== false)
        failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuse an expired token', async () => {
    const failures: string[] = [];
    for (const route of endpoints()) {
      if (PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const response = await api.request(concrete(route.path), {
        method: route.method,
        headers: { Authorization: `Bearer ${expired}`, 'Content-Type': 'application/json' },
        body: route.method === 'POST' ? '{}' : undefined,
      });
      if (response.status !== 401) failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed bodies', () => {
  it('get a 4xx answer in the spec error shape on every POST, and nothing is stored', async () => {
    const token = issueToken(db, 2, 'session');
    const before = tableCounts();
    const failures: string[] = [];
    for (const route of endpoints()) {
      if (route.method !== 'POST' || route.path === '/logout') continue;
      for (const body of ['{not json', '[]', '{"username": 5, "amount": {"$gt": 0}}']) {
        const response = await api.request(concrete(route.path), {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        });
        const text = await response.text();
        let parsed: { status?: unknown; errors?: unknown } = {};
        try {
          parsed = JSON.parse(text) as typeof parsed;
        } catch {
          failures.push(`${route.path} ${body}: not JSON`);
          continue;
        }
        if (response.status < 400 || response.status >= 500 || parsed.status !== false || !('errors' in parsed)) {
          failures.push(`${route.path} ${body}: ${response.status} ${text.slice(0, 80)}`);
        }
        if (/at\s+\S+\s+\(|node:internal|\.ts:\d+/.test(text)) failures.push(`${route.path}: stack trace leaked`);
      }
    }
    expect(failures).toEqual([]);
    expect(tableCounts()).toEqual(before);
  });
});
