/**
 * The subscription history (spec part 2): its answer and its load. A module of its own, apart from the
 * package calls and their request texts (schema.ts, api.ts), so the ledger pages that draw it
 * (islands/ledgers) carry only this.
 */
import * as z from 'zod/mini';
import { call } from '../api/client.ts';
import { envelope, num, optStr, pageOf, str } from '../api/schema.ts';
import { asList, nameText, orNone } from '../api/coerce.ts';

/** A package name, also when the backend sends the package as an object; missing or null is ''. */
const packageName = z.lazy(() =>
  z.pipe(z.optional(z.union([z.string(), z.number(), z.null(), z.object({ name: str })])), z.transform(nameText)),
);

export const Subscription = z.lazy(() =>
  z.object({
    id: num,
    username: str,
    subs_admin: optStr,
    s_done_by: optStr,
    package: packageName,
    price: num,
    amount_paid: num,
    roi_percentage: num,
    created_at: optStr,
    status: num,
  }),
);
export type Subscription = z.output<typeof Subscription>;

export const CancelData = z.lazy(() =>
  z.object({
    cancel_package: str,
    fees: z.pipe(z.optional(z.nullable(z.array(str))), z.transform(orNone)),
  }),
);
export type CancelData = z.output<typeof CancelData>;

/**
 * The subscription history load ("path not shown" in the spec): GET subscriptions. `cancel_data`
 * may be one object or a list; it is read as a list.
 */
export const SubscriptionsAnswer = z.lazy(() =>
  z.object({
    ...envelope,
    currency: optStr,
    cancel_data: z.pipe(z.optional(z.nullable(z.union([CancelData, z.array(CancelData)]))), z.transform(asList)),
    data: pageOf(Subscription),
  }),
);
export type SubscriptionsAnswer = z.output<typeof SubscriptionsAnswer>;

/** The subscription history (GET subscriptions), or one of its server-supplied page URLs. */
export function listSubscriptions(url = 'subscriptions') {
  return call(SubscriptionsAnswer, url, { listLoad: true });
}
