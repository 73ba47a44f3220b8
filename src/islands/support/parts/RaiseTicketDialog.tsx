/** The 'Raise Ticket' modal, loaded on demand: subject (with a text of one's own for 'Others'), message and pictures. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { listSubjects, raiseTicket } from '../../../lib/support/api.ts';
import { OTHER_SUBJECT, type Subject } from '../../../lib/support/schema.ts';
import type { ApiError } from '../../../lib/api/errors.ts';
import { loadFailure } from '../../../lib/api/load-failure.ts';
import { failureLine } from '../../../lib/api/notify-failure.ts';
import { fieldReasons } from '../../../lib/server-reasons.ts';
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
import { Input, controlClasses } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FailureWords, LoadError } from '../../../components/LoadError.tsx';
import { Thumb, useImagePicks } from './images.tsx';
import { FileField } from '../../../components/FileField.tsx';
import { UploadStatus } from '../../../components/UploadProgress.tsx';
import { useUpload } from '../../../components/useUpload.ts';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { serverNotice } from '../../../lib/lang.ts';

type Errors = { subject_id?: string; subject?: string; message?: string; images?: string; form?: string };

export default function RaiseTicketDialog({
  open,
  onOpenChange,
  onRaised,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRaised: (ticketId: number | undefined) => void;
}) {
  const [subjects, setSubjects] = useState<Subject[] | null>(null);
  const [subjectsError, setSubjectsError] = useState<ApiError | null>(null);
  const [subjectId, setSubjectId] = useState('');
  const [own, setOwn] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One key per ticket (subject, text and pictures): a resend after a lost answer raises it once.
  const { progress, send } = useUpload();
  const picks = useImagePicks();
  const fileId = useId();
  const messageId = useId();

  const loadSubjects = () => {
    setSubjectsError(null);
    listSubjects()
      .then(setSubjects)
      .catch((error: unknown) => setSubjectsError(loadFailure(error)));
  };

  useEffect(() => {
    if (open && subjects === null) loadSubjects();
    // Subjects are loaded once, the first time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const chosen = subjects?.find((subject) => String(subject.id) === subjectId);
  const isOther = chosen?.subject === OTHER_SUBJECT;
  const busy = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!chosen) found.subject_id = text.common.required;
    if (isOther && !own.trim()) found.subject = text.common.required;
    if (!message.trim()) found.message = text.common.required;
    setErrors(found);
    if (!chosen || found.subject || found.message) return;
    const ticket = { subjectId: chosen.id, subject: isOther ? own.trim() : undefined, message: message.trim() };
    const images = picks.files;
    await send({ ticket, images }, (options) => raiseTicket(ticket, images, options), {
      onSent: (answer) => {
        notify(serverNotice(answer.message, text.support.raised), 'success');
        setSubjectId('');
        setOwn('');
        setMessage('');
        picks.clear();
        onRaised(answer.ticket_id);
      },
      onFailed: (failure) => {
        const fields = fieldReasons(failure.fieldErrors);
        setErrors({
          subject_id: fields.subject_id,
          subject: fields.subject,
          message: fields.message,
          images: fields.images,
          form: failureLine(failure, text.support.raiseFailed),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.support.raiseTicket}</DialogTitle>
          <DialogDescription className="sr-only">{text.support.imagesHint}</DialogDescription>
        </DialogHeader>
        {subjects === null ? (
          subjectsError ? (
            <LoadError message={<FailureWords error={subjectsError} />} onRetry={loadSubjects} />
          ) : (
            <Spinner />
          )
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <Field label={text.support.subject} error={errors.subject_id} required>
              <NativeSelect
                value={subjectId}
                disabled={busy}
                onChange={(event) => {
                  setSubjectId(event.target.value);
                  setErrors((current) => ({ ...current, subject_id: undefined }));
                }}
              >
                <option value="">{text.support.chooseSubject}</option>
                {subjects.map((subject) => (
                  <option key={subject.id} value={String(subject.id)}>
                    {subject.subject}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {isOther ? (
              <Field label={text.support.otherSubject} error={errors.subject} required>
                <Input
                  value={own}
                  maxLength={MAX_LENGTH.ticket_subject}
                  disabled={busy}
                  onChange={(event) => setOwn(event.target.value)}
                />
              </Field>
            ) : null}
            <Field label={text.support.message} error={errors.message} controlId={messageId} required>
              <textarea
                rows={4}
                maxLength={MAX_LENGTH.message}
                value={message}
                disabled={busy}
                onChange={(event) => setMessage(event.target.value)}
                className={cn(controlClasses, 'w-full px-3 py-2 text-base sm:text-sm')}
              />
            </Field>
            {/* The spec marks the images as required in the label but shows no enforcement: a ticket without one is still sent. */}
            <FileField
              label={text.support.images}
              hint={text.support.imagesHint}
              error={picks.error || errors.images}
              controlId={fileId}
              accept="image/png,image/jpeg"
              multiple
              required
              disabled={busy || picks.checking}
              files={picks.files}
              onChoose={picks.add}
              onRemove={picks.remove}
              preview={(file) => <Thumb file={file} />}
              removeLabel={text.support.removeImage}
            />
            <UploadStatus progress={progress} label={text.support.sending} error={errors.form} />
            <DialogFooter>
              <Button type="submit" loading={busy || picks.checking}>
                {text.common.submit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
