import * as text from '../../../lib/text.ts';
import { secondFactor } from '../../../lib/session/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Use a code sent to my e-mail instead" and back: where the backend takes an e-mailed code in place of
 * the member's own factor (`ownType`), a security change can be proved with the e-mail.
 */
export function EmailedCodeToggle({
  viaEmail,
  ownType,
  onToggle,
}: {
  viaEmail: boolean;
  ownType: string;
  onToggle: () => void;
}) {
  return (
    <Button type="button" variant="link" size="sm" className="justify-self-start px-0" onClick={onToggle}>
      {viaEmail ? text.profile.useOwnFactor(secondFactor(ownType).label) : text.profile.useEmailedCode}
    </Button>
  );
}
