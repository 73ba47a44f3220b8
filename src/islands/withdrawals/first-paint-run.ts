/**
 * Manual Withdraw's first paint, a small script after its island (pages/user/manualWithdraw.astro,
 * built by scripts/inline-scripts.mjs): the limits, the account and the wallet summary from the two
 * answers the head asked for (GET withdraw and user), read with the island's schemas as data and drawn
 * with the island's views (withdraw-view.ts) before React arrives, with the form as it first shows. An
 * amount typed meanwhile goes into the island's field, and Next pressed is pressed there
 * (lib/first-paint.ts).
 */
import type { Shape } from '../../lib/api/shape.ts';
import { paintFromEarlyAll } from '../../lib/first-paint.ts';
import type { UserAnswer, WithdrawSettingsAnswer } from '../../lib/withdrawals/schema.ts';
import { toDom } from '../../lib/view.ts';
import { accountView, formView, withdrawView, type WithdrawLook } from './withdraw-view.ts';

export function paintWithdraw(shapes: [Shape, Shape], look: WithdrawLook): void {
  paintFromEarlyAll(shapes, (answers) => {
    const [settings, user] = answers as [WithdrawSettingsAnswer, UserAnswer];
    const node = toDom(
      withdrawView(
        settings,
        {
          account: accountView(user.data.profile),
          form: formView(settings.data.withdraw_hold_until, look),
        },
        look,
      ),
    ) as HTMLElement;
    // Next waits for the island (which checks the amount and asks for the code); the page stays.
    node.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    return node;
  });
}
