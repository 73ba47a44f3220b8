import { hang } from '../../../mock.ts';
import { click, fill, IslandFrame, type, type State } from '../../../IslandFrame.tsx';
import { VerifyEmailForm } from '../../../../islands/auth/VerifyEmailForm.tsx';
import * as text from '../../../../lib/text.ts';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/auth/verify-email-rejected.json';

const base = { 'POST resendotp': { body: resendOtp }, 'POST verify-email': { body: rejected } };

const enterCode = async (page: HTMLElement) => {
  await type(page.querySelector('input[aria-label="Digit 1 of 4"]'), '1234');
  await click(page, text.common.submit);
};

export const scenarios = {
  // Registration (or a login that asked for verification) left the username in the session.
  'from-registration': {
    title: 'After registration',
    note: 'The username is filled in from the session; Resend waits 60 s for the code just sent.',
    routes: base,
    session: { username: 'newmember', token: undefined, status: undefined },
  },
  'new-tab': {
    title: 'Opened in a new tab',
    note: 'No stored username: the member types it.',
    routes: base,
    session: null,
  },
  incomplete: {
    title: 'Code incomplete',
    note: 'Submit with empty boxes.',
    routes: base,
    session: { username: 'newmember', token: undefined, status: undefined },
    act: (page) => click(page, text.common.submit),
  },
  'username-missing': {
    title: 'Username missing',
    note: 'Submit without a username.',
    routes: base,
    session: null,
    act: async (page) => {
      await fill(page, text.auth.username, '');
      await click(page, text.common.submit);
    },
  },
  checking: {
    title: 'Checking the code',
    note: 'POST verify-email is on its way.',
    routes: { ...base, 'POST verify-email': hang },
    session: { username: 'newmember', token: undefined, status: undefined },
    act: enterCode,
  },
  'wrong-code': {
    title: 'Wrong code',
    note: 'verify-email answers status false: the reason under the boxes and as a toast.',
    height: 240,
    routes: base,
    session: { username: 'newmember', token: undefined, status: undefined },
    act: enterCode,
  },
} satisfies Record<string, State>;

export function VerifyEmailFormPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <VerifyEmailForm loginPath="/login" />
        </div>
      )}
    </IslandFrame>
  );
}
