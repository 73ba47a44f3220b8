/**
 * The second factor a member confirms money and security actions with, by the session's auth type:
 * its field label, its code length, and whether it is a standing secret (the MPIN, masked like a
 * password) or a one-time code. One table for every screen that asks for it.
 */
import { secondFactor as names } from '../text/secondFactor.ts';
import { isSecretCode } from './codes.ts';

export interface SecondFactor {
  /** The auth type as the server names it: also the request field the code goes in. */
  type: string;
  label: string;
  /** Digits in a code. */
  length: 4 | 6;
  /** The MPIN: masked, with a show toggle. */
  secret: boolean;
  /** The code is e-mailed: the member may ask for one (requestOtp). */
  emailed: boolean;
}

const FACTORS: Record<string, Pick<SecondFactor, 'label' | 'length' | 'emailed'>> = {
  otp: { label: names.label.otp, length: 4, emailed: true },
  mpin: { label: names.label.mpin, length: 4, emailed: false },
  authenticator: { label: names.label.authenticator, length: 6, emailed: false },
};

/** A type the portal does not know yet keeps its name and takes a code as long as the longest known one. */
const UNKNOWN_LENGTH = 6;

/** The second factor of `authType` (the session's `auth_type`; none means OTP). */
export function secondFactor(authType: string | null | undefined): SecondFactor {
  const type = authType?.trim() || 'otp';
  const known = FACTORS[type.toLowerCase()];
  return {
    type,
    secret: isSecretCode(type),
    ...(known ?? { label: type.toUpperCase(), length: UNKNOWN_LENGTH, emailed: false }),
  };
}
