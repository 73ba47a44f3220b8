/** Shared request and answer helpers of the reference server, in the spec's envelope shape. */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { MAX_TICKET_IMAGES } from '../src/lib/support/schema.ts';
import { one, run, type Db, type Row } from './db.ts';
import { readToken } from './auth.ts';

export interface UserRow extends Row {
  id: number;
  username: string;
  auth_type: string;
}

export interface AppEnv {
  Variables: {
    db: Db;
    user: UserRow;
    token: string;
  };
}

export type Ctx = Context<AppEnv>;

/** A rejected answer: status false, the message under both spellings, and `errors` as field → list. */
export function fail(
  c: Ctx,
  message: string,
  httpStatus: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 = 422,
  errors?: Record<string, string[]> | string,
) {
  return c.json({ status: false, msg: message, message, errors: errors ?? {} }, httpStatus);
}

export function ok<T extends Record<string, unknown>>(c: Ctx, body: T) {
  return c.json({ status: true, ...body });
}

/**
 * A map keyed by what a client sent: no prototype, so keys such as `constructor`, `toString` or
 * `__proto__` are plain keys and never inherited methods.
 */
export function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The message of the first zod issue, and a field → list map of all of them. */
export function zodErrors(error: z.core.$ZodError): { message: string; errors: Record<string, string[]> } {
  const errors = emptyMap<string[]>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return { message: first, errors };
}

export class BadRequest extends Error {
  readonly httpStatus: 400 | 413 | 415 | 422;
  readonly errors: Record<string, string[]>;
  constructor(message: string, httpStatus: 400 | 413 | 415 | 422 = 400, errors: Record<string, string[]> = {}) {
    super(message);
    this.httpStatus = httpStatus;
    this.errors = errors;
  }
}

/** Reads a JSON body and validates it with the portal's own schema; a bad body is a BadRequest. */
export async function jsonBody<S extends z.ZodMiniType>(c: Ctx, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new BadRequest('Malformed request body.', 400);
  }
  const result = z.safeParse(schema, raw);
  if (!result.success) {
    const { message, errors } = zodErrors(result.error);
    throw new BadRequest(message, 422, errors);
  }
  return result.data;
}

/** Reads a multipart body: its text fields validated by `schema`, its files returned as they are. */
export async function formBody<S extends z.ZodMiniType>(
  c: Ctx,
  schema: S,
): Promise<{ fields: z.output<S>; files: Record<string, File[]> }> {
  let form: FormData;
  try {
    form = await c.req.raw.clone().formData();
  } catch {
    throw new BadRequest('Malformed request body.', 400);
  }
  const fields = emptyMap<string>();
  const files = emptyMap<File[]>();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key.replace(/\[\]$/, '')] = value;
    else (files[key.replace(/\[\]$/, '')] ??= []).push(value);
  }
  const result = z.safeParse(schema, fields);
  if (!result.success) {
    const { message, errors } = zodErrors(result.error);
    throw new BadRequest(message, 422, errors);
  }
  return { fields: result.data, files };
}

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Largest JSON (or other non-multipart) body read; every form of the contract is a few hundred bytes. */
export const MAX_JSON_BYTES = 64 * 1024;
/** Largest multipart body: the most pictures one request may carry (a ticket's five) plus room for fields. */
export const MAX_MULTIPART_BYTES = MAX_TICKET_IMAGES * MAX_UPLOAD_BYTES + 64 * 1024;

/** The routes that take pictures (multipart); every other route's body is a small form. */
const UPLOAD_ROUTE = /\/(change-picture|kyc-doc-upload|raise-ticket|reply|user-task-request)$/;

/** Most of a refused body read and thrown away, and the longest pause in it, before the connection closes. */
export const DRAIN_BYTES = 32 * 1024 * 1024;
export const DRAIN_IDLE_MS = 2_000;

/**
 * Reads and discards what is left of a refused request body, up to DRAIN_BYTES and while it keeps
 * coming: a browser still sending its upload when the connection closes sees a network error instead
 * of the answer, so the answer waits until the body is in (or the bound is reached).
 */
