import { hang } from '../../../mock.ts';
import { click, fill, IslandFrame, type Scenario } from '../../../IslandFrame.tsx';
import { ForgotPasswordDialog } from '../../../../islands/auth/ForgotPasswordDialog.tsx';
import * as text from '../../../../lib/text.ts';
import resendOtp from '../../../../../tests/fixtures/auth/resendotp.json';
import rejected from '../../../../../tests/fixtures/auth/forget-password-rejected.json';

const t = text.auth;
const base = { 'POST resendotp': { body: resendOtp }, 'POST forget-password': { body: rejected } };

const askCode = async (page: HTMLElement) => {
  await fill(page, t.username, 'demo');
  await click(page, text.common.saveChanges);
};

const scenarios = {
  open: { routes: base, session: null },
  required: { routes: base, session: null, act: (page) => click(page, text.common.saveChanges) },
  sending: { routes: { ...base, 'POST resendotp': hang }, session: null, act: askCode },
  'code-sent': { routes: base, session: null, act: askCode },
  rejected: {
    routes: base,
    session: null,
    act: async (page) => {
      await askCode(page);
      await fill(page, t.otp, '1234');
      await fill(page, t.newPassword, 'Secret@123');
      await click(page, text.common.saveChanges);
    },
  },
} satisfies Record<string, Scenario>;

export function ForgotPasswordDialogPreview() {
  return <IslandFrame scenarios={scenarios}>{() => <ForgotPasswordDialog onClose={() => {}} />}</IslandFrame>;
}
