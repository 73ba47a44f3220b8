/** 'Image Preview': a completed task's picture, loaded on demand. */
import { imageUrl } from '../../../lib/session/api.ts';
import type { UserTask } from '../../../lib/tasks/schema.ts';
import * as text from '../../../lib/text.ts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export default function ImagePreviewDialog({ task, onClose }: { task: UserTask | null; onClose: () => void }) {
  return (
    <Dialog open={task !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{text.tasks.imagePreview}</DialogTitle>
        </DialogHeader>
        {task?.task_image ? (
          <img src={imageUrl(task.task_image)} alt={text.tasks.imageOf(task.name)} className="max-h-[70dvh] w-full rounded-md object-contain" />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
