import { hang, networkDown } from '../../../mock.ts';
import { click, fill, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { LoginForm } from '../../../../islands/auth/LoginForm.tsx';
import * as text from '../../../../lib/text.ts';
import preLoginOtp from '../../../../../tests/fixtures/auth/pre-login-otp.json';
import preLoginMpin from '../../../../../tests/fixtures/auth/pre-login-mpin.json';
import preLoginRejected from '../../../../../tests/fixtures/auth/pre-login-rejected.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';

const t = text.auth;
const paths = { dashboard: '/user/dashboard', verifyEmail: '/verifyEmail', register: '/register' };
// Signing in never completes in a preview (it would leave the frame for the dashboard).
const base = { 'POST login': hang, 'POST resendotp': { body: resendOtp } };

const stepOne = async (page: HTMLElement) => {
  await fill(page, t.username, 'demo');
  await fill(page, t.password, 'Demo@1234');
  await click(page, t.verify);
};

const scenarios = {
  empty: { routes: base, session: null },
  required: { routes: base, session: null, act: (page) => click(page, t.verify) },
  otp: { routes: { ...base, 'POST pre-login': { body: preLoginOtp } }, session: null, act: stepOne },
  mpin: { routes: { ...base, 'POST pre-login': { body: preLoginMpin } }, session: null, act: stepOne },
  verifying: { routes: { ...base, 'POST pre-login': hang }, session: null, act: stepOne },
  rejected: { routes: { ...base, 'POST pre-login': { body: preLoginRejected } }, session: null, act: stepOne },
  offline: { routes: { ...base, 'POST pre-login': networkDown }, session: null, act: stepOne },
  forgot: { routes: base, session: null, act: (page) => click(page, t.forgotPassword) },
} satisfies Record<string, Scenario>;

export function LoginFormPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <LoginForm paths={paths} />
        </div>
      )}
    </IslandFrame>
  );
}
