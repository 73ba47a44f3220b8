/** 'Image Preview': a completed task's picture, loaded on demand. */
import { imageUrl } from '../../../lib/session/api.ts';
import type { UserTask } from '../../../lib/tasks/schema.ts';
import * as text from '../../../lib/text.ts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useLastValue } from '../../../components/ui/dialog-motion.ts';

export default function ImagePreviewDialog({ task, onClose }: { task: UserTask | null; onClose: () => void }) {
  // The picture stays while the dialog closes.
  const shown = useLastValue(task);
  return (
    <Dialog open={task !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{text.tasks.imagePreview}</DialogTitle>
        </DialogHeader>
        {shown?.task_image ? (
          <img
            src={imageUrl(shown.task_image)}
            alt={text.tasks.imageOf(shown.name)}
            className="max-h-[70dvh] w-full rounded-md object-contain"
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
