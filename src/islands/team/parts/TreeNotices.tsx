import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import * as text from '../../../lib/text.ts';
import type { Failure, RootState } from '../useTreeData.ts';

/** A branch that could not be loaded, with Retry (when it may help) and Close. */
export function BranchFailure({
  failure,
  onRetry,
  onClose,
}: {
  failure: Failure;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
    >
      <span className="flex-1">{failure.message}</span>
      {failure.retryable ? (
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {text.common.retry}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        {text.common.close}
      </Button>
    </div>
  );
}

/** Over the canvas while the first nodes load, or why they did not (with Retry when it may help). */
export function RootOverlay({ root, onRetry }: { root: RootState; onRetry: () => void }) {
  if (root.status === 'loading') {
    return (
      <div className="absolute inset-0 flex items-center justify-center">
        <Spinner size="lg" label={text.common.loading} />
      </div>
    );
  }
  if (root.status === 'error') {
    return (
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <LoadError
          message={<span lang={root.lang}>{root.message}</span>}
          onRetry={root.retryable ? onRetry : undefined}
        />
      </div>
    );
  }
  return null;
}
