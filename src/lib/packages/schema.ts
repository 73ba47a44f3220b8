/** Schemas of the package and subscription calls (spec part 2): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { answerOf, envelope, maxText, num, optStr, pageOf, str } from '../api/schema.ts';
import * as text from '../text.ts';

/** Display fields the backend may leave out: a missing key reads as its empty value. */
const maybeStr = z._default(optStr, null);
const maybeNum = z._default(num, 0);

const REQUIRED = text.common.required;
const invalid = text.packages.invalid;

// ---- requests ------------------------------------------------------------------------------

const numberLike = z.union([z.number(), z.string().check(z.regex(/^\s*\d*\.?\d+\s*$/, invalid.amount))]);

/** POST subscription/store. For fixed packages the amount is the package price. */
export const SubscriptionRequest = z.object({
  package_id: z.union([z.number(), z.string().check(z.regex(/^\d+$/, invalid.packageId))]),
  subscription_type: z.string().check(z.minLength(1, REQUIRED)),
  investment_amount: numberLike,
  username: z.string().check(z.regex(/^[A-Za-z0-9]+$/, invalid.username)),
});
export type SubscriptionRequest = z.output<typeof SubscriptionRequest>;

/** POST subscription/{id}/cancel: the reason plus the code under the auth type's field (mpin, otp, …). */
export const CancelRequest = z.catchall(
  z.object({ reason: z.string().check(z.trim(), z.minLength(1, REQUIRED), maxText('cancel_reason')) }),
  z.union([z.string(), z.number()]),
);
export type CancelRequest = z.output<typeof CancelRequest>;

// ---- answers -------------------------------------------------------------------------------

export const Package = z.object({
  id: num,
  name: str,
  type: str,
  price: maybeNum,
  minimum_price: maybeNum,
  maximum_price: maybeNum,
  roi_percentage: maybeNum,
  minimum_ad_income: maybeNum,
  per_ad_amount: maybeNum,
});
export type Package = z.output<typeof Package>;

export const DetailLine = z.object({ title: str, value: str });
export type DetailLine = z.output<typeof DetailLine>;

/** GET packages: `data.data` is the list; the first `more_details` line goes into the purchase warning. */
export const PackagesAnswer = z.object({
  ...envelope,
  data: z.object({ data: z.array(Package) }),
  more_details: z.pipe(
    z.optional(z.nullable(z.array(DetailLine))),
    z.transform((lines) => lines ?? []),
  ),
});
export type PackagesAnswer = z.output<typeof PackagesAnswer>;

/** GET profile: `data.username` pre-fills the buyer. */
export const ProfileAnswer = z.object({ ...envelope, data: z.object({ username: str }) });

/** GET check/{username}/sponsor */
export { AvailabilityAnswer } from '../api/schema.ts';

export { MessageAnswer } from '../api/schema.ts';

/**
 * POST subscription/store. `note` is the server's text when the status is success-like but not
 * exactly true or 'success' (a variable purchase toasts it, spec part 2); otherwise undefined.
 */
export const SubscribeAnswer = z.pipe(
  answerOf({}),
  z.transform(({ status, message }) => ({
    message,
    note: status === true || status === 'success' ? undefined : message,
  })),
);

/** A package name, also when the backend sends the package as an object. */
const packageName = z.pipe(
  z.union([z.string(), z.number(), z.null(), z.undefined(), z.object({ name: str })]),
  z.transform((value) =>
    value === null || value === undefined ? '' : typeof value === 'object' ? value.name : String(value),
  ),
);

export const Subscription = z.object({
  id: num,
  username: str,
  subs_admin: maybeStr,
  s_done_by: maybeStr,
  package: packageName,
  price: maybeNum,
  amount_paid: maybeNum,
  roi_percentage: maybeNum,
  created_at: maybeStr,
  status: num,
});
export type Subscription = z.output<typeof Subscription>;

export const CancelData = z.object({
  cancel_package: str,
  fees: z.pipe(
    z.optional(z.nullable(z.array(str))),
    z.transform((fees) => fees ?? []),
  ),
});
export type CancelData = z.output<typeof CancelData>;

/**
 * The subscription history load ("path not shown" in the spec): GET subscriptions. `cancel_data`
 * may be one object or a list; it is read as a list.
 */
export const SubscriptionsAnswer = z.object({
  ...envelope,
  currency: maybeStr,
  cancel_data: z.pipe(
    z.optional(z.nullable(z.union([CancelData, z.array(CancelData)]))),
    z.transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value])),
  ),
  data: pageOf(Subscription),
});
export type SubscriptionsAnswer = z.output<typeof SubscriptionsAnswer>;
