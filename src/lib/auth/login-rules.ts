/** The login screens' rules as pure functions (kept apart from the register rules so /login loads only these). */
import * as text from '../text.ts';

const t = { ...text.auth, ...text.signIn };

/** Label of the second login field, named by the auth type (OTP, MPIN, authenticator code, or the type itself). */
export function credentialLabel(authType: string): string {
  const type = authType.trim().toLowerCase();
  if (type === 'otp' || type === '') return t.otp;
  if (type === 'mpin') return t.mpin;
  if (type === 'authenticator') return t.authenticator;
  return authType.trim().charAt(0).toUpperCase() + authType.trim().slice(1);
}

export type Problems<K extends string> = Partial<Record<K, string>>;

export function loginProblems(values: { username: string; password: string }): Problems<'username' | 'password'> {
  const problems: Problems<'username' | 'password'> = {};
  if (!values.username.trim()) problems.username = t.usernameRequired;
  if (!values.password) problems.password = t.passwordRequired;
  return problems;
}
