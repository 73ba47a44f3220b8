/**
 * The one set-up of the server tests: a seeded in-memory database, the API over it, sessions for
 * members, and requests that arrive over loopback (as the development mailbox requires), with the
 * answer read as the portal reads it.
 */
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { Hono } from 'hono';
import { one, openDb, run, type Db } from './db.ts';
import { createApi } from './app.ts';
import { hashSecretSync, issueToken } from './auth.ts';
import { DEMO_MPIN, DEMO_PASSWORD, memberId, migrate, seed } from './seed.ts';
import type { AppEnv } from './http.ts';
import { readEnvelope } from '../src/lib/api/envelope.ts';

/** The socket of a request from this machine (Hono's node adapter reads the remote address from it). */
export const LOOPBACK = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } },
};

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface SendOptions {
  /** Bearer token; none for a public call. */
  token?: string;
  /** GET, or POST when there is a body. */
  method?: string;
  json?: unknown;
  form?: FormData;
  /** A raw body (sent as JSON unless `headers` says otherwise). */
  raw?: string;
  key?: string;
  headers?: Record<string, string>;
  /** The connection the request comes over; loopback unless given. */
  env?: unknown;
}

export interface TestServer {
  db: Db;
  api: Hono<AppEnv>;
  /** A new session token of a seeded member. */
  signIn: (username: string) => string;
  /** A member of the test's own (verified, password DEMO_PASSWORD), signed in; `values` set other columns. */
  newMember: (values?: Record<string, unknown>) => { id: number; username: string; token: string };
  /** A member of the test's own under demo, with empty wallets and the MPIN as second step: its token. */
  mpinMember: (username: string) => string;
  /** A member's two wallets as stored. */
  wallets: (username: string) => { pay_in_wallet: number; pay_out_wallet: number };
  /** Sets a settings row (plan flags, limits), or removes it with null. */
  setSetting: (key: string, value: string | null) => void;
  send: (path: string, options?: SendOptions) => Promise<Answer>;
  /** `send`, then the answer read as accepted and parsed with `schema`. */
  accept: <S extends z.ZodMiniType>(
    schema: S,
    path: string,
    token?: string,
    options?: SendOptions,
  ) => Promise<z.output<S>>;
  /** `send`, then the answer read as refused. */
  refuse: (path: string, token?: string, options?: SendOptions) => Promise<Refusal>;
}

export type Refusal = ReturnType<typeof refused>;

let serial = 0;

/** A seeded database and the API over it, with the demo mailbox on. */
export function testServer(): TestServer {
  process.env.QUIET = '1';
  const db = openDb(':memory:');
  migrate(db);
  seed(db);
  const api = createApi(db, { demo: true });

  const newMember = (values: Record<string, unknown> = {}) => {
    serial += 1;
    const username = String(values.username ?? `member${serial}`);
    const row: Record<string, unknown> = {
      username,
      name: 'Test Member',
      email: `${username}@example.test`,
      phone: '+15550001111',
      country_id: 1,
      password_hash: hashSecretSync(DEMO_PASSWORD),
      email_verified_at: '2024-01-01 00:00:00',
      ...values,
    };
    const keys = Object.keys(row);
    const id = run(
      db,
      `INSERT INTO users (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      ...keys.map((key) => row[key]),
    ).lastInsertRowid;
    return { id, username, token: issueToken(db, id, 'session') };
  };

  const send = async (path: string, options: SendOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    let body: BodyInit | undefined = options.form;
    if (options.json !== undefined || options.raw !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = options.raw ?? JSON.stringify(options.json);
    }
    const url = /^https?:/.test(path) ? path : `http://portal.test/${path.replace(/^\//, '')}`;
    const response = await api.request(
      url,
      { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
      options.env ?? LOOPBACK,
    );
    const text = await response.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    db,
    api,
    signIn: (username) => issueToken(db, memberId(db, username), 'session'),
    newMember,
    mpinMember: (username) =>
      newMember({ username, auth_type: 'mpin', mpin_hash: hashSecretSync(DEMO_MPIN), sponsor_id: memberId(db, 'demo') })
        .token,
    wallets: (username) =>
      one<{ pay_in_wallet: number; pay_out_wallet: number }>(
        db,
        'SELECT pay_in_wallet, pay_out_wallet FROM users WHERE username = ?',
        username,
      )!,
    setSetting: (key, value) => {
      if (value === null) run(db, 'DELETE FROM settings WHERE key = ?', key);
      else
        run(
          db,
          'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
          key,
          value,
        );
    },
    send,
    accept: async (schema, path, token, options = {}) => accepted(schema, await send(path, { ...options, token })),
    refuse: async (path, token, options = {}) => refused(await send(path, { ...options, token })),
  };
}

/** An accepted answer (HTTP 200, a success verdict), parsed with the portal's schema. */
export function accepted<S extends z.ZodMiniType>(schema: S, answer: Answer): z.output<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(readEnvelope(answer.body, true).ok, JSON.stringify(answer.body)).toBe(true);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`schema mismatch: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/** A refused answer as the portal reads it, `status: false` (with `httpStatus`, when given, checked too). */
export function refused(answer: Answer, httpStatus?: number) {
  if (httpStatus !== undefined) expect(answer.status, JSON.stringify(answer.body)).toBe(httpStatus);
  const verdict = readEnvelope(answer.body, answer.status < 300);
  expect(verdict.ok, `should be refused: ${JSON.stringify(answer.body)}`).toBe(false);
  if (verdict.ok) throw new Error('accepted');
  expect(answer.body.status).toBe(false);
  return {
    ...verdict,
    status: answer.status,
    message: String(verdict.message ?? answer.body.message ?? answer.body.msg),
    errors: (answer.body.errors ?? {}) as Record<string, string[]>,
  };
}

/**
 * Calls made as one member unless told otherwise (a token of null sends none): `request` gives status
 * and body, `read` an accepted answer read with the portal's schema, `post` sends a form.
 */
export function callsAs(server: TestServer, memberToken: string) {
  const tokenOf = (token: string | null | undefined) => (token === null ? undefined : (token ?? memberToken));
  return {
    request: async (path: string, token?: string | null) => {
      const { status, body } = await server.send(path, { token: tokenOf(token) });
      return { status, body };
    },
    read: async <S extends z.ZodMiniType>(schema: S, path: string, token?: string | null) =>
      accepted(schema, await server.send(path, { token: tokenOf(token) })),
    post: async (path: string, form: FormData, token?: string | null, headers: Record<string, string> = {}) => {
      const { status, body } = await server.send(path, { form, token: tokenOf(token), headers });
      return { status, body };
    },
  };
}

/** A multipart form of text fields and pictures (each sent as picture.png). */
export function formOf(fields: Record<string, string>, files: Record<string, Blob[]> = {}): FormData {
  const out = new FormData();
  for (const [key, value] of Object.entries(fields)) out.set(key, value);
  for (const [key, list] of Object.entries(files)) for (const file of list) out.append(key, file, 'picture.png');
  return out;
}
