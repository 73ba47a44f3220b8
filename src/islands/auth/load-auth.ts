import { warmMemberPages } from '../../lib/auth/warm-member-pages.ts';

/** The API client: loaded as a sign-in form hydrates, off the first paint; its checks and sends share it. */
export const loadAuth = () => import('../../lib/auth/api.ts');

/**
 * The member pages' code goes into the cache once the form's own start-up loads (`own`: the API client,
 * and on /register the country list and plan) are in or have failed: fetched beside them on a slow link,
 * it would delay the list the member waits for and the request a press sends.
 */
export function warmMemberPagesAfter(...own: Promise<unknown>[]): void {
  void Promise.allSettled(own).then(warmMemberPages);
}
