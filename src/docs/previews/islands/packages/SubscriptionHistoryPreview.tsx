import { hang, serverError } from '../../../mock.ts';
import { click, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { SubscriptionHistory } from '../../../../islands/packages/SubscriptionHistory.tsx';
import * as text from '../../../../lib/text.ts';
import subscriptions from '../../../../../tests/fixtures/packages/subscriptions.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/packages/cancel-rejected.json';

const base = { 'POST resendotp': { body: resendOtp }, 'POST subscription/*/cancel': { body: rejected } };
const empty = {
  ...subscriptions,
  data: { ...subscriptions.data, data: [], from: null, to: null, total: 0, last_page: 1, next_page_url: null },
};

export const scenarios = {
  loading: { title: 'Loading', height: 400, routes: { ...base, subscriptions: hang } },
  rows: {
    title: 'A page of subscriptions',
    note: 'With the cancellation terms and Cancel on the active rows.',
    height: 560,
    routes: { ...base, subscriptions: { body: subscriptions } },
  },
  empty: { title: 'No subscriptions', height: 400, routes: { ...base, subscriptions: { body: empty } } },
  error: { title: 'Failed (500)', note: 'The reason and Try again.', routes: { ...base, subscriptions: serverError } },
  cancel: {
    title: 'Cancel dialog open',
    note: 'Loaded on demand: the Reason above the code boxes of the shared Verify Your Account modal (an OTP member: Request OTP).',
    height: 560,
    routes: { ...base, subscriptions: { body: subscriptions } },
    act: (page) => click(page, new RegExp(`^${text.subscriptions.cancel}`)),
  },
} satisfies Record<string, State>;

export function SubscriptionHistoryPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <SubscriptionHistory />}</IslandFrame>;
}
