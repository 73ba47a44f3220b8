import { useEffect, useState, type ReactNode } from 'react';
import type { ApiError } from '../lib/api/errors.ts';
import { cn } from '../lib/cn.ts';
import { failureText, reasonsLoaded, reasonsReady } from '../lib/server-reasons.ts';
import * as text from '../lib/text.ts';
import { Button } from './ui/button.tsx';
import { AlertCircleIcon } from './ui/icons.tsx';

export type LoadErrorProps = {
  /** What failed, said plainly: the error's message. */
  message: ReactNode;
  /** Offered when trying again may help (`error.retryable`). */
  onRetry?: () => void;
  /** Shows the retry button busy while the new attempt runs. */
  retrying?: boolean;
  className?: string;
};

/** A load that failed: the reason and, when it may help, a "Try again" button. Never a blank island. */
export function LoadError({ message, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <p className="flex flex-1 items-start gap-2">
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>{message}</span>
      </p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {text.common.retry}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A failure's words as shown: a known refusal in the member's language, any other server reason as
 * sent and marked English, the portal's own messages as they are.
 */
export function FailureWords({ error }: { error: ApiError }) {
  // A load that failed before the known reasons arrived says it again in the page's language once they have.
  const [, setReady] = useState(reasonsLoaded);
  useEffect(() => {
    if (!reasonsLoaded()) void reasonsReady().then(() => setReady(true));
  }, []);
  const shown = failureText(error);
  return <span lang={shown.lang}>{shown.text}</span>;
}
