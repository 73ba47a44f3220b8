/**
 * What the failure policy (notify-failure.ts) needs of the known reasons (src/lib/server-reasons.ts):
 * they connect themselves as they load, and they load with the API layer (client.ts imports them), so a
 * refusal always finds them. Their table loads only when a refusal is first read (the member pages load
 * it ahead, when idle): `ready` waits for it.
 */
import type { ApiError, FieldErrors } from './errors.ts';
import type { ServerText } from '../server-text.ts';

export interface ReasonsPort {
  /** What a failure says, as shown (a refusal in the member's language when it is a known one). */
  failureText(error: ApiError): ServerText;
  /** A refusal's field errors as shown beside their fields. */
  fieldReasons(errors: FieldErrors): FieldErrors;
  /** Whether a reason can be read now. */
  loaded(): boolean;
  /** Loads the table of known reasons once; never rejects. */
  ready(): Promise<void>;
}

let connected: ReasonsPort | undefined;

/** src/lib/server-reasons.ts connects itself once, as it loads. */
export function connectReasons(port: ReasonsPort): void {
  connected = port;
}

/** The known reasons, with their table in; null when they have not loaded (no call was made). */
export async function knownReasons(): Promise<ReasonsPort | null> {
  await connected?.ready();
  return connected ?? null;
}

/** The known reasons as they are now (their table may not be in yet: see `loaded`). */
export const reasons = (): ReasonsPort | undefined => connected;
