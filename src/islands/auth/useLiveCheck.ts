import { useEffect, useRef, useState } from 'react';
import { notifyFailure } from '../../lib/api/notify-failure.ts';

/** A live check's verdict on one key (the value, or the values, it was asked about). */
export type Verdict<A> = (A & { key: string }) | { key: string; state: 'checking' | 'failed' };

/**
 * One live check of what a member types (a username, a sponsor, a placement): `ask` answers for the
 * key, after a pause in typing (`schedule`) or at once (`run`); a key already answered is not asked
 * again (a failed one is), and a verdict shows only while `current()` still gives its key, so a late
 * answer for older input never lands. A check that could not be made goes to `onError`.
 */
export function useLiveCheck<A extends { state: string }>(ask: (key: string) => Promise<A>, current: () => string) {
  const [verdict, setVerdict] = useState<Verdict<A> | null>(null);
  const latest = useRef<Verdict<A> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (next: Verdict<A> | null) => {
    latest.current = next;
    setVerdict(next);
  };

  /** Asks now (or reuses the verdict on `key`); resolves with the verdict, null for an empty key. */
  async function run(key: string): Promise<Verdict<A> | null> {
    clearTimeout(timer.current);
    if (!key) {
      set(null);
      return null;
    }
    const known = latest.current;
    if (known && known.key === key && known.state !== 'failed' && known.state !== 'checking') return known;
    set({ key, state: 'checking' });
    let next: Verdict<A>;
    try {
      next = { ...(await ask(key)), key };
    } catch (error) {
      notifyFailure(error);
      next = { key, state: 'failed' };
    }
    if (current() === key) set(next);
    return next;
  }

  /** Asks once typing has paused. */
  const schedule = (key: string) => {
    clearTimeout(timer.current);
    if (key) timer.current = setTimeout(() => void run(key), 400);
    else set(null);
  };

  return { verdict, latest, run, schedule, clear: () => set(null) };
}
