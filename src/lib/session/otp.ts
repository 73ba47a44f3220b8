/** The one code request of the portal (sign-in, e-mail verification, withdraw, cancel, security changes). */
import { call } from '../api/client.ts';
import { MessageAnswer } from '../api/schema.ts';

/**
 * POST resendotp: e-mails `username` a one-time code. `from` is '' for a code asked for on a form,
 * 'resend' for another one (spec part 1). It names the member and needs no session, so it is sent
 * without one (the sign-in screens have none yet).
 */
export function requestOtp(username: string, from: '' | 'resend' | null = '') {
  return call(MessageAnswer, 'resendotp', { method: 'POST', json: { username, from }, auth: false });
}