function drain(c: Ctx): Promise<void> {
  const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming;
  // Only a connection's own stream (a request made in-process has none to drain).
  if (!(incoming instanceof Readable) || incoming.destroyed || incoming.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    let idle: ReturnType<typeof setTimeout>;
    const finish = () => {
      clearTimeout(idle);
      incoming.removeListener('readable', onReadable);
      incoming.removeListener('end', finish);
      incoming.removeListener('error', finish);
      resolve();
    };
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(finish, DRAIN_IDLE_MS);
    };
    // Paused-mode reads: the body's web stream may already listen for 'readable', which keeps 'data' from flowing.
    const onReadable = () => {
      for (let chunk = incoming.read() as Buffer | null; chunk !== null; chunk = incoming.read() as Buffer | null)
        read += chunk.length;
      if (read >= DRAIN_BYTES) finish();
      else arm();
    };
    incoming.on('readable', onReadable);
    incoming.once('end', finish);
    incoming.once('error', finish);
    onReadable();
  });
}

/**
 * Refuses a body over its cap with 413 before anything keeps it: by Content-Length when sent, else
 * while streaming, so an oversized body is never held whole in memory. The cap follows the route, not
 * the Content-Type a client chose to send. The rest of the body is read and discarded (bounded, see
 * `drain`) so the client can read the answer, then the connection closes: a next request on it would
 * start inside the body.
 */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: UPLOAD_ROUTE.test(c.req.path) ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES,
    onError: async (c) => {
      await drain(c as Ctx);
      c.header('Connection', 'close');
      return fail(c as Ctx, 'The request is too large.', 413);
    },
  })(c, next);

/** PNG or JPEG by content (magic bytes), at most 2 MB; returns the bytes and the extension. */
export async function checkImage(
  file: File | undefined,
  field: string,
): Promise<{ bytes: Uint8Array; ext: 'png' | 'jpg' }> {
  if (!file || file.size === 0)
    throw new BadRequest(`The ${field} field is required.`, 422, { [field]: [`The ${field} field is required.`] });
  if (file.size > MAX_UPLOAD_BYTES)
    throw new BadRequest(`The ${field} must not be greater than 2048 kilobytes.`, 413, {
      [field]: [`The ${field} must not be greater than 2048 kilobytes.`],
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpg)
    throw new BadRequest(`The ${field} must be a file of type: png, jpeg.`, 415, {
      [field]: [`The ${field} must be a file of type: png, jpeg.`],
    });
  return { bytes, ext: png ? 'png' : 'jpg' };
}

/** Keeps a checked picture in the images table (served by name); `prefix` starts its name. */
export function storeImage(
  db: Db,
  ownerId: number | null,
  bytes: Uint8Array,
  ext: 'png' | 'jpg',
  prefix?: string,
): string {
  const name = `${prefix ? `${prefix}-` : ''}${randomBytes(12).toString('hex')}.${ext}`;
  run(
    db,
    'INSERT INTO images (name, mime, bytes, owner_id) VALUES (?, ?, ?, ?)',
    name,
    ext === 'png' ? 'image/png' : 'image/jpeg',
    bytes,
    ownerId,
  );
  return name;
}

/** Bearer token → member; anything else is HTTP 401 in the spec's shape (msg 401, status false). */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const db = c.get('db');
  const userId = token ? readToken(db, token, 'session') : undefined;
  const user = userId ? one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', userId) : undefined;
  if (!token || !user) return c.json({ status: false, msg: 401, message: 'Unauthenticated.', errors: {} }, 401);
  c.set('user', user);
  c.set('token', token);
  await next();
};

