/** Schemas of the public calls (spec part 1, section 7): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { envelope, flag, num, optStr, str } from '../api/schema.ts';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

// ---- requests ------------------------------------------------------------------------------

export const PreLoginRequest = z.object({
  username: required('username is Required'),
  password: required('Password is Required'),
});
export type PreLoginRequest = z.output<typeof PreLoginRequest>;

/** login: username, password and a field named after the auth type (otp, mpin, authenticator, …). */
export const LoginRequest = z.catchall(
  z.object({ username: required('username is Required'), password: required('Password is Required') }),
  z.union([z.string(), z.number()]),
);
export type LoginRequest = z.output<typeof LoginRequest>;

export const ResendOtpRequest = z.object({
  username: required('username is Required'),
  from: z.optional(z.nullable(z.string())),
});

export const VerifyEmailRequest = z.object({
  username: required('username is Required'),
  otp: z.string().check(z.regex(/^\d{4}$/, 'The otp must be 4 digits.')),
});

export const ForgetPasswordRequest = z.object({
  username: required('username is Required'),
  otp: z.string().check(z.regex(/^\d{4}$/, 'The otp must be 4 digits.')),
  newpassword: z.string().check(z.minLength(6, 'The newpassword must be at least 6 characters.')),
});

export const RegisterRequest = z.object({
  name: required('Name is Required'),
  username: z.string().check(z.regex(/^[A-Za-z0-9]{3,30}$/, 'Username is Required')),
  email: z.string().check(z.email('Email is Required')),
  phone: z.string().check(z.regex(/^\+?[0-9]{6,16}$/, 'Phone is Required')),
  country: z.union([z.string(), z.number()]),
  password: z.string().check(z.minLength(6, 'Password is Required')),
  spassword: z.optional(z.string().check(z.regex(/^(\d{4})?$/, 'MPIN is Required'))),
  sponsor: z.optional(z.string()),
  position: z.optional(z.string()),
  parent: z.optional(z.string()),
});
export type RegisterRequest = z.output<typeof RegisterRequest>;

// ---- answers -------------------------------------------------------------------------------

export const PreLoginAnswer = z.object({
  ...envelope,
  token: optStr,
  auth_type: z._default(str, 'otp'),
  otp_send: z.optional(flag),
});
export type PreLoginAnswer = z.output<typeof PreLoginAnswer>;

export const LoginAnswer = z.object({
  ...envelope,
  username: str,
  email: z.optional(str),
  token: z.string().check(z.minLength(1)),
  auth_type: z.optional(str),
  otp_send: z.optional(flag),
});
export type LoginAnswer = z.output<typeof LoginAnswer>;

export const MessageAnswer = z.object({ ...envelope });

export const VerifyEmailAnswer = z.object({ ...envelope, username: z.optional(str) });

export const RegisterAnswer = z.object({ ...envelope, username: z.optional(str) });

/** check/{username}/username and check/{sponsor}/sponsor */
export const AvailabilityAnswer = z.object({
  ...envelope,
  data: str,
  info: z.optional(z.nullable(z.unknown())),
});
export type AvailabilityAnswer = z.output<typeof AvailabilityAnswer>;

/** check-{sponsor}-{parent}-{position}-placement */
export const PlacementAnswer = z.object({ ...envelope, data: z.optional(z.unknown()) });

export const Country = z.object({ id: num, name: str, calling_code: str });
export type Country = z.output<typeof Country>;
export const CountryAnswer = z.object({ ...envelope, data: z.array(Country) });
