/** Schemas of the package and subscription calls (spec part 2): requests the server validates, answers the portal parses. */
import * as z from 'zod/mini';
import { answerOf, envelope, maxText, num, str } from '../api/schema.ts';
import * as text from '../text.ts';
import { orNone } from '../api/coerce.ts';

const REQUIRED = text.common.required;
const invalid = text.packages.invalid;

// ---- requests ------------------------------------------------------------------------------

const numberLike = z.lazy(() => z.union([z.number(), z.string().check(z.regex(/^\s*\d*\.?\d+\s*$/, invalid.amount))]));

/**
 * POST subscription/store. For fixed packages the amount is the package price. A package for another
 * member also carries the code under the auth type's field (mpin, otp, …).
 */
export const SubscriptionRequest = z.lazy(() =>
  z.catchall(
    z.object({
      package_id: z.union([z.number(), z.string().check(z.regex(/^\d+$/, invalid.packageId))]),
      subscription_type: z.string().check(z.minLength(1, REQUIRED)),
      investment_amount: numberLike,
      username: z.string().check(z.regex(/^[A-Za-z0-9]+$/, invalid.username)),
    }),
    z.union([z.string(), z.number()]),
  ),
);
export type SubscriptionRequest = z.output<typeof SubscriptionRequest>;

/** POST subscription/{id}/cancel: the reason plus the code under the auth type's field (mpin, otp, …). */
export const CancelRequest = z.lazy(() =>
  z.catchall(
    z.object({ reason: z.string().check(z.trim(), z.minLength(1, REQUIRED), maxText('cancel_reason')) }),
    z.union([z.string(), z.number()]),
  ),
);
export type CancelRequest = z.output<typeof CancelRequest>;

// ---- answers -------------------------------------------------------------------------------

export const Package = z.lazy(() =>
  z.object({
    id: num,
    name: str,
    type: str,
    price: num,
    minimum_price: num,
    maximum_price: num,
    roi_percentage: num,
    minimum_ad_income: num,
    per_ad_amount: num,
  }),
);
export type Package = z.output<typeof Package>;

export const DetailLine = z.lazy(() => z.object({ title: str, value: str }));
export type DetailLine = z.output<typeof DetailLine>;

/** GET packages: `data.data` is the list; the first `more_details` line goes into the purchase warning. */
export const PackagesAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    data: z.object({ data: z.array(Package) }),
    more_details: z.pipe(z.optional(z.nullable(z.array(DetailLine))), z.transform(orNone)),
    /** ISO time until which a package for another member waits after a security change (this server's). */
    hold_until: z.optional(z.nullable(z.string())),
  }),
);
export type PackagesAnswer = z.output<typeof PackagesAnswer>;

/** GET profile: `data.username` pre-fills the buyer. */
export const ProfileAnswer = z.lazy(() => z.object({ ...envelope, data: z.object({ username: str }) }));

/** GET check/{username}/sponsor */
export { AvailabilityAnswer } from '../api/schema.ts';

export { MessageAnswer } from '../api/schema.ts';

/**
 * POST subscription/store. `note` is the server's text when the status is success-like but not
 * exactly true or 'success' (a variable purchase toasts it, spec part 2); otherwise undefined.
 */
export const SubscribeAnswer = z.lazy(() =>
  z.pipe(
    answerOf({}),
    z.transform(({ status, message }) => ({
      message,
      note: status === true || status === 'success' ? undefined : message,
    })),
  ),
);

// The subscription history's answer has a module of its own, without the request texts above: the
// ledger pages carry it (islands/ledgers) and only it.
export { CancelData, Subscription, SubscriptionsAnswer } from './subscriptions.ts';
