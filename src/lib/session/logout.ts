import { call } from '../api/client.ts';
import { beginLeaving, endSession } from './session.ts';
import { LogoutAnswer } from './schema.ts';
import * as text from '../text.ts';

/** POST logout, then end the session everywhere whatever the server said (the member asked to leave). */
export async function logout(): Promise<void> {
  beginLeaving();
  try {
    await call(LogoutAnswer, 'logout', { method: 'POST', json: {} });
  } catch {
    // The local session ends regardless; a failed server call only leaves a token to expire.
  }
  endSession(text.shell.loggedOut, 'success', undefined, { asked: true });
}
