/** The profile and security calls of spec part 1, one function each. */
import { call } from '../api/client.ts';
import * as text from '../text.ts';
import {
  AuthenticationAnswer,
  CountryAnswer,
  MessageAnswer,
  PictureAnswer,
  TwoFaSecretAnswer,
  UpdateProfileAnswer,
  UserAnswer,
  type AuthType,
  type ChangeMpinRequest,
  type ChangePasswordRequest,
  type Country,
  type UpdateProfileRequest,
  type User,
  type WithdrawSettingRequest,
} from './schema.ts';
import { serverNotice } from '../lang.ts';

const done = text.profile.done;

/** GET user: the member with their profile. */
export async function getUser(): Promise<User> {
  const answer = await call(UserAnswer, 'user');
  return answer.data;
}

/** GET country: the country list for the profile form. */
export async function listCountries(): Promise<Country[]> {
  const answer = await call(CountryAnswer, 'country', { auth: false });
  return answer.data;
}

/**
 * POST update-profile. A new e-mail address carries the current second factor (`factor`: the auth-type
 * field) and is not made yet: `emailPending` is the address the confirming code went to.
 */
export async function updateProfile(
  body: UpdateProfileRequest,
  factor: Record<string, string> = {},
): Promise<{ message: string; emailPending: string | null }> {
  const answer = await call(UpdateProfileAnswer, 'update-profile', { method: 'POST', json: { ...body, ...factor } });
  return { message: serverNotice(answer.message, done.profile), emailPending: answer.email_pending };
}

/**
 * POST confirm-email: the code sent to the new address, and the one sent to the current address where
 * the backend sends one (`email_pending_current` in GET user), which make the change.
 */
export async function confirmEmail(code: string, currentCode?: string): Promise<string> {
  const json = currentCode === undefined ? { code } : { code, current_code: currentCode };
  const answer = await call(MessageAnswer, 'confirm-email', { method: 'POST', json });
  return serverNotice(answer.message, done.email);
}

/**
 * POST undo-email (this server's; no session): the token of the link in the notice of an e-mail change
 * brings the old address back and signs out every session.
 */
export async function undoEmail(token: string): Promise<string> {
  const answer = await call(MessageAnswer, 'undo-email', { method: 'POST', json: { token }, auth: false });
  return serverNotice(answer.message, done.emailRestored);
}

/** POST change-picture: multipart `photo`, with upload progress (0 to 1). */
export async function changePicture(photo: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('photo', photo);
  const answer = await call(PictureAnswer, 'change-picture', { method: 'POST', form, onProgress });
  return serverNotice(answer.message, done.picture);
}

/**
 * POST 2fa-secret (this server's, when GET user says `image_2fa_on_request`): a new pending secret's
 * otpauth:// URI, readable only in this answer; the one asked for before stops working.
 */
export async function requestTwoFaSecret(): Promise<string> {
  const answer = await call(TwoFaSecretAnswer, '2fa-secret', { method: 'POST', json: {} });
  return answer.data.image_2fa;
}

/** POST enable-2fa: the new authenticator's code, and the current second factor (the auth-type field). */
export async function enable2fa(code: string, factor: Record<string, string>): Promise<string> {
  const answer = await call(MessageAnswer, 'enable-2fa', { method: 'POST', json: { code, ...factor } });
  return serverNotice(answer.message, done.twoFaOn);
}

export async function disable2fa(code: string): Promise<string> {
  const answer = await call(MessageAnswer, 'disable-2fa', { method: 'POST', json: { code } });
  return serverNotice(answer.message, done.twoFaOff);
}

export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  const answer = await call(MessageAnswer, 'change-password', { method: 'POST', json: body });
  return serverNotice(answer.message, done.password);
}

/** POST change-secondary-password: the MPIN. */
export async function changeMpin(body: ChangeMpinRequest): Promise<string> {
  const answer = await call(MessageAnswer, 'change-secondary-password', { method: 'POST', json: body });
  return serverNotice(answer.message, done.mpin);
}

/** GET authentication: the current type and which types are set up. */
export function getAuthentication() {
  return call(AuthenticationAnswer, 'authentication');
}

/** POST authentication: the new type, with the current type's factor (its field). */
export async function setAuthentication(type: AuthType, factor: Record<string, string>): Promise<string> {
  const answer = await call(MessageAnswer, 'authentication', { method: 'POST', json: { type, ...factor } });
  return serverNotice(answer.message, done.authentication);
}

export async function saveWithdrawSetting(body: WithdrawSettingRequest): Promise<string> {
  const answer = await call(MessageAnswer, 'withdraw-setting', { method: 'POST', json: body });
  return serverNotice(answer.message, done.withdraw);
}
