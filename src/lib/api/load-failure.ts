/**
 * What a failed load shows (the loader's counterpart of notifyFailure): the failure as an ApiError,
 * or nothing when the session ended, since the page is already on its way to the landing page.
 */
import { ApiError, isApiError } from './errors.ts';
import { errors } from '../text/errors.ts';

/** Any failure as an ApiError: a bug in a loader must still end in a message, not a blank region. */
export function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('http', errors.http, { cause: error });
}

/** The failure to show in place of what did not load, or null when the session ended. */
export function loadFailure(error: unknown): ApiError | null {
  const failure = asApiError(error);
  return failure.kind === 'unauthorized' ? null : failure;
}
