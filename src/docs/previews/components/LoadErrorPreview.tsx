import { useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import * as text from '../../../lib/text.ts';

/** A retryable failure (with Try again, busy while retrying) and a final one (no button). */
export function LoadErrorPreview() {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="grid gap-3">
      <LoadError
        message={text.errors.network}
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          setTimeout(() => setRetrying(false), 1500);
        }}
      />
      <LoadError message="This list is not available for your plan." />
    </div>
  );
}
