/** The 'Upload Task' modal, loaded on demand: image (PNG/JPEG by content, scaled below 2 MB) and description, with progress and retry. */
import { useId, useState, type FormEvent } from 'react';
import { uploadTask } from '../../../lib/tasks/api.ts';
import type { Task } from '../../../lib/tasks/schema.ts';
import { prepareImage } from '../../../lib/api/upload.ts';
import { failureLine } from '../../../lib/api/notify-failure.ts';
import { fieldReasons } from '../../../lib/server-reasons.ts';
import { UploadStatus } from '../../../components/UploadProgress.tsx';
import { useObjectUrl, useUpload } from '../../../components/useUpload.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FileField } from '../../../components/FileField.tsx';
import { controlClasses } from '../../../components/ui/input.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { useLastValue } from '../../../components/ui/dialog-motion.ts';
import { serverNotice } from '../../../lib/lang.ts';

type UploadErrors = { image?: string; description?: string; form?: string };

export default function UploadTaskDialog({
  task,
  onClose,
  onUploaded,
}: {
  task: Task | null;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const [scaled, setScaled] = useState(false);
  const preview = useObjectUrl(image);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [checking, setChecking] = useState(false);
  // One key per proof (task, image, description): a resend after a lost answer counts once.
  const { progress, send } = useUpload();
  const descriptionId = useId();
  const taskId = task?.id;
  // The task's name stays while the dialog closes.
  const shownTask = useLastValue(task);

  // A new task starts a new form; the same task keeps what was chosen and typed.
  const [formTask, setFormTask] = useState<number | undefined>(undefined);
  if (taskId !== undefined && taskId !== formTask) {
    setFormTask(taskId);
    setImage(null);
    setScaled(false);
    setDescription('');
    setErrors({});
  }

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const prepared = await prepareImage(file);
    setChecking(false);
    if (!prepared.ok) {
      setImage(null);
      setErrors((current) => ({ ...current, image: text.errors.invalidImage }));
      return;
    }
    setImage(prepared.file);
    setScaled(prepared.scaled);
    setErrors((current) => ({ ...current, image: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!task || progress !== null) return;
    const found: UploadErrors = {};
    if (!image) found.image = text.common.required;
    if (!description.trim()) found.description = text.common.required;
    setErrors(found);
    if (found.image || found.description || !image) return;
    const proof = { taskId: task.id, image, description: description.trim() };
    await send(proof, (options) => uploadTask(proof, options), {
      onSent: (answer) => {
        notify(serverNotice(answer.message, text.tasks.uploaded), 'success');
        setFormTask(undefined);
        onClose();
        onUploaded();
      },
      onFailed: (failure) => {
        const fields = fieldReasons(failure.fieldErrors);
        setErrors({
          image: fields.task_image,
          description: fields.description,
          form: failureLine(failure, text.tasks.uploadFailed),
        });
      },
    });
  };

  const busy = progress !== null;
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.tasks.uploadTask}</DialogTitle>
          <DialogDescription>{shownTask?.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FileField
            label={text.tasks.image}
            hint={text.tasks.uploadHint}
            error={errors.image}
            required
            accept="image/png,image/jpeg"
            disabled={busy}
            files={image ? [image] : []}
            onChoose={(files) => choose(files[0])}
            onRemove={() => {
              setImage(null);
              setScaled(false);
            }}
            preview={() =>
              preview ? (
                <img src={preview} alt="" className="h-16 w-24 shrink-0 rounded border border-border object-cover" />
              ) : null
            }
            note={image && scaled ? <p className="text-sm text-muted-foreground">{text.tasks.scaled}</p> : null}
          />
          <Field label={text.tasks.description} error={errors.description} controlId={descriptionId} required>
            <textarea
              rows={3}
              maxLength={MAX_LENGTH.task_description}
              value={description}
              disabled={busy}
              onChange={(event) => setDescription(event.target.value)}
              className={cn(controlClasses, 'w-full px-3 py-2 text-base sm:text-sm')}
            />
          </Field>
          <UploadStatus progress={progress} label={text.tasks.uploading} error={errors.form} />
          <DialogFooter>
            <Button type="submit" loading={busy || checking}>
              {text.tasks.upload}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
