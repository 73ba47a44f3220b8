import { useId, useState, type FormEvent } from 'react';
import { replyToTicket } from '../../../lib/support/api.ts';
import { failureLine } from '../../../lib/api/notify-failure.ts';
import { serverReason } from '../../../lib/server-reasons.ts';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import * as text from '../../../lib/text.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/input.tsx';
import { UploadStatus } from '../../../components/UploadProgress.tsx';
import { useUpload } from '../../../components/useUpload.ts';
import { ImageChips, PaperclipIcon, useImagePicks } from './images.tsx';
import { serverNotice } from '../../../lib/lang.ts';

/** The reply form: a message and pictures, sent with one idempotency key until the payload changes. */
export function Composer({ ticketId, closed, onSent }: { ticketId: number; closed: boolean; onSent: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [failed, setFailed] = useState('');
  // One key per reply (text and pictures): a resend after a lost answer is posted once.
  const { progress, send: upload } = useUpload();
  const picks = useImagePicks();
  const messageId = useId();
  const fileId = useId();
  const busy = progress !== null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || closed) return;
    if (!message.trim()) {
      setError(text.common.required);
      return;
    }
    const reply = { ticketId, message: message.trim(), images: picks.files };
    await upload(reply, (options) => replyToTicket(reply.ticketId, reply.message, reply.images, options), {
      onStart: () => {
        setError('');
        setFailed('');
      },
      onSent: (answer) => {
        notify(serverNotice(answer.message, text.support.replied), 'success');
        setMessage('');
        picks.clear();
        onSent();
      },
      onFailed: (failure) => {
        if (failure.fieldErrors.message) setError(serverReason(failure.fieldErrors.message).text);
        setFailed(failureLine(failure, text.support.sendFailed));
      },
    });
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-2 border-t border-border p-3">
      {closed ? <p className="text-sm text-muted-foreground">{text.support.closedNote}</p> : null}
      <label htmlFor={messageId} className="sr-only">
        {text.support.message}
      </label>
      <textarea
        id={messageId}
        rows={2}
        maxLength={MAX_LENGTH.message}
        value={message}
        disabled={closed || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${messageId}-error` : undefined}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error) setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
        }}
        placeholder={text.support.message}
        className={cn(controlClasses, 'w-full resize-y px-3 py-2 text-base sm:text-sm')}
      />
      {error ? (
        <p id={`${messageId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <ImageChips picks={picks} disabled={busy} />
      {picks.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {picks.error}
        </p>
      ) : null}
      <UploadStatus progress={progress} label={text.support.sending} error={failed} />
      <div className="flex items-center gap-2">
        <input
          id={fileId}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          disabled={closed || busy || picks.checking}
          className="peer sr-only"
          onChange={(event) => {
            const input = event.currentTarget;
            void picks.add(input.files).then(() => {
              input.value = '';
            });
          }}
        />
        <label
          htmlFor={fileId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-control bg-card px-3 text-sm font-medium hover:bg-muted',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <PaperclipIcon />
          <span>{text.support.attach}</span>
        </label>
        <Button type="submit" className="ms-auto" disabled={closed} loading={busy}>
          {text.support.send}
        </Button>
      </div>
    </form>
  );
}
