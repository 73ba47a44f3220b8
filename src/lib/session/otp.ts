/** The one code request of the portal (sign-in, e-mail verification, withdraw, cancel, security changes). */
import { call } from '../api/client.ts';
import { MessageAnswer } from '../api/schema.ts';

/**
 * Who asks for the code: the signed-in member (the session's bearer, as every call made while signed
 * in), a sign-in between its two steps (its temporary token), or a visitor with no session (the
 * public screens: e-mail verification, forgotten password).
 */
export type OtpAsker = 'member' | 'visitor' | { token: string };

/**
 * POST resendotp: e-mails `username` a one-time code. `from` is '' for a code asked for on a form,
 * 'resend' for another one (spec part 1).
 */
export function requestOtp(username: string, from: '' | 'resend' | null = '', asker: OtpAsker = 'member') {
  const bearer = asker === 'visitor' ? { auth: false } : asker === 'member' ? {} : { token: asker.token };
  return call(MessageAnswer, 'resendotp', { method: 'POST', json: { username, from }, ...bearer });
}
