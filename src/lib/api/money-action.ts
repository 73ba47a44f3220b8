/**
 * How a money action (a purchase, a withdrawal, a cancel, an upload the server must do once) keeps
 * its idempotency key. The same payload sent again after a lost answer carries the same key, so the
 * server carries it out once; a changed payload, or one the server refused, gets a new key. A second
 * submit while one is on its way is not sent.
 */
import { isApiError } from './errors.ts';

export interface MoneyAction {
  /** Whether a send is on its way. */
  readonly busy: boolean;
  /**
   * Sends `payload` through `send` with its key. Returns null (and sends nothing) while an earlier
   * send is on its way; otherwise the send's own promise.
   */
  run<T>(payload: unknown, send: (key: string) => Promise<T>): Promise<T> | null;
  /** Forgets the key (the member started over). */
  reset(): void;
}

/** A fresh idempotency key (kept across retries of the same payload). */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/** A payload as text; a file counts by its name, size, type and date (JSON would see `{}`). */
function describe(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? ['file', (value as File).name, value.size, value.type, (value as File).lastModified]
      : value,
  );
}

export function createMoneyAction(): MoneyAction {
  let attempt: { key: string; payload: string } | null = null;
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    run(payload, send) {
      if (busy) return null;
      const id = describe(payload);
      if (!attempt || attempt.payload !== id) attempt = { key: newIdempotencyKey(), payload: id };
      busy = true;
      return send(attempt.key).then(
        (value) => {
          attempt = null;
          busy = false;
          return value;
        },
        (error: unknown) => {
          // A refusal would be refused again; a dropped or unreadable answer may be repeated safely.
          if (isApiError(error) && error.kind === 'rejected') attempt = null;
          busy = false;
          throw error;
        },
      );
    },
    reset() {
      attempt = null;
    },
  };
}
