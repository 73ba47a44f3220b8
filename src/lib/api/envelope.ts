/**
 * The only place that knows the backend's dialects:
 * status true/1/'1'/'success' (ok) vs false/0/'0'/'false'/'error' (rejected); text in `msg` or
 * `message` (a refusal's also in `data`, when that is text); `errors` as a map of field to list, a map
 * of field to string, or a plain string; a 401 as `msg: 401` with a false status.
 */
import type { FieldErrors } from './errors.ts';

export type Verdict =
  | { ok: true; message: string | undefined }
  | { ok: false; unauthorized: boolean; message: string | undefined; fieldErrors: FieldErrors };

const OK_STATUSES = new Set<unknown>([true, 1, '1', 'success', 'true', 'ok']);
const REJECTED_STATUSES = new Set<unknown>([false, 0, '0', 'false', 'error', 'failed', 'fail']);

export function isOkStatus(status: unknown): boolean {
  return OK_STATUSES.has(typeof status === 'string' ? status.toLowerCase() : status);
}

export function isRejectedStatus(status: unknown): boolean {
  return REJECTED_STATUSES.has(typeof status === 'string' ? status.toLowerCase() : status);
}

/** A flag in any of the backend's spellings (true, 1, '1', 'true'); anything else is off. */
export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Field errors with the first message of each field, in the order the server sent them. */
export function readFieldErrors(errors: unknown): FieldErrors {
  if (errors == null) return {};
  if (typeof errors === 'string') return errors.trim() ? { _: errors } : {};
  if (Array.isArray(errors)) {
    const first = errors.map(asText).find(Boolean);
    return first ? { _: first } : {};
  }
  if (typeof errors === 'object') {
    const out: FieldErrors = {};
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const first = Array.isArray(value) ? value.map(asText).find(Boolean) : asText(value);
      if (first) out[field] = first;
    }
    return out;
  }
  return {};
}

/** The message of an answer: `msg` first, then `message`. A numeric 401 is not a message. */
export function readMessage(body: Record<string, unknown>): string | undefined {
  for (const key of ['msg', 'message'] as const) {
    const value = body[key];
    if (value === 401 || value === '401') continue;
    const message = asText(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * Reads the verdict of a parsed JSON body. `httpOk` says whether the HTTP status was 2xx; a body
 * without a status field follows it.
 */
export function readEnvelope(body: unknown, httpOk: boolean): Verdict {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return httpOk
      ? { ok: true, message: undefined }
      : { ok: false, unauthorized: false, message: undefined, fieldErrors: {} };
  }
  const record = body as Record<string, unknown>;
  const message = readMessage(record);
  const fieldErrors = readFieldErrors(record.errors);
  const unauthorized =
    (record.msg === 401 || record.msg === '401' || record.message === 401) && !isOkStatus(record.status);
  if (unauthorized) return { ok: false, unauthorized: true, message, fieldErrors };
  const rejected =
    'status' in record ? !isOkStatus(record.status) && (isRejectedStatus(record.status) || !httpOk) : !httpOk;
  // The spec's placement check answers its refusal as `status` and `data` (the message) alone.
  const refusal = message ?? (typeof record.data === 'string' ? asText(record.data) : undefined);
  if (rejected || !httpOk) return { ok: false, unauthorized: false, message: refusal, fieldErrors };
  return { ok: true, message };
}
