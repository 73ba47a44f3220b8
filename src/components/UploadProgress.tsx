import { useId } from 'react';

/**
 * How far a file upload has gone: a bar and the same figure in words (`label`, e.g. "Uploading 40%"),
 * which names the bar and is announced as it changes.
 */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p id={id} role="status" className="text-xs text-muted-foreground">
        {label}
      </p>
    </div>
  );
}

/** Under a form that sends files: its progress while a send is on its way, else the line a failed send left. */
export function UploadStatus({
  progress,
  label,
  error,
}: {
  progress: number | null;
  label: (percent: number) => string;
  error?: string;
}) {
  if (progress !== null) return <UploadProgress percent={progress} label={label(progress)} />;
  return error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
