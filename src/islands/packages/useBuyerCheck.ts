import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { checkBuyer } from '../../lib/packages/api.ts';
import * as text from '../../lib/text.ts';

type Availability = { state: 'idle' | 'checking' } | { state: 'available'; info: string } | { state: 'unavailable' };

const infoText = (info: unknown, username: string) =>
  typeof info === 'string' && info.trim() ? info : `${text.packages.available}: ${username}`;

/**
 * Whether the username a package is bought for exists: `check` asks (an empty name clears), and only
 * the latest question's answer lands; `forget` drops any answer still on its way (on closing).
 */
export function useBuyerCheck() {
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const checkSeq = useRef(0);

  const check = (name: string) => {
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

  const forget = () => {
    checkSeq.current += 1;
  };

  return [availability, check, forget] as const;
}
