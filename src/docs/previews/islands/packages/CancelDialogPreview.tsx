import { hang } from '../../../mock.ts';
import { click, fill, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { CancelDialog } from '../../../../islands/packages/CancelDialog.tsx';
import * as text from '../../../../lib/text.ts';
import subscriptions from '../../../../../tests/fixtures/packages/subscriptions.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/packages/cancel-rejected.json';

const t = text.subscriptions;
const base = { 'POST resendotp': { body: resendOtp }, 'POST subscription/*/cancel': { body: rejected } };
const subscription = subscriptions.data.data.find((row) => row.status === 1) ?? subscriptions.data.data[0]!;

const scenarios = {
  otp: { routes: base },
  mpin: { routes: base, session: { auth_type: 'mpin' } },
  authenticator: { routes: base, session: { auth_type: 'authenticator' } },
  required: { routes: base, act: (page) => click(page, t.submit) },
  'code-requested': { routes: base, act: (page) => click(page, t.requestOtp) },
  sending: {
    routes: { ...base, 'POST subscription/*/cancel': hang },
    act: async (page) => {
      await fill(page, t.reason, 'I need the money back.');
      await fill(page, t.codeLabel.otp ?? 'OTP', '1234');
      await click(page, t.submit);
    },
  },
  rejected: {
    routes: base,
    act: async (page) => {
      await fill(page, t.reason, 'I need the money back.');
      await fill(page, t.codeLabel.otp ?? 'OTP', '1234');
      await click(page, t.submit);
    },
  },
} satisfies Record<string, Scenario>;

export function CancelDialogPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => <CancelDialog subscription={subscription as never} onClose={() => {}} onDone={() => {}} />}
    </IslandFrame>
  );
}
