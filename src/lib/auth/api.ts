/** The public calls of spec part 1 (sign-in, registration, codes), one function each. */
import { call } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { requestOtp } from '../session/otp.ts';
import {
  AvailabilityAnswer,
  CountryAnswer,
  LoginAnswer,
  MessageAnswer,
  PlacementAnswer,
  PreLoginAnswer,
  RegisterAnswer,
  VerifyEmailAnswer,
  type Country,
  type LoginRequest,
  type PreLoginRequest,
  type RegisterRequest,
} from './schema.ts';

/** Step one: username and password → temporary token and auth type. */
export function preLogin(body: PreLoginRequest) {
  return call(PreLoginAnswer, 'pre-login', { method: 'POST', json: body, auth: false, loginStep: true });
}

/** Step two: the credential under a field named after the auth type, with the temporary token. */
export function login(body: LoginRequest, temporaryToken: string) {
  return call(LoginAnswer, 'login', { method: 'POST', json: body, token: temporaryToken, loginStep: true });
}

/**
 * The sign-in screens' code request (the one requestOtp): between the two sign-in steps it carries the
 * temporary token; a visitor's (e-mail verification, forgotten password) goes without a session.
 */
export function resendOtp(username: string, from: '' | 'resend', temporaryToken?: string) {
  return requestOtp(username, from, temporaryToken ? { token: temporaryToken } : 'visitor');
}

export function forgetPassword(body: { username: string; otp: string; newpassword: string }) {
  return call(MessageAnswer, 'forget-password', { method: 'POST', json: body, auth: false });
}

export function verifyEmail(body: { username: string; otp: string }) {
  return call(VerifyEmailAnswer, 'verify-email', { method: 'POST', json: body, auth: false });
}

export function register(body: RegisterRequest) {
  return call(RegisterAnswer, 'register', { method: 'POST', json: body, auth: false });
}

export function checkUsername(username: string) {
  return call(AvailabilityAnswer, `check/${encodeURIComponent(username)}/username`, { auth: false });
}

export function checkSponsor(sponsor: string) {
  return call(AvailabilityAnswer, `check/${encodeURIComponent(sponsor)}/sponsor`, { auth: false });
}

/** The placement check: ok with its message, or an ApiError('rejected') with the reason. */
export function checkPlacement(sponsor: string, parent: string, position: string) {
  const part = (value: string) => encodeURIComponent(value);
  return call(PlacementAnswer, `check-${part(sponsor)}-${part(parent)}-${part(position)}-placement`, { auth: false });
}

export async function listCountries(): Promise<Country[]> {
  const answer = await call(CountryAnswer, 'country', { auth: false });
  return answer.data;
}

/** A rejected login step or answer that asks for e-mail verification first (`otp_send` true). */
export function needsEmailVerification(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'rejected') return false;
  const sent = error.details.otp_send;
  return sent === true || sent === 1 || sent === '1' || sent === 'true';
}
