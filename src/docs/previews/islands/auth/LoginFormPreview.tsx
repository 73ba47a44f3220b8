import { hang, networkDown } from '../../../mock.ts';
import { click, fill, find, IslandFrame, type State } from '../../../IslandFrame.tsx';
import { LoginForm } from '../../../../islands/auth/LoginForm.tsx';
import * as text from '../../../../lib/text.ts';
import preLoginOtp from '../../../../../tests/fixtures/auth/pre-login-otp.json';
import preLoginMpin from '../../../../../tests/fixtures/auth/pre-login-mpin.json';
import preLoginRejected from '../../../../../tests/fixtures/auth/pre-login-rejected.json';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import forgetRejected from '../../../../../tests/fixtures/auth/forget-password-rejected.json';

const t = { ...text.auth, ...text.signIn };
const paths = { dashboard: '/user/dashboard', verifyEmail: '/verifyEmail', register: '/register' };
// Signing in never completes in a preview (it would leave the frame for the dashboard).
const base = {
  'POST login': hang,
  'POST resendotp': { body: resendOtp },
  'POST forget-password': { body: forgetRejected },
};

const stepOne = async (page: HTMLElement) => {
  await fill(page, t.username, 'demo');
  await fill(page, t.password, 'Demo@1234');
  await click(page, t.verify);
};

/** The forgot-password dialog, opened by its link (its Username field is not the form's). */
const openForgot = async (page: HTMLElement) => {
  await click(page, t.forgotPassword);
  return find(page, '[role="dialog"]', /./);
};
/** Opens the dialog and asks for a code for demo. */
const askCode = async (page: HTMLElement) => {
  const dialog = await openForgot(page);
  await fill(dialog, t.username, 'demo');
  await click(dialog, text.common.saveChanges);
  return dialog;
};

export const scenarios = {
  empty: { title: 'Empty form', note: 'What /login shows first.', routes: base },
  required: {
    title: 'Required fields',
    note: 'Verify with nothing typed: each field says what is missing, focus goes to the first.',
    routes: base,
    act: (page) => click(page, t.verify),
  },
  verifying: {
    title: 'Step one sending',
    note: 'POST pre-login is on its way: Verify is busy.',
    routes: { ...base, 'POST pre-login': hang },
    act: stepOne,
  },
  otp: {
    title: 'Second step: OTP',
    note: 'The account uses e-mail codes: the code is sent at once and Resend waits 60 s.',
    height: 240,
    routes: { ...base, 'POST pre-login': { body: preLoginOtp } },
    act: stepOne,
  },
  mpin: {
    title: 'Second step: MPIN',
    note: 'The account uses an MPIN: no code is sent.',
    routes: { ...base, 'POST pre-login': { body: preLoginMpin } },
    act: stepOne,
  },
  rejected: {
    title: 'Wrong password',
    note: 'pre-login answers status false: the message as an error toast; what was typed stays.',
    height: 240,
    routes: { ...base, 'POST pre-login': { body: preLoginRejected } },
    act: stepOne,
  },
  offline: {
    title: 'No connection',
    note: 'The request failed: the network message as a toast.',
    height: 240,
    routes: { ...base, 'POST pre-login': networkDown },
    act: stepOne,
  },
  forgot: {
    title: 'Forgot password dialog open',
    note: 'Loaded on demand when the link is pressed.',
    height: 480,
    routes: base,
    act: async (page) => {
      await openForgot(page);
    },
  },
  'forgot-required': {
    title: 'Forgot password: username missing',
    note: 'Save changes with nothing typed.',
    height: 480,
    routes: base,
    act: async (page) => click(await openForgot(page), text.common.saveChanges),
  },
  'forgot-sending': {
    title: 'Forgot password: sending the code',
    note: 'POST resendotp is on its way: the hint says so and Save changes is busy.',
    height: 480,
    routes: { ...base, 'POST resendotp': hang },
    act: async (page) => {
      await askCode(page);
    },
  },
  'forgot-code-sent': {
    title: 'Forgot password: code sent',
    note: 'The username locks; code and new password appear; a success toast.',
    height: 560,
    routes: base,
    act: async (page) => {
      await askCode(page);
    },
  },
  'forgot-rejected': {
    title: 'Forgot password: wrong code',
    note: 'forget-password answers status false: the message as a toast, the dialog stays with what was typed.',
    height: 560,
    routes: base,
    act: async (page) => {
      const dialog = await askCode(page);
      await fill(dialog, t.otp, '1234');
      await fill(dialog, t.newPassword, 'Secret@123');
      await click(dialog, text.common.saveChanges);
    },
  },
} satisfies Record<string, State>;

export function LoginFormPreview() {
  return (
    <IslandFrame scenarios={scenarios} visitor>
      {() => (
        <div className="mx-auto max-w-md rounded-[var(--radius)] border border-border bg-card p-6 shadow-sm">
          <LoginForm paths={paths} />
        </div>
      )}
    </IslandFrame>
  );
}
