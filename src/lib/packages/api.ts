/** The package and subscription calls of spec part 2, one function each. */
import { call } from '../api/client.ts';
import {
  AvailabilityAnswer,
  MessageAnswer,
  PackagesAnswer,
  ProfileAnswer,
  SubscribeAnswer,
  type CancelRequest,
  type SubscriptionRequest,
} from './schema.ts';

export function listPackages() {
  return call(PackagesAnswer, 'packages', { listLoad: true });
}

/** GET profile: the member's own username (the default buyer). */
export async function getProfileUsername(): Promise<string> {
  const answer = await call(ProfileAnswer, 'profile');
  return answer.data.username;
}

/** GET check/{username}/sponsor: whether the member to buy for exists. */
export function checkBuyer(username: string) {
  return call(AvailabilityAnswer, `check/${encodeURIComponent(username)}/sponsor`);
}

/** POST subscription/store; the key makes a retry after a lost answer safe. */
export function subscribe(body: SubscriptionRequest, idempotencyKey: string) {
  return call(SubscribeAnswer, 'subscription/store', { method: 'POST', json: body, idempotencyKey });
}

export { listSubscriptions } from './subscriptions.ts';

export function cancelSubscription(id: number, body: CancelRequest, idempotencyKey?: string) {
  return call(MessageAnswer, `subscription/${id}/cancel`, { method: 'POST', json: body, idempotencyKey });
}
