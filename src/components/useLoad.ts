import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApiError } from '../lib/api/errors.ts';
import { loadFailure } from '../lib/api/load-failure.ts';
import { notifyFailure } from '../lib/api/notify-failure.ts';

export interface LoadState<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
}

/**
 * The one loader of the islands. Runs `load` on mount and again on demand with a (server-supplied
 * page) URL. The last answer stays on screen while a newer one loads; only the newest request may
 * update the state. A failure becomes `error` (shown with LoadError), except after `refresh()`, which
 * keeps the screen as it is and says what failed in a toast. An ended session (401) is handled
 * centrally: the state just stays loading while the page leaves.
 */
export function useLoad<T>(load: (url?: string) => Promise<T>, { immediate = true }: { immediate?: boolean } = {}) {
  const [state, setState] = useState<LoadState<T>>({ data: null, error: null, loading: immediate });
  const latest = useRef(0);
  const lastUrl = useRef<string | undefined>(undefined);
  const loader = useRef(load);
  // Whether an answer is on screen (the first one is drawn at once, later ones as a transition).
  const shown = useRef(false);
  loader.current = load;

  const run = useCallback((url: string | undefined, quiet: boolean) => {
    const id = ++latest.current;
    lastUrl.current = url;
    // A failure stays on screen until the new answer is in, so its Try again shows the attempt.
    if (!quiet) setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    loader.current(url).then(
      (data) => {
        if (id !== latest.current) return;
        const show = () => setState({ data, error: null, loading: false });
        // The first answer is drawn at once, in the task it arrives in: as a transition its render
        // yielded to every other task of a starting page (the other islands' start, the toaster), and
        // a ledger's rows came about 0.5 s after its island was usable; as a plain update the browser
        // still laid out and painted the placeholder first. An answer the page's head already had
        // (src/inline/early.ts) is so on screen in the island's first frame. A later page is drawn
        // as a transition: React renders it in slices, the page staying responsive meanwhile with the
        // last answer on screen.
        if (shown.current) startTransition(show);
        else flushSync(show);
        shown.current = true;
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        if (quiet) {
          notifyFailure(error);
          return;
        }
        const failure = loadFailure(error);
        if (failure) setState((previous) => ({ ...previous, loading: false, error: failure }));
      },
    );
  }, []);

  const go = useCallback((url?: string) => run(url, false), [run]);

  // Read on mount only: whether the island loads at once or waits for `go`.
  const startNow = useRef(immediate);
  // Asked as the island is put on the page (not after its first paint), so an answer already in is
  // drawn before the browser paints the placeholder.
  useLayoutEffect(() => {
    if (startNow.current) go();
  }, [go]);

  const reload = useCallback(() => go(lastUrl.current), [go]);
  /** Loads the same again without a loading state (after the member changed something). */
  const refresh = useCallback(() => run(lastUrl.current, true), [run]);
  /** Puts data the island already has in place of the last answer (a saved form's result). */
  const set = useCallback((data: T) => {
    latest.current += 1;
    shown.current = true;
    setState({ data, error: null, loading: false });
  }, []);
  return { ...state, go, reload, refresh, set };
}
