/**
 * The one error type islands see. They branch on `kind`, never on raw statuses.
 * - network: no answer (offline, dropped connection, time-out)
 * - unauthorized: the session is over (HTTP 401 or `msg: 401`)
 * - rejected: the server said no (status false) with a message and/or field errors
 * - http: an HTTP error without a readable envelope (500, 502, …)
 * - shape: an answer the portal could not read (not JSON, or not the agreed shape)
 */
export type ApiErrorKind = 'network' | 'unauthorized' | 'rejected' | 'http' | 'shape';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** First message per field, as the server sent them. */
  readonly fieldErrors: FieldErrors;
  readonly status: number | undefined;
  /** The rejected answer's other fields (e.g. `otp_send`), for the few flows the contract steers by them. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { fieldErrors?: FieldErrors; status?: number; cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.fieldErrors = options.fieldErrors ?? {};
    this.status = options.status;
    this.details = options.details ?? {};
  }

  /** The first field error, or the message: what a toast shows. */
  get firstMessage(): string {
    const first = Object.values(this.fieldErrors)[0];
    return first ?? this.message;
  }

  /** Whether trying the same call again may help. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'http' || this.kind === 'shape';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
