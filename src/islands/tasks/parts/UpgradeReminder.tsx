/** The upgrade reminder for free-package members, shown once per session. */
import { paths } from '../../../lib/paths.ts';
import * as text from '../../../lib/text.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

export default function UpgradeReminder({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.dashboard.upgradeTitle}</DialogTitle>
          <DialogDescription>{text.dashboard.upgradeBody}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {text.dashboard.later}
          </Button>
          <a href={paths.packages} onClick={onClose} className={buttonVariants()}>
            {text.dashboard.upgradeAction}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
