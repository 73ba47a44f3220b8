import { hang } from '../../../mock.ts';
import { click, fill, IslandFrame, type, type Scenario } from '../../../IslandFrame.tsx';
import { VerifyEmailForm } from '../../../../islands/auth/VerifyEmailForm.tsx';
import * as text from '../../../../lib/text.ts';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/auth/verify-email-rejected.json';

const base = { 'POST resendotp': { body: resendOtp }, 'POST verify-email': { body: rejected } };

const enterCode = async (page: HTMLElement) => {
  await type(page.querySelector('input[aria-label="Digit 1 of 4"]'), '1234');
  await click(page, text.common.submit);
};

const scenarios = {
  // Registration (or a login that asked for verification) left the username in the session.
  'from-registration': { routes: base, session: { username: 'newmember', token: undefined, status: undefined } },
  'new-tab': { routes: base, session: null },
  incomplete: { routes: base, session: { username: 'newmember', token: undefined, status: undefined }, act: (page) => click(page, text.common.submit) },
  checking: { routes: { ...base, 'POST verify-email': hang }, session: { username: 'newmember', token: undefined, status: undefined }, act: enterCode },
  'wrong-code': { routes: base, session: { username: 'newmember', token: undefined, status: undefined }, act: enterCode },
  'username-missing': { routes: base, session: null, act: async (page) => {
    await fill(page, text.auth.username, '');
    await click(page, text.common.submit);
  } },
} satisfies Record<string, Scenario>;

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
