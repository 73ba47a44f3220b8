import { useId } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import type { FallbackFocus } from '../../../components/ui/dialog-focus.ts';
import { ShareLink } from '../../../components/ShareLink.tsx';
import { inviteAbout, inviteLink, type Vacancy } from '../../../lib/team/invite.ts';
import * as text from '../../../lib/text.ts';

const t = text.team.invite;

export interface InviteDialogProps {
  /** The signed-in member: the sponsor of whoever registers with the link. */
  sponsor: string;
  vacancy: Vacancy;
  onClose: () => void;
  /** Where focus goes on close when the Invite here button is gone (the card closed meanwhile). */
  fallbackFocus: FallbackFocus;
}

/** Invite here: the register link of one empty place, with Copy, Share and a QR code. */
export function InviteDialog({ sponsor, vacancy, onClose, fallbackFocus }: InviteDialogProps) {
  const id = useId();
  const link = inviteLink(window.location.origin, sponsor, vacancy);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent fallbackFocus={fallbackFocus}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{inviteAbout(vacancy)}</DialogDescription>
        </DialogHeader>
        <div className="min-w-0">
          <p id={`${id}-link`} className="mb-2 text-sm font-medium">
            {t.link}
          </p>
          <ShareLink link={link} title={t.link} labelledBy={`${id}-link`} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
