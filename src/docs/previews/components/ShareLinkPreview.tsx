import { useId } from 'react';
import { ShareLink } from '../../../components/ShareLink.tsx';
import { Toaster } from '../../../islands/shell/Toaster.tsx';

const LINK = 'https://portal.example/register?u=demo&p=R&parent=asha001';

/** A register link with its Copy, share and QR controls, as the invite dialog and the dashboard show it. */
export function ShareLinkPreview() {
  const id = useId();
  return (
    <div className="max-w-lg">
      <p id={`${id}-label`} className="mb-2 text-sm font-medium">
        Register link for this place
      </p>
      <ShareLink link={LINK} title="Register link for this place" labelledBy={`${id}-label`} />
      <Toaster />
    </div>
  );
}