/**
 * A record id as the client sent it: digits only (no sign, point, exponent, spaces or hex), at most
 * 15 of them so the number is exact. Anything else is no id at all, which a route answers with 404.
 * Parse once and use the one value for both the ownership check and the read.
 */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[0-9]{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The route's `:id` (or another named param) through `parseId`. */
export function idParam(c: Ctx, name = 'id'): number | undefined {
  return parseId(c.req.param(name));
}

/** Page number from ?page=, at least 1. */
export function pageParam(c: Ctx): number {
  const n = Number.parseInt(c.req.query('page') ?? '1', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/**
 * A Laravel-style page object over `rows` (already filtered for the member), with working
 * next/prev URLs built from the request URL.
 */
export function paginate<T>(c: Ctx, rows: T[], perPage = 10) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(pageParam(c), lastPage);
  const start = (current - 1) * perPage;
  const data = rows.slice(start, start + perPage);
  const url = (page: number) => {
    const target = new URL(c.req.url);
    target.searchParams.set('page', String(page));
    return target.href;
  };
  return {
    current_page: current,
    data,
    first_page_url: url(1),
    from: total ? start + 1 : null,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: current < lastPage ? url(current + 1) : null,
    path: new URL(c.req.url).origin + new URL(c.req.url).pathname,
    per_page: perPage,
    prev_page_url: current > 1 ? url(current - 1) : null,
    to: total ? start + data.length : null,
    total,
  };
}

/**
 * A fingerprint of the request body. A multipart body is hashed without its boundary (random per
 * request), so the same form sent again matches.
 */
async function bodyFingerprint(c: Ctx): Promise<string> {
  let body = Buffer.from(await c.req.raw.clone().arrayBuffer()).toString('latin1');
  const boundary = /boundary="?([^";]+)"?/i.exec(c.req.header('Content-Type') ?? '')?.[1];
  if (boundary) body = body.split(boundary).join('');
  return createHash('sha256').update(body, 'latin1').digest('hex');
}

/**
 * Honours an Idempotency-Key, scoped to the member, the method and path, and the body: the first
 * answer is stored and replayed for a repeat of the same request, so a retried money action or upload
 * is carried out once. The same key with another body is refused (422); on another path it is another
 * key. Repeats are serialised: a request whose key's first request is still running waits for it and
 * then gets the stored answer, so a double click debits (or stores) once.
 */
export async function idempotent(c: Ctx, action: () => Promise<Response> | Response): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  if (!key) return action();
  const id = `${c.get('user').id}:${key}`;
  while (running.has(id)) await running.get(id);
  const work = replayOrRun(c, key, action);
  running.set(
    id,
    work.catch(() => undefined),
  );
  try {
    return await work;
  } finally {
    running.delete(id);
  }
}

/** How long a key is honoured: a retry comes within seconds; after a day the key and its answer go. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** Requests with an Idempotency-Key still running, by member and key. */
const running = new Map<string, Promise<unknown>>();

async function replayOrRun(c: Ctx, key: string, action: () => Promise<Response> | Response): Promise<Response> {
  const db = c.get('db');
  const user = c.get('user');
  const scope = `${c.req.method} ${c.req.path}`;
  const hash = await bodyFingerprint(c);
  const now = Date.now();
  // Keys past their window go (every member's), so the table holds about a day of requests.
  run(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?', now - IDEMPOTENCY_WINDOW_MS);
  const stored = one<{ answer: string; http_status: number; body_hash: string }>(
    db,
    'SELECT answer, http_status, body_hash FROM idempotency_keys WHERE user_id = ? AND key = ? AND scope = ?',
    user.id,
    key,
    scope,
  );
  if (stored && stored.body_hash !== hash) {
    return fail(c, 'This Idempotency-Key was already used for a different request.', 422, {
      'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'],
    });
  }
  if (stored)
    return new Response(stored.answer, {
      status: stored.http_status,
      headers: { 'Content-Type': 'application/json', 'Idempotent-Replay': 'true' },
    });
  const response = await action();
  const body = await response.clone().text();
  run(
    db,
    'INSERT OR IGNORE INTO idempotency_keys (user_id, key, scope, body_hash, answer, http_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    user.id,
    key,
    scope,
    hash,
    body,
    response.status,
    now,
  );
  return response;
}
