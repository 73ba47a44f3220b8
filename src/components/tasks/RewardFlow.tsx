/**
 * The opener's side of the ad reward flow, shared by Today's Task and the dashboard: the countdown
 * line while the ad window runs and the 'Verify For Reward' dialog with its code. State and verbs live
 * in lib/tasks/reward.ts.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $reward, $rewardNotice, watchAd } from '../../lib/tasks/reward.ts';
import { notify } from '../../lib/toast/toasts.ts';
import * as text from '../../lib/text.ts';

const REWARD_STATUS = 'min-h-5 text-sm text-muted-foreground';

// The dialog is needed 15 seconds after View at the earliest: it loads when an ad starts.
const loadVerifyDialog = () => import('./VerifyRewardDialog.tsx');
const VerifyRewardDialog = lazy(loadVerifyDialog);

/** View: opens the ad window, or says why it could not. */
export function viewAd(link: string, detailId: number): void {
  $rewardNotice.set('');
  const result = watchAd(link, detailId);
  if (result === 'opened') {
    void loadVerifyDialog();
  } else if (result === 'blocked') {
    $rewardNotice.set(text.tasks.popupBlocked);
    notify(text.tasks.popupBlocked, 'error');
  } else {
    notify(text.tasks.badLink, 'error');
  }
}

export function RewardFlow({ onClaimed }: { onClaimed: () => void }) {
  const state = useStore($reward);
  const notice = useStore($rewardNotice);
  return (
    <>
      <p role="status" className={REWARD_STATUS}>
        {state.phase === 'watching'
          ? state.visible
            ? text.tasks.watching(state.left)
            : text.tasks.paused(state.left)
          : notice}
      </p>
      {state.phase === 'idle' ? null : (
        <Suspense fallback={null}>
          <VerifyRewardDialog onClaimed={onClaimed} />
        </Suspense>
      )}
    </>
  );
}
