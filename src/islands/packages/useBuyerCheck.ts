import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { checkBuyer } from '../../lib/packages/api.ts';
import * as text from '../../lib/text.ts';

type Availability = { state: 'idle' | 'checking' } | { state: 'available'; info: string } | { state: 'unavailable' };

/** How long typing pauses before the name is checked: one question per name, not per letter. */
export const TYPING_PAUSE_MS = 400;

const infoText = (info: unknown, username: string) =>
  typeof info === 'string' && info.trim() ? info : `${text.packages.available}: ${username}`;

/**
 * Whether the username a package is bought for exists: `check` asks at once (an empty name clears),
 * `checkSoon` clears what was said about the name before and asks once typing pauses, and only the
 * latest question's answer lands; `forget` drops any answer or question still on its way (on closing).
 */
export function useBuyerCheck() {
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const checkSeq = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const wait = () => window.clearTimeout(timer.current);
  useEffect(() => wait, []);

  const check = (name: string) => {
    wait();
    const id = ++checkSeq.current;
    if (!name) {
      setAvailability({ state: 'idle' });
      return;
    }
    setAvailability({ state: 'checking' });
    checkBuyer(name).then(
      (answer) => {
        if (id !== checkSeq.current) return;
        setAvailability(
          answer.available ? { state: 'available', info: infoText(answer.info, name) } : { state: 'unavailable' },
        );
      },
      (failure: unknown) => {
        if (id !== checkSeq.current) return;
        setAvailability(
          isApiError(failure) && failure.kind === 'rejected' ? { state: 'unavailable' } : { state: 'idle' },
        );
      },
    );
  };

  // The confirmation belongs to the name that was checked: it goes as soon as the name changes.
  const checkSoon = (name: string) => {
    wait();
    checkSeq.current += 1;
    setAvailability({ state: 'idle' });
    if (name) timer.current = window.setTimeout(() => check(name), TYPING_PAUSE_MS);
  };

  const forget = () => {
    wait();
    checkSeq.current += 1;
  };

  return [availability, check, forget, checkSoon] as const;
}
