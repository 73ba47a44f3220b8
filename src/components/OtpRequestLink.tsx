import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button.tsx';
import { useCountdown } from './useCountdown.ts';

export interface OtpRequestLinkProps {
  /** Sends the code; resolves true when it was sent (the caller shows its own toasts). */
  onRequest: () => Promise<boolean>;
  /** The link's text, e.g. "Request OTP". */
  label: string;
  /** The countdown text, e.g. n => `Resend request after ${n} sec`. */
  waitText: (seconds: number) => string;
  /** A code was sent: the link gives way to the countdown, so the caller puts focus on the code's field. */
  onSent?: () => void;
}

/**
 * A link-styled button that asks for a one-time code; once a code is sent it is replaced by a
 * countdown from 60 s in 1 s steps (the one resend cool-down), then it returns.
 */
export function OtpRequestLink({ onRequest, label, waitText, onSent }: OtpRequestLinkProps) {
  const [seconds, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (seconds > 0) {
    return (
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {waitText(seconds)}
      </p>
    );
  }
  return (
    <Button
      ref={button}
      type="button"
      variant="link"
      size="sm"
      className="h-auto justify-start px-0 py-1"
      loading={sending}
      onClick={async () => {
        if (sending) return;
        setSending(true);
        const sent = await onRequest().catch(() => false);
        if (!mounted.current) return;
        setSending(false);
        if (sent) {
          start();
          onSent?.();
        } else {
          // Not sent: the link (disabled while it sent) takes focus back once it is enabled again.
          setTimeout(() => button.current?.focus());
        }
      }}
    >
      {label}
    </Button>
  );
}
