import { useEffect, useState } from 'react';
import type { ApiError } from '../lib/api/errors.ts';
import { createMoneyAction } from '../lib/api/money-action.ts';
import { notifyFailure } from '../lib/api/notify-failure.ts';

/** What a send with files hands to its request: the payload's idempotency key and where progress goes. */
export interface UploadOptions {
  idempotencyKey: string;
  onProgress: (fraction: number) => void;
}

export interface UploadSend<T> {
  /** Runs as the send goes out (not when one is already on its way). */
  onStart?: () => void;
  onSent: (answer: T) => void;
  /** A failure the form has something to show for (already in a toast). */
  onFailed: (failure: ApiError) => void;
}

/**
 * A form that sends files: how far the send has gone in percent (null while none is on its way), and
 * one idempotency key per payload, so the same payload sent again after a lost answer is carried out
 * once. A second send while one is on its way goes nowhere.
 */
export function useUpload(): {
  progress: number | null;
  send: <T>(payload: unknown, request: (options: UploadOptions) => Promise<T>, then: UploadSend<T>) => Promise<void>;
} {
  const [progress, setProgress] = useState<number | null>(null);
  const [action] = useState(createMoneyAction);

  const send = async <T>(payload: unknown, request: (options: UploadOptions) => Promise<T>, then: UploadSend<T>) => {
    const sending = action.run(payload, (idempotencyKey) =>
      request({ idempotencyKey, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) }),
    );
    if (!sending) return;
    then.onStart?.();
    setProgress(0);
    try {
      then.onSent(await sending);
    } catch (caught) {
      const failure = notifyFailure(caught);
      if (failure) then.onFailed(failure);
    } finally {
      setProgress(null);
    }
  };

  return { progress, send };
}

/** A URL that shows a chosen file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
