/**
 * The resend cool-down: after a code is sent the resend control stays disabled for 60 seconds
 * (spec part 1, section 9). Counted from the clock, so a tab in the background still ends on time.
 */
import { atom, type ReadableAtom } from 'nanostores';

export const RESEND_SECONDS = 60;

export interface Countdown {
  /** Whole seconds left; 0 when the control may be used. */
  $left: ReadableAtom<number>;
  start(seconds?: number): void;
  stop(): void;
}

export function createCountdown(): Countdown {
  const $left = atom(0);
  let timer: ReturnType<typeof setInterval> | undefined;
  let endsAt = 0;

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    $left.set(0);
  };
  const tick = () => {
    const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    if (left === 0) stop();
    else $left.set(left);
  };

  return {
    $left,
    start(seconds = RESEND_SECONDS) {
      if (timer !== undefined) clearInterval(timer);
      endsAt = Date.now() + seconds * 1000;
      $left.set(seconds);
      timer = setInterval(tick, 1000);
    },
    stop,
  };
}
