/**
 * Schemas of the profile and security calls (spec part 1): requests the server validates with the same
 * schema, and the answers the portal parses.
 */
import * as z from 'zod/mini';
import { answerOf, envelope, flag, maxText, num, optStr, plainEmail, str, raw } from '../api/schema.ts';
import type { LimitedField } from '../api/limits.ts';
import * as text from '../text.ts';

const REQUIRED = text.profile.required;
const invalid = text.profile.invalid;

const required = z.lazy(() => z.string().check(z.trim(), z.minLength(1, REQUIRED)));
/** Optional text, at most `field`'s MAX_LENGTH, that must match `pattern` when given. */
const optionalMatching = (field: LimitedField, pattern: RegExp, message: string) =>
  z.optional(z.nullable(z.string().check(maxText(field), z.regex(pattern, message))));
/** Optional free text of at most `field`'s MAX_LENGTH. */
const optionalText = (field: LimitedField) => z.optional(z.nullable(z.string().check(maxText(field))));

export const AUTH_TYPES = ['otp', 'mpin', 'authenticator'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** The second-step credential sent under a field named after the member's auth type. */
const credential = z.lazy(() => z.union([z.string(), z.number()]));

// ---- requests ------------------------------------------------------------------------------

/** The profile's fields; a new e-mail address also carries the second factor (auth-type field). */
export const UpdateProfileRequest = z.lazy(() =>
  z.catchall(
    z.object({
      name: required.check(maxText('name'), z.regex(/^[A-Za-z ]+$/, invalid.name)),
      email: required.check(maxText('email'), plainEmail()),
      country: z.union([z.number(), required]),
      phone: required.check(maxText('phone'), z.regex(/^[0-9+]+$/, invalid.phone)),
      gender: z.optional(z.nullable(z.enum(['', 'female', 'male']))),
      dob: optionalMatching('dob', /^(\d{4}-\d{2}-\d{2})?$/, invalid.dob),
      address_line1: optionalMatching('address_line1', /^[A-Za-z0-9.\-/ ]*$/, invalid.address),
      address_line2: optionalMatching('address_line2', /^[A-Za-z0-9.\-/ ]*$/, invalid.address),
      landmark: optionalMatching('landmark', /^[A-Za-z ]*$/, invalid.landmark),
      city: optionalMatching('city', /^[A-Za-z ]*$/, invalid.city),
      state: optionalMatching('state', /^[A-Za-z ]*$/, invalid.state),
      pincode: optionalMatching('pincode', /^[0-9+]*$/, invalid.pincode),
      tax_id: optionalMatching('tax_id', /^[A-Za-z0-9]*$/, invalid.taxId),
    }),
    credential,
  ),
);
export type UpdateProfileRequest = z.output<typeof UpdateProfileRequest>;

/**
 * 2FA on or off: the authenticator's current 6-digit code; turning it on also carries the current
 * second factor (auth-type field), since the session alone can read the pending secret.
 */
export const TwoFaRequest = z.lazy(() =>
  z.catchall(
    z.object({
      code: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(/^\d+$/, invalid.code)),
    }),
    credential,
  ),
);

const emailCode = z.lazy(() => z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(/^\d+$/, invalid.code)));

/**
 * The codes sent to a new e-mail address (`code`) and to the current one (`current_code`, where the
 * backend sends one: `email_pending_current` in GET user), which make the change.
 */
export const ConfirmEmailRequest = z.lazy(() => z.object({ code: emailCode, current_code: z.optional(emailCode) }));

/** The link in the notice of an e-mail change, which undoes it. */
export const UndoEmailRequest = z.lazy(() =>
  z.object({ token: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(200)) }),
);

/** POST 2fa-secret (this server's): no fields; it asks for a new pending secret and nothing else. */
export const TwoFaSecretRequest = z.lazy(() => z.strictObject({}));

/** Password change: current, new and the auth-type field (the confirmation stays in the browser). */
export const ChangePasswordRequest = z.lazy(() =>
  z.catchall(
    z.object({
      currentpassword: z.string().check(z.minLength(1, REQUIRED)),
      newpassword: z.string().check(z.minLength(1, REQUIRED), maxText('password')),
    }),
    credential,
  ),
);
export type ChangePasswordRequest = z.output<typeof ChangePasswordRequest>;

/**
 * MPIN change: the old MPIN (or the account password when no MPIN is set yet), or a code e-mailed in
 * its place (`otp`, where the backend takes one: `mpin_by_email`), and the new one twice.
 */
export const ChangeMpinRequest = z.lazy(() =>
  z
    .object({
      old_password: z.optional(z.string()),
      otp: z.optional(z.string().check(z.regex(/^\d*$/, invalid.code))),
      spassword: z.string().check(z.minLength(1, REQUIRED), z.regex(/^\d{4}$/, invalid.mpin)),
      spassword_confirmation: z.string().check(z.minLength(1, REQUIRED)),
    })
    .check(
      z.refine((body) => body.spassword === body.spassword_confirmation, {
        message: text.profile.mpinMismatch,
        path: ['spassword_confirmation'],
      }),
      z.refine((body) => Boolean(body.old_password || body.otp), { message: REQUIRED, path: ['old_password'] }),
    ),
);
export type ChangeMpinRequest = z.output<typeof ChangeMpinRequest>;

/** A new sign-in type, with the current one's factor (auth-type field). */
export const AuthenticationRequest = z.lazy(() =>
  z.catchall(
    z.object({
      type: z.enum(AUTH_TYPES, text.profile.selectOption),
    }),
    credential,
  ),
);

