import { useState } from 'react';
import { rejected, setRoutes } from '../../../mock.ts';
import VerifyRewardDialog from '../../../../components/tasks/VerifyRewardDialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Toaster } from '../../../../islands/shell/Toaster.tsx';
import { $reward } from '../../../../lib/tasks/reward.ts';

/** Opens the dialog with code 4821; the claim is answered by a fixture (accepted, or refused). */
export function VerifyRewardDialogPreview() {
  const [claims, setClaims] = useState(0);
  const open = (accept: boolean) => {
    setRoutes({
      'POST user-task-request': accept
        ? { body: { status: true, msg: 'Reward added to your wallet' } }
        : rejected('Task already rewarded'),
    });
    $reward.set({ phase: 'verify', detailId: 7, code: '4821', attempt: 0 });
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => open(true)}>
          Open (claim accepted)
        </Button>
        <Button variant="outline" onClick={() => open(false)}>
          Open (claim refused)
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Type 4821 to claim; any other code draws a new one. Claimed: {claims}
      </p>
      <VerifyRewardDialog onClaimed={() => setClaims((n) => n + 1)} />
      <Toaster />
    </div>
  );
}
