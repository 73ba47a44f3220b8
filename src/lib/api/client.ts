/**
 * The only code that talks HTTP. Every call ends in a schema parse; islands only ever see parsed
 * data or an ApiError.
 */
import wretch from 'wretch';
import { WretchError } from 'wretch/resolver';
import * as z from 'zod/mini';
import { ApiError } from './errors.ts';
import { readEnvelope } from './envelope.ts';
import { takeEarly, type RawAnswer } from './early.ts';
import { session } from './session-port.ts';
// The known reasons of a refusal come with the layer that receives them (they connect to reasons-port.ts).
import '../server-reasons.ts';
import * as text from '../text.ts';

export const API_URL: string = (import.meta.env?.PUBLIC_API_URL as string | undefined) || '/api/';

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** JSON body. */
  json?: unknown;
  /** Multipart body (uploads). */
  form?: FormData;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  /** Use this bearer token instead of the session's (the temporary token between login steps). */
  token?: string;
  /**
   * A step of the two-step login: HTTP 401 or 404 clears the session and sends the visitor to the
   * landing page with 'Request failed login again'.
   */
  loginStep?: boolean;
  /**
   * A list load (lists, transactions, payouts, downline, purchases): HTTP 401 or 404 means the session
   * is gone, as for a login step. A `msg: 401` answer keeps the usual 401 text.
   */
  listLoad?: boolean;
  /** Sent as Idempotency-Key so a retried money action is not carried out twice. */
  idempotencyKey?: string;
  /** Upload progress, 0 to 1 (multipart only). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Give up after this long (default 60 s: slow links are slow, but not forever). */
  timeoutMs?: number;
}

/** The absolute URL of an API path, or of a server-supplied page URL (which must be on the API origin). */
export function apiUrl(path: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const base = new URL(API_URL, origin);
  if (/^https?:\/\//i.test(path)) {
    const target = new URL(path);
    if (target.origin !== base.origin)
      throw new ApiError('shape', text.errors.shape, { cause: `foreign page url ${target.origin}` });
    return target.href;
  }
  return new URL(path.replace(/^\//, ''), base).href;
}

async function readError(error: WretchError): Promise<string> {
  try {
    return await error.response.text();
  } catch {
    const fallback = (error as unknown as { text?: unknown }).text;
    return typeof fallback === 'string' ? fallback : '';
  }
}

async function sendFetch(url: string, options: CallOptions, bearer: string | undefined): Promise<RawAnswer> {
  let request = wretch(url).headers({ Accept: 'application/json' });
  if (bearer) request = request.auth(`Bearer ${bearer}`);
  if (options.idempotencyKey) request = request.headers({ 'Idempotency-Key': options.idempotencyKey });
  const signals = [AbortSignal.timeout(options.timeoutMs ?? 60_000), options.signal].filter((s): s is AbortSignal =>
    Boolean(s),
  );
  request = request.options({ signal: AbortSignal.any(signals), credentials: 'omit' });
  if (options.json !== undefined) request = request.json(options.json as object);
  else if (options.form) request = request.body(options.form);
  try {
    const response = await request.fetch(options.method ?? 'GET').res();
    return { status: response.status, ok: response.ok, body: await response.text() };
  } catch (error) {
    if (error instanceof WretchError) return { status: error.status, ok: false, body: await readError(error) };
    throw new ApiError('network', text.errors.network, { cause: error });
  }
}

/** XHR, because fetch cannot report upload progress. */
function sendXhr(url: string, options: CallOptions, bearer: string | undefined): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.timeout = options.timeoutMs ?? 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      options.onProgress?.(1);
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body: xhr.responseText });
    };
    const fail = () => reject(new ApiError('network', text.errors.network));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = fail;
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form ?? null);
  });
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  if (body.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/**
 * The session is over. A login step, or a list load refused by HTTP status (401 or 404), reads
 * 'Request failed login again'; any other 401 reads the spec's 401 toast.
 */
function onUnauthorized(options: CallOptions, byHttpStatus: boolean): never {
  const requestFailed = Boolean(options.loginStep || (options.listLoad && byHttpStatus));
  const message = requestFailed ? text.errors.requestFailedLogin : text.errors.unauthorized;
  session.end(message, requestFailed);
  throw new ApiError('unauthorized', message);
}

/**
 * Sends one call of the contract and returns its body parsed by `schema`.
 * Throws ApiError for every failure; a 401 also ends the session.
 */
export async function call<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const url = apiUrl(path);
  const bearer = options.token ?? (options.auth === false ? undefined : session.token());
  const useXhr = Boolean(options.form && options.onProgress && typeof XMLHttpRequest !== 'undefined');
  const early = (options.method ?? 'GET') === 'GET' ? await takeEarly(url, Boolean(bearer)) : null;
  const answer = early ?? (useXhr ? await sendXhr(url, options, bearer) : await sendFetch(url, options, bearer));

  if (answer.status === 401 || ((options.loginStep || options.listLoad) && answer.status === 404))
    onUnauthorized(options, true);

  const parsed = parseJson(answer.body);
  if (!parsed.ok) {
    if (!answer.ok) throw new ApiError('http', text.errors.http, { status: answer.status });
    throw new ApiError('shape', text.errors.shape, { status: answer.status, cause: 'body is not JSON' });
  }
  const verdict = readEnvelope(parsed.value, answer.ok);
  if (!verdict.ok) {
    if (verdict.unauthorized) onUnauthorized(options, false);
    if (!verdict.message && Object.keys(verdict.fieldErrors).length === 0 && !answer.ok) {
      throw new ApiError('http', text.errors.http, { status: answer.status });
    }
    throw new ApiError(
      'rejected',
      verdict.message ?? Object.values(verdict.fieldErrors)[0] ?? text.errors.requestFailed,
      {
        fieldErrors: verdict.fieldErrors,
        status: answer.status,
        details:
          typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {},
      },
    );
  }
  const result = z.safeParse(schema, parsed.value);
  if (!result.success) {
    console.error(`Unexpected answer from ${path}`, result.error);
    throw new ApiError('shape', text.errors.shape, { status: answer.status, cause: result.error });
  }
  return result.data;
}

/** A server-supplied page URL with the page number substituted. */
export function pageUrl(url: string, page: number): string {
  const target = new URL(url, typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  target.searchParams.set('page', String(page));
  return /^https?:\/\//i.test(url) ? target.href : `${target.pathname}${target.search}`;
}
