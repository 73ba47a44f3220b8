import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '../lib/api/errors.ts';
import * as text from '../lib/text.ts';

export interface LoadState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
}

/** Any failure as an ApiError (a bug in a loader must still end in a message, not a blank region). */
export function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('http', text.errors.http, { cause: error });
}

/**
 * Runs `load` on mount and again on demand with a (server-supplied page) URL. The last answer stays
 * on screen while a newer one loads; only the newest request may update the state. An ended session
 * (401) is handled centrally: the state just stays loading while the page leaves.
 */
export function useLoad<T>(load: (url?: string) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ data: null, error: null, loading: true });
  const latest = useRef(0);
  const lastUrl = useRef<string | undefined>(undefined);
  const loader = useRef(load);
  loader.current = load;

  const go = useCallback((url?: string) => {
    const id = ++latest.current;
    lastUrl.current = url;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loader.current(url).then(
      (data) => {
        if (id === latest.current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        const apiError = asApiError(error);
        if (apiError.kind === 'unauthorized') return;
        setState((previous) => ({ ...previous, loading: false, error: apiError }));
      },
    );
  }, []);

  useEffect(() => {
    go();
  }, [go]);

  const reload = useCallback(() => go(lastUrl.current), [go]);
  return { ...state, go, reload };
}
