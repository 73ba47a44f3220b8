import type { FormEvent } from 'react';

export declare const GUARD_SCRIPT: string;
export declare const LANDING_SCRIPT: string;
export declare const SW_SCRIPT: string;
export declare const LANG_SCRIPT: string;
export declare const CARRY_SCRIPT: string;
export declare const EARLY_SCRIPT: string;
export declare const PRESS_SCRIPT: string;

declare global {
  /**
   * Defined by PRESS_SCRIPT on the sign-in pages: the sign-in island, once it can send, hands over its
   * submit handler (called with the kept submit event, whose default is already prevented).
   */
  var takeEarlyPress: ((submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => void) | undefined;
}
