import { useState } from 'react';
import { setRoutes } from '../../../mock.ts';
import { RewardFlow } from '../../../../components/tasks/RewardFlow.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Toaster } from '../../../../islands/shell/Toaster.tsx';
import { $reward } from '../../../../lib/tasks/reward.ts';

// The claim answers from a fixture, never the API.
setRoutes({ 'POST user-task-request': { body: { status: true, msg: 'Reward added to your wallet' } } });

/**
 * The reward flow's looks, chosen with the buttons (a real flow gets there from an ad window opened
 * by a task card): the countdown line, the paused line, and the "Verify For Reward" dialog (code 4821).
 */
export function RewardFlowPreview() {
  const [claims, setClaims] = useState(0);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => $reward.set({ phase: 'watching', detailId: 7, left: 12, visible: true })}
        >
          Watching
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => $reward.set({ phase: 'watching', detailId: 7, left: 9, visible: false })}
        >
          Paused (ad tab hidden)
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => $reward.set({ phase: 'verify', detailId: 7, code: '4821', attempt: 0 })}
        >
          Verify dialog
        </Button>
        <Button size="sm" variant="ghost" onClick={() => $reward.set({ phase: 'idle' })}>
          Idle
        </Button>
      </div>
      <RewardFlow onClaimed={() => setClaims((n) => n + 1)} />
      <p className="text-sm text-muted-foreground">Rewards claimed in this preview: {claims}</p>
      <Toaster />
    </div>
  );
}
