import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { SubscriptionHistory } from '../../../../islands/packages/SubscriptionHistory.tsx';
import * as text from '../../../../lib/text.ts';
import subscriptions from '../../../../../tests/fixtures/packages/subscriptions.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/packages/cancel-rejected.json';

const base = { 'POST resendotp': { body: resendOtp }, 'POST subscription/*/cancel': { body: rejected } };
const empty = { ...subscriptions, data: { ...subscriptions.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null } };

const scenarios = {
  loading: { routes: { ...base, subscriptions: hang } },
  rows: { routes: { ...base, subscriptions: { body: subscriptions } } },
  empty: { routes: { ...base, subscriptions: { body: empty } } },
  error: { routes: { ...base, subscriptions: serverError } },
  cancel: {
    routes: { ...base, subscriptions: { body: subscriptions } },
    act: (page) => click(page, new RegExp(`^${text.subscriptions.cancel}`)),
  },
} satisfies Record<string, Scenario>;

export function SubscriptionHistoryPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <SubscriptionHistory />}</IslandFrame>;
}
