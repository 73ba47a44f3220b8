import { IslandFrame, click, type Scenario } from '../../../IslandFrame.tsx';
import { VerifyDialog, type AfterAttempt } from '../../../../islands/withdrawals/VerifyDialog.tsx';
import * as text from '../../../../lib/text.ts';

const t = text.withdraw;
const never = () => new Promise<never>(() => {});
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

const scenarios = {
  otp: { routes: {} },
  mpin: { routes: {} },
  authenticator: { routes: {} },
  required: { routes: {}, act: (page) => click(page, t.withdraw, 'button[type="submit"]') },
  'code-requested': { routes: {}, act: (page) => click(page, t.requestOtp) },
} satisfies Record<string, Scenario>;

const labels = { otp: 'otp', mpin: 'mpin', authenticator: 'authenticator', required: 'otp', 'code-requested': 'otp' } as const;

/** The dialog on its own, driven by props: the withdrawal itself is ManualWithdraw's. */
export function VerifyDialogPreview() {
  return (
    <IslandFrame scenarios={scenarios}>
      {(state) => {
        const kind = labels[state];
        return (
          <VerifyDialog
            description={`${t.amount}: $25.00`}
            codeLabel={t.codeLabel[kind] ?? kind}
            codeLength={kind === 'authenticator' ? 6 : 4}
            secret={kind === 'mpin'}
            otp={kind === 'otp'}
            onRequestOtp={async () => {
              await wait(300);
              return true;
            }}
            onSubmit={(): Promise<AfterAttempt> => never()}
            onClose={() => {}}
          />
        );
      }}
    </IslandFrame>
  );
}