/** BEP20 (and any EVM chain) address: 0x and 40 hex digits. */
export const BEP20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Withdraw setting: bank or crypto account fields, plus the auth-type field. */
export const WithdrawSettingRequest = z.lazy(() =>
  z
    .catchall(
      z.object({
        account_type: z.enum(['bank', 'crypto'], REQUIRED),
        ac_no: optionalText('ac_no'),
        bank_name: optionalText('bank_name'),
        holder_name: optionalText('holder_name'),
        ifsc: optionalText('ifsc'),
        coin_name: optionalText('coin_name'),
        coin_address: optionalText('coin_address'),
      }),
      z.union([z.string(), z.number(), z.null()]),
    )
    .check(
      z.superRefine((body, ctx) => {
        const missing = (field: string) =>
          ctx.issues.push({ code: 'custom', message: REQUIRED, input: body[field], path: [field] });
        if (body.account_type === 'bank') {
          for (const field of ['ac_no', 'bank_name', 'holder_name', 'ifsc'] as const)
            if (!body[field]?.trim()) missing(field);
        } else if (body.account_type === 'crypto') {
          const address = body.coin_address?.trim() ?? '';
          if (!address) missing('coin_address');
          else if (!BEP20_ADDRESS.test(address)) {
            ctx.issues.push({ code: 'custom', message: invalid.bep20, input: address, path: ['coin_address'] });
          }
        }
      }),
    ),
);
export type WithdrawSettingRequest = z.output<typeof WithdrawSettingRequest>;

/** POST resendotp for the signed-in member (a code for a security change). */
export const OtpRequest = z.lazy(() =>
  z.object({
    username: z.string().check(z.minLength(1, REQUIRED)),
    from: z.optional(z.nullable(z.string())),
  }),
);

// ---- answers -------------------------------------------------------------------------------

export const Profile = z.lazy(() =>
  z.object({
    id: z.optional(raw.num),
    user_id: z.optional(raw.num),
    avatar: optStr,
    deposit_address: optStr,
    phone: str,
    total_subscription: z.optional(raw.num),
    gender: optStr,
    dob: optStr,
    address_line1: optStr,
    address_line2: optStr,
    landmark: optStr,
    city: optStr,
    state: optStr,
    country: optStr,
    pincode: optStr,
    tax_id: optStr,
    withdrawal_coin: optStr,
    withdrawal_address: optStr,
    ac_no: optStr,
    bank_name: optStr,
    holder_name: optStr,
    ifsc: optStr,
    account_type: optStr,
  }),
);
export type Profile = z.output<typeof Profile>;

const userFields = {
  username: str,
  email: str,
  email_verified_at: optStr,
  /** A new e-mail address waiting for the code sent to it (this server's; null when none is). */
  email_pending: optStr,
  /** This server's: the current address, also sent a code that the change needs (confirm-email's `current_code`). */
  email_pending_current: optStr,
  status_2fa: flag,
  /** While 2FA is off: the otpauth:// URI of the pending secret, drawn as a QR code in the browser. */
  image_2fa: optStr,
  /** This server's: the secret comes only on request (POST 2fa-secret), never in this answer. */
  image_2fa_on_request: flag,
  auth_type: z._default(str, 'otp'),
  name: str,
};

/** The profile as sent: missing or null for a member who has none yet. */
const SentProfile = z.lazy(() => z.optional(z.nullable(Profile)));

export const User = z.lazy(() =>
  z.object({
    ...userFields,
    profile: z.pipe(
      SentProfile,
      z.transform((value) => value ?? z.parse(Profile, { phone: '' })),
    ),
  }),
);
export type User = z.output<typeof User>;

export const UserAnswer = z.lazy(() => z.object({ ...envelope, data: User }));

/** POST 2fa-secret (this server's): a new pending secret, as the otpauth:// URI and the bare key. */
export const TwoFaSecretAnswer = z.lazy(() =>
  z.object({ ...envelope, data: z.object({ image_2fa: raw.str, secret: optStr }) }),
);

export const Country = z.lazy(() => z.object({ id: num, name: str, calling_code: str }));
export type Country = z.output<typeof Country>;
export const CountryAnswer = z.lazy(() => z.object({ ...envelope, data: z.array(Country) }));

export { MessageAnswer } from '../api/schema.ts';

/** POST update-profile: a new e-mail address waits for its code (this server's `email_pending`). */
export const UpdateProfileAnswer = z.lazy(() => answerOf({ email_pending: optStr }));

/** POST change-picture: the new avatar's file name (when the server sends it). */
export const PictureAnswer = z.lazy(() => answerOf({ data: z.optional(z.nullable(z.unknown())) }));

export const AuthenticationAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z._default(str, 'otp'),
    more_details: z._default(
      z.object({
        authenticator: z._default(flag, false),
        mpin: z._default(flag, false),
        /** This server's: an e-mailed code may stand in for the old MPIN (change-secondary-password's `otp`). */
        mpin_by_email: z._default(flag, false),
        /** This server's: change-password takes an e-mailed `otp` in place of the auth type's factor. */
        password_by_email: z._default(flag, false),
      }),
      { authenticator: false, mpin: false, mpin_by_email: false, password_by_email: false },
    ),
  }),
);
export type AuthenticationAnswer = z.output<typeof AuthenticationAnswer>;
