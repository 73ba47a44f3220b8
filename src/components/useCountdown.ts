import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createCountdown } from '../lib/session/countdown.ts';

/**
 * The resend cool-down in a component: seconds left (0 when the control may be used) and `start`.
 * The one countdown (createCountdown) underneath, stopped when the component goes.
 */
export function useCountdown(): [left: number, start: (seconds?: number) => void] {
  const [countdown] = useState(createCountdown);
  const left = useStore(countdown.$left);
  useEffect(() => countdown.stop, [countdown]);
  return [left, countdown.start];
}
