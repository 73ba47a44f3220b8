/** Schemas of the public calls (spec part 1, section 7): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { answerOf, envelope, maxText, num, optStr, plainEmail, str, raw } from '../api/schema.ts';
import * as text from '../text.ts';

const t = { ...text.auth, ...text.signIn };
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

// ---- requests ------------------------------------------------------------------------------

const username = z.lazy(() => required(t.usernameRequired).check(maxText('username')));

export const PreLoginRequest = z.lazy(() =>
  z.object({
    username,
    password: required(t.passwordRequired).check(maxText('password')),
  }),
);
export type PreLoginRequest = z.output<typeof PreLoginRequest>;

/** login: username, password and a field named after the auth type (otp, mpin, authenticator, …). */
export const LoginRequest = z.lazy(() =>
  z.catchall(
    z.object({ username, password: required(t.passwordRequired).check(maxText('password')) }),
    z.union([z.string(), z.number()]),
  ),
);
export type LoginRequest = z.output<typeof LoginRequest>;

export const ResendOtpRequest = z.lazy(() =>
  z.object({
    username,
    from: z.optional(z.nullable(z.string())),
  }),
);

export const VerifyEmailRequest = z.lazy(() =>
  z.object({
    username,
    otp: z.string().check(z.regex(/^\d{4}$/, t.otpFormat)),
  }),
);
export type VerifyEmailRequest = z.output<typeof VerifyEmailRequest>;

export const ForgetPasswordRequest = z.lazy(() =>
  z.object({
    username,
    otp: z.string().check(z.regex(/^\d{4}$/, t.otpFormat)),
    // The spec: 'new password free text'. Only an empty one is refused (and one longer than is stored).
    newpassword: z.string().check(z.minLength(1, t.newPasswordRequired), maxText('password')),
  }),
);
export type ForgetPasswordRequest = z.output<typeof ForgetPasswordRequest>;

/**
 * The registration payload, with the register screen's rules (src/lib/auth/registration.ts): the spec's
 * required messages, a username of letters and digits, a 4-digit MPIN, and no length or format rules
 * of our own. Plan-dependent requirements (MPIN, sponsor, parent, position) are checked by the server
 * against its flags.
 */
export const RegisterRequest = z.lazy(() =>
  z.object({
    name: required(t.nameRequired).check(maxText('name')),
    username: z
      .string()
      .check(
        z.minLength(1, t.usernameRequiredRegister),
        maxText('username'),
        z.regex(/^[A-Za-z0-9]+$/, t.usernameFormat),
      ),
    email: required(t.emailRequired).check(maxText('email'), plainEmail()),
    phone: required(t.phoneRequired).check(maxText('phone')),
    country: z.union([z.string().check(z.minLength(1, t.countryRequired)), z.number()]),
    password: z.string().check(z.minLength(1, t.passwordRequired), maxText('password')),
    spassword: z.optional(z.string().check(z.regex(/^(\d{4})?$/, t.mpinFormat))),
    sponsor: z.optional(z.string().check(maxText('username'))),
    position: z.optional(z.string().check(z.maxLength(1, t.positionRequired))),
    parent: z.optional(z.string().check(maxText('username'))),
  }),
);
export type RegisterRequest = z.output<typeof RegisterRequest>;

// ---- answers -------------------------------------------------------------------------------

export const PreLoginAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    token: optStr,
    auth_type: z._default(str, 'otp'),
    otp_send: z.optional(raw.flag),
  }),
);
export type PreLoginAnswer = z.output<typeof PreLoginAnswer>;

export const LoginAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    username: str,
    email: z.optional(raw.str),
    token: z.string().check(z.minLength(1)),
    auth_type: z.optional(raw.str),
    otp_send: z.optional(raw.flag),
  }),
);
export type LoginAnswer = z.output<typeof LoginAnswer>;

export { MessageAnswer } from '../api/schema.ts';

export const VerifyEmailAnswer = z.lazy(() => answerOf({ username: z.optional(raw.str) }));

/**
 * register: `parent` and `position` say where the newcomer was placed (this server's answer; with auto
 * placement the newcomer learns it only from here). A backend that leaves them out places where asked.
 */
export const RegisterAnswer = z.lazy(() =>
  answerOf({ username: z.optional(raw.str), parent: optStr, position: optStr }),
);

/** check/{username}/username and check/{sponsor}/sponsor */
export { AvailabilityAnswer } from '../api/schema.ts';

/** check-{sponsor}-{parent}-{position}-placement: its text is `msg`/`message`, or else the text in `data`. */
export const PlacementAnswer = z.lazy(() =>
  z.pipe(
    answerOf({ data: z.optional(z.unknown()) }),
    z.transform((value) => ({
      ...value,
      message: value.message ?? (typeof value.data === 'string' ? value.data : undefined),
    })),
  ),
);

export const Country = z.lazy(() => z.object({ id: num, name: str, calling_code: str }));
export type Country = z.output<typeof Country>;
export const CountryAnswer = z.lazy(() => z.object({ ...envelope, data: z.array(Country) }));
